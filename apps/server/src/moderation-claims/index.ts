// Moderator claims on queue items (docs/decisions/026-moderation-claims.md).
export { claimsRoutes } from './routes.js';
export { assertClaimFree } from './service.js';
