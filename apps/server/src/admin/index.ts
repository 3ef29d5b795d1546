// The admin console's public surface (issue 8).

// The block decision, for queues that block in their own decision (the Suspected queue).
export { setBlocked } from './block-member.js';
// Keyset cursors the other admin queues (KYC) page with too (decision 025).
export { cursorTimestamp, decodeKeys, encodeKeys } from './cursor.js';
export { keysetPage } from './lists.js';
export { adminRoutes } from './routes.js';
