export { chatKeys, useMatches } from './api';
export { useRealtimeConnection } from './useRealtimeConnection';
