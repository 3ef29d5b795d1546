/**
 * Database schema (docs/architecture.md#data-model): the product's entities plus (accounts,
 * sessions, coin ledger, blocks, audit log, idempotency keys, impersonation tokens). Constraints
 * live here too, so the database refuses what the services refuse. Personal data cascades on
 * account deletion; money records keep their rows with the user reference set to null.
 */
export * from './schema/analysis.js';
export * from './schema/calls.js';
export * from './schema/jobs.js';
export * from './schema/members.js';
export * from './schema/moderation.js';
export * from './schema/money.js';
export * from './schema/notifications.js';
export * from './schema/prompts.js';
export * from './schema/sign-in.js';
export * from './schema/social.js';
export * from './schema/suspected.js';
