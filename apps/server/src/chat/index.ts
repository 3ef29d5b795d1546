export { removeMatchMedia } from './media.js';
export { messagePreview } from './preview.js';
export { loadMessage } from './queries.js';
export { realtimeRoutes } from './realtime-routes.js';
export {
  chatMediaOfAccount,
  copyReportedMedia,
  type ReportMedia,
  removeChatMediaOfAccount,
  removeReportMedia,
} from './report-media.js';
export { chatRoutes } from './routes.js';
// The Suspected queue counts asks per conversation with the same patterns (issue 33).
export { EARLY_EXCHANGE_MESSAGES, hasScamSignal } from './scam-signals.js';
export { createChatService } from './service.js';
