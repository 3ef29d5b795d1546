/** Sign-in throttling (docs/decisions/011-security-hardening.md#password-guessing). */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountRef, accounts, createdAt } from './members.js';

/**
 * Browsers that have signed in to an account before (OWASP "device cookies"): only the
 * SHA-256 of the cookie's random token is stored. A known device is not subject to the
 * account's lockout, only to its own.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountRef('account_id'),
    createdAt: createdAt(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_devices_account_id_idx').on(t.accountId)],
);

/** Failed sign-ins to an account from unknown devices, in the current window. */
export const loginLockouts = pgTable('login_lockouts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
