export { chatKeys, useMatches } from './api';
export { ChatListScreen } from './screens/ChatListScreen';
export { ConversationScreen } from './screens/ConversationScreen';
export { useRealtimeConnection } from './useRealtimeConnection';
