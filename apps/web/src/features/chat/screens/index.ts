// The chat screens, loaded lazily by the router. Kept out of the feature's index so the hooks the
// member layout and other features use (useRealtimeConnection, useMatches) do not pull them in.
export { ChatListScreen } from './ChatListScreen';
export { ConversationScreen } from './ConversationScreen';
