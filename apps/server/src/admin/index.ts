// The admin console's public surface (issue 8).

// Keyset cursors the other admin queues (KYC) page with too (decision 025).
export { cursorTimestamp, decodeKeys, encodeKeys } from './cursor.js';
export { keysetPage } from './lists.js';
export { adminRoutes } from './routes.js';
