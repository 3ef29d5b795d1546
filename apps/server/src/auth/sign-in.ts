import type { SignInRequest } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { accounts, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { createSession } from '../infra/sessions/session-store.js';
import { type AuthDeps, normalizeUsername, type SignedInOnDevice } from './accounts.js';
import { isTrustedDevice, throttleKeys } from './login-throttle.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';

/**
 * Real and unknown usernames take the same path: the same queries, an argon2 verify of equal
 * cost, the same counters and answers (docs/decisions/028-sign-in-throttle-and-data-dir-lock.md).
 */
export async function signIn(
  { db, throttle }: AuthDeps,
  input: SignInRequest,
  deviceToken: string | undefined,
  ip: string,
): Promise<SignedInOnDevice> {
  const key = normalizeUsername(input.username);
  const keys = throttleKeys(key, ip);
  const device = await throttle.findDevice(deviceToken);
  const trusted = isTrustedDevice(device, key);
  if (!trusted) await throttle.assertMayTry(keys);
  const [row] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      passwordHash: accounts.passwordHash,
      mustChangePassword: accounts.mustChangePassword,
      role: userProfiles.role,
      onboardingComplete: userProfiles.onboardingComplete,
      isBlocked: userProfiles.isBlocked,
    })
    .from(accounts)
    .innerJoin(userProfiles, eq(userProfiles.userId, accounts.id))
    .where(eq(accounts.usernameNormalized, key))
    .limit(1);
  const right = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!row || !right) {
    if (trusted && device) await throttle.recordDeviceFailure(device);
    else await throttle.recordFailure(keys);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Only after the password is right, so blocking does not reveal that an account exists.
  if (row.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  const token = await createSession(db, row.id);
  return {
    token,
    deviceToken: await throttle.recordSuccess(keys, row.id, deviceToken, device),
    user: {
      id: row.id,
      username: row.username,
      role: row.role,
      onboarding_complete: row.onboardingComplete,
      must_change_password: row.mustChangePassword,
    },
  };
}
