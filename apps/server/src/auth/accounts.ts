import type { Role, SessionUser } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import { isUniqueViolation } from '../infra/db/errors.js';
import { accounts, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import type { AuthenticatedUser } from '../infra/sessions/session-store.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword } from './passwords.js';

/** What every auth operation works with (service.ts assembles them). */
export type AuthDeps = {
  db: Db;
  throttle: LoginThrottle;
  /** Tells every server process to close sockets of sessions that just ended. */
  publish: (event: RealtimeEvent) => Promise<void>;
};

export type SignedIn = { user: SessionUser; token: string };
/** A sign-in also (re)issues the browser's device cookie (see login-throttle.ts). */
export type SignedInOnDevice = SignedIn & { deviceToken: string };

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export function toSessionUser(user: AuthenticatedUser): SessionUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    onboarding_complete: user.onboardingComplete,
    must_change_password: user.mustChangePassword,
  };
}

/** Creates the account with its empty profile (onboarding not done, role user, 0 coins). */
export async function createAccount(db: Db, username: string, password: string, role: Role) {
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ username, usernameNormalized: normalizeUsername(username), passwordHash })
        .returning();
      if (!account) throw new Error('account insert returned nothing');
      await tx.insert(userProfiles).values({ userId: account.id, username, role });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}
