export { messagePreview } from './preview.js';
export { loadMessage } from './queries.js';
export { realtimeRoutes } from './realtime-routes.js';
export { chatRoutes } from './routes.js';
export { createChatService } from './service.js';
