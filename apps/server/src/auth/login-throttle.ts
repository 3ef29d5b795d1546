import { createHash } from 'node:crypto';
import {
  SIGN_IN_DEVICE_LOCK_S,
  SIGN_IN_DEVICE_MAX_FAILURES,
  SIGN_IN_FIRST_DELAY_S,
  SIGN_IN_FORGET_AFTER_S,
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT_ADDRESS,
  SIGN_IN_FREE_FAILURES_PER_ADDRESS,
  SIGN_IN_MAX_DELAY_S,
} from '@dating/shared';
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { accounts, loginDevices, signInFailures } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { hashToken, newToken } from '../infra/sessions/tokens.js';
import { addressBucket } from './address-bucket.js';

/** Refused before the password is checked: this (username, address) or address must wait. */
export class SignInThrottled extends AppError {
  constructor(readonly retryAfterS: number) {
    super('RATE_LIMITED');
  }
}

/** What a sign-in attempt is counted under; only hashes are stored. */
export type ThrottleKeys = { accountAddress: string; address: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `usernameKey` is the lowercased username as typed, whether or not such an account exists. */
export function throttleKeys(usernameKey: string, ip: string): ThrottleKeys {
  const bucket = addressBucket(ip);
  return {
    accountAddress: sha256(`account_address\0${usernameKey}\0${bucket}`),
    address: sha256(`address\0${bucket}`),
  };
}

/** A device cookie's row (any account's: the caller compares the username). */
export type Device = {
  tokenHash: string;
  accountId: string;
  usernameKey: string;
  lockedUntil: Date | null;
};

const n = (value: number) => sql.raw(String(value));
const seconds = (value: number) => sql.raw(`interval '${value} seconds'`);

/**
 * Password guessing is slowed per (username, address) and per address, never per account alone,
 * so guesses from elsewhere cannot keep the owner out (docs/decisions/028-sign-in-throttle-and-
 * data-dir-lock.md):
 * - every wrong password counts against its (username, address) key and its address key; a key
 *   that reached its free failures waits a delay doubling with each further failure, and a try
 *   while it waits is refused (429, Retry-After) before the password is looked at. The owner's right password from another address is always
 *   checked. An unknown username is counted and answered exactly like a real one;
 * - a browser holding the account's device cookie (it signed in before) skips those counters and
 *   counts only its own mistakes; after SIGN_IN_DEVICE_MAX_FAILURES it is an unknown browser
 *   again until its lock ends or the right password is given.
 * The route's per-address rate limit bounds a burst. State lives in the database, so every server
 * process sees the same counts.
 */
export function createLoginThrottle(db: Queryable) {
  /** The row of a presented device cookie; the same query whoever the username names. */
  async function findDevice(deviceToken: string | undefined): Promise<Device | undefined> {
    if (!deviceToken) return undefined;
    const [device] = await db
      .select({
        tokenHash: loginDevices.tokenHash,
        accountId: loginDevices.accountId,
        usernameKey: accounts.usernameNormalized,
        lockedUntil: loginDevices.lockedUntil,
      })
      .from(loginDevices)
      .innerJoin(accounts, eq(accounts.id, loginDevices.accountId))
      .where(eq(loginDevices.tokenHash, hashToken(deviceToken)))
      .limit(1);
    return device;
  }

  /** Throws SignInThrottled while either key waits out its delay. */
  async function assertMayTry(keys: ThrottleKeys): Promise<void> {
    const [row] = await db
      .select({ until: max(signInFailures.blockedUntil) })
      .from(signInFailures)
      .where(
        and(
          inArray(signInFailures.keyHash, [keys.accountAddress, keys.address]),
          gt(signInFailures.blockedUntil, sql`now()`),
        ),
      );
    const until = row?.until ? new Date(row.until).getTime() : undefined;
    if (until) throw new SignInThrottled(Math.max(1, Math.ceil((until - Date.now()) / 1000)));
  }

  /** Counts a wrong password on both keys, in one statement (parallel guesses all count). */
  async function recordFailure(keys: ThrottleKeys): Promise<void> {
    const count = sql`case when f.last_failed_at < now() - ${seconds(SIGN_IN_FORGET_AFTER_S)}
      then 1 else f.failures + 1 end`;
    const free = sql`case f.kind when 'account_address'
      then ${n(SIGN_IN_FREE_FAILURES_PER_ACCOUNT_ADDRESS)} else ${n(SIGN_IN_FREE_FAILURES_PER_ADDRESS)} end`;
    await db.execute(sql`
      insert into sign_in_failures as f (key_hash, kind, failures, last_failed_at)
      values (${keys.accountAddress}, 'account_address', 1, now()), (${keys.address}, 'address', 1, now())
      on conflict (key_hash) do update set
        failures = ${count},
        last_failed_at = now(),
        blocked_until = case when ${count} >= ${free}
          then now() + make_interval(secs => least(
            ${n(SIGN_IN_FIRST_DELAY_S)} * power(2.0, least(${count} - ${free}, 20)),
            ${n(SIGN_IN_MAX_DELAY_S)}))
          else null end`);
  }

  /** A wrong password from the account's own device: only the device's count. */
  async function recordDeviceFailure(device: Device): Promise<void> {
    await db
      .update(loginDevices)
      .set({
        failedAttempts: sql`${loginDevices.failedAttempts} + 1`,
        lockedUntil: sql`case when ${loginDevices.failedAttempts} + 1 >= ${n(SIGN_IN_DEVICE_MAX_FAILURES)}
          then now() + ${seconds(SIGN_IN_DEVICE_LOCK_S)} else ${loginDevices.lockedUntil} end`,
      })
      .where(eq(loginDevices.tokenHash, device.tokenHash));
  }

  /**
   * After a right password: forgets this (username, address)'s failures (not the address's:
   * signing in to one's own account must not buy guesses at others) and returns the device token
   * to (re)set as the cookie: the same one for this account's device, a new one otherwise.
   */
  async function recordSuccess(
    keys: ThrottleKeys,
    accountId: string,
    deviceToken: string | undefined,
    device: Device | undefined,
  ): Promise<string> {
    await db.delete(signInFailures).where(eq(signInFailures.keyHash, keys.accountAddress));
    if (deviceToken && device?.accountId === accountId) {
      await db
        .update(loginDevices)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(loginDevices.tokenHash, device.tokenHash));
      return deviceToken;
    }
    return rememberDevice(accountId, deviceToken);
  }

  /**
   * A new device cookie for the account (also after sign-up). The cookie the browser held before
   * (another account's) is kept as `carried_from`: accounts used from one browser are linked
   * for the Suspected queue (suspected/links/device.ts).
   */
  async function rememberDevice(accountId: string, heldToken?: string): Promise<string> {
    const { token, hash } = newToken();
    const carriedFrom = heldToken ? hashToken(heldToken) : null;
    await db.insert(loginDevices).values({ tokenHash: hash, accountId, carriedFrom });
    return token;
  }

  return {
    findDevice,
    assertMayTry,
    recordFailure,
    recordDeviceFailure,
    recordSuccess,
    rememberDevice,
  };
}

/**
 * A device cookie that lets this browser skip the address counters for the lowercased username
 * it signs in with. Decided before the account is read, so a refusal reads nothing about it.
 */
export function isTrustedDevice(device: Device | undefined, usernameKey: string) {
  return (
    device !== undefined &&
    device.usernameKey === usernameKey &&
    !(device.lockedUntil && device.lockedUntil > new Date())
  );
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
