import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { loginDevices, loginLockouts } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { hashToken, newToken } from '../infra/sessions/tokens.js';

/** Wrong passwords an account takes from unknown devices (or one device) within the window. */
export const MAX_FAILED_SIGN_INS = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

const lockInterval = sql.raw(`interval '${SIGN_IN_LOCK_MS / 1000} seconds'`);
const windowInterval = sql.raw(`interval '${SIGN_IN_WINDOW_MS / 1000} seconds'`);

/**
 * Password guessing is slowed per account without locking the owner out (OWASP's device
 * cookies; docs/decisions/011-security-hardening.md#password-guessing):
 * - a browser that signed in to the account before presents its device cookie and is only
 *   subject to its own lockout (a stolen cookie still gets few guesses);
 * - every other browser shares the account's lockout: after MAX_FAILED_SIGN_INS wrong
 *   passwords in the window, unknown devices are refused until it ends, whatever address
 *   they come from.
 * Per-address limits are the route's rate limit. State lives in the database, so every server
 * process sees the same counts.
 */
export function createLoginThrottle(db: Queryable) {
  /** The device row of this account for the cookie's token, if the cookie is genuine. */
  async function knownDevice(accountId: string, deviceToken: string | undefined) {
    if (!deviceToken) return undefined;
    const [device] = await db
      .select()
      .from(loginDevices)
      .where(
        and(
          eq(loginDevices.tokenHash, hashToken(deviceToken)),
          eq(loginDevices.accountId, accountId),
        ),
      )
      .limit(1);
    return device;
  }

  /** Refuses with RATE_LIMITED before the password is checked when this caller is locked. */
  async function assertMayTry(accountId: string, deviceToken: string | undefined) {
    const device = await knownDevice(accountId, deviceToken);
    const now = new Date();
    if (device) {
      if (device.lockedUntil && device.lockedUntil > now) throw new AppError('RATE_LIMITED');
      return device.tokenHash;
    }
    const [lockout] = await db
      .select()
      .from(loginLockouts)
      .where(eq(loginLockouts.accountId, accountId))
      .limit(1);
    if (lockout?.lockedUntil && lockout.lockedUntil > now) throw new AppError('RATE_LIMITED');
    return undefined;
  }

  async function recordFailure(accountId: string, deviceHash: string | undefined) {
    if (deviceHash) {
      await db
        .update(loginDevices)
        .set({
          failedAttempts: sql`${loginDevices.failedAttempts} + 1`,
          lockedUntil: sql`case when ${loginDevices.failedAttempts} + 1 >= ${MAX_FAILED_SIGN_INS}
            then now() + ${lockInterval} else ${loginDevices.lockedUntil} end`,
        })
        .where(eq(loginDevices.tokenHash, deviceHash));
      return;
    }
    // One statement, so parallel guesses on several processes all count.
    await db.execute(sql`
      insert into login_lockouts (account_id, failed_attempts, window_started_at)
      values (${accountId}, 1, now())
      on conflict (account_id) do update set
        failed_attempts = case
          when login_lockouts.window_started_at < now() - ${windowInterval} then 1
          else login_lockouts.failed_attempts + 1 end,
        window_started_at = case
          when login_lockouts.window_started_at < now() - ${windowInterval} then now()
          else login_lockouts.window_started_at end,
        locked_until = case
          when login_lockouts.window_started_at >= now() - ${windowInterval}
            and login_lockouts.failed_attempts + 1 >= ${MAX_FAILED_SIGN_INS}
          then now() + ${lockInterval}
          else login_lockouts.locked_until end`);
  }

  /**
   * After a right password: clears this caller's failures and returns the device token to
   * (re)set as the cookie: the same one for a known device, a new one otherwise.
   */
  async function recordSuccess(
    accountId: string,
    deviceHash: string | undefined,
    deviceToken: string | undefined,
  ): Promise<string> {
    if (deviceHash && deviceToken) {
      await db
        .update(loginDevices)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(loginDevices.tokenHash, deviceHash));
      return deviceToken;
    }
    await db.delete(loginLockouts).where(eq(loginLockouts.accountId, accountId));
    return rememberDevice(accountId);
  }

  /** A new device cookie for the account (also after sign-up). */
  async function rememberDevice(accountId: string): Promise<string> {
    const { token, hash } = newToken();
    await db.insert(loginDevices).values({ tokenHash: hash, accountId });
    return token;
  }

  return { assertMayTry, recordFailure, recordSuccess, rememberDevice };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
