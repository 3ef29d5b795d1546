// Moderator claims on queue items (docs/decisions/026-moderation-claims.md).
export { CLAIMS_POLL_MS, claimsKeys, type QueueClaims, useClaims } from './api';
export { ClaimGate, ClaimNote } from './ClaimGate';
export { useClaim, useWorkOn } from './useClaim';
