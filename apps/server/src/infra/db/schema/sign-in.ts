/** Sign-in throttling (docs/decisions/028-sign-in-throttle-and-data-dir-lock.md). */
import { SIGN_IN_FAILURE_KINDS } from '@dating/shared';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef, createdAt } from './members.js';
import { oneOf } from './one-of.js';

/**
 * Browsers that have signed in to an account before (OWASP "device cookies"): only the
 * SHA-256 of the cookie's random token is stored. A known device, until its own lockout, is not
 * subject to the per-address counters (sign_in_failures), only to its own.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountRef('account_id'),
    createdAt: createdAt(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The device cookie (hash) of another account this browser held when it got this one. */
    carriedFrom: text('carried_from'),
  },
  (t) => [
    index('login_devices_account_id_idx').on(t.accountId),
    index('login_devices_carried_from_idx').on(t.carriedFrom),
  ],
);

/**
 * Wrong passwords counted per key (docs/decisions/028-sign-in-throttle-and-data-dir-lock.md):
 * `account_address` keys are the SHA-256 of (lowercased username, address) — unknown usernames
 * are counted exactly like real ones — and `address` keys of the address alone. Past the free
 * failures each further one blocks the key for a doubling delay; a row is forgotten a day after
 * its last failure (housekeeping).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind', { enum: SIGN_IN_FAILURE_KINDS }).notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    check('sign_in_failures_kind', oneOf(t.kind, SIGN_IN_FAILURE_KINDS)),
    index('sign_in_failures_last_failed_at_idx').on(t.lastFailedAt),
  ],
);
