import type {
  ChangePasswordRequest,
  Role,
  SessionUser,
  SignInRequest,
  SignUpRequest,
} from '@dating/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { isUniqueViolation } from '../infra/db/errors.js';
import { accounts, impersonationTokens, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import {
  type AuthenticatedUser,
  createSession,
  revokeSession,
  revokeUserSessions,
  revokeViewAsSessionsOf,
} from '../infra/sessions/session-store.js';
import { hashToken } from '../infra/sessions/tokens.js';
import { isTrustedDevice, type LoginThrottle, throttleKeys } from './login-throttle.js';
import {
  burnPasswordCheck,
  hashPassword,
  prepareBurnPasswordCheck,
  verifyPassword,
} from './passwords.js';

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

type SignedIn = { user: SessionUser; token: string };
/** A sign-in also (re)issues the browser's device cookie (see login-throttle.ts). */
type SignedInOnDevice = SignedIn & { deviceToken: string };

/** Tells every server process to close sockets of sessions that just ended. */
type Publish = (event: RealtimeEvent) => Promise<void>;

export function createAuthService(db: Db, throttle: LoginThrottle, publish: Publish) {
  // The dummy hash an unknown username is checked against, made now, not on the first such try.
  void prepareBurnPasswordCheck();
  /** Creates the account with its empty profile (onboarding not done, role user, 0 coins). */
  async function createAccount(username: string, password: string, role: Role) {
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

  async function signUp(input: SignUpRequest): Promise<SignedInOnDevice> {
    const account = await createAccount(input.username, input.password, 'user');
    const token = await createSession(db, account.id);
    return {
      token,
      deviceToken: await throttle.rememberDevice(account.id),
      user: {
        id: account.id,
        username: account.username,
        role: 'user',
        onboarding_complete: false,
        must_change_password: false,
      },
    };
  }

  /**
   * Real and unknown usernames take the same path: the same queries, an argon2 verify of equal
   * cost, the same counters and answers (docs/decisions/028-sign-in-throttle-and-data-dir-lock.md).
   */
  async function signIn(
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

  /** Ends this session (and its sockets); an admin's sign-out also ends their View As tabs. */
  async function signOut(user: AuthenticatedUser): Promise<void> {
    await db.transaction(async (tx) => {
      await revokeSession(tx, user.sessionHash);
      if (user.role === 'admin') await revokeViewAsSessionsOf(tx, user.id);
    });
    await publish({ kind: 'disconnect', user_id: user.id, session_hash: user.sessionHash });
  }

  /** Changes the password and ends every other session of the member. */
  async function changePassword(user: AuthenticatedUser, input: ChangePasswordRequest) {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, user.id)).limit(1);
    if (!account || !(await verifyPassword(account.passwordHash, input.current_password))) {
      throw new AppError('PASSWORD_INCORRECT');
    }
    const passwordHash = await hashPassword(input.new_password);
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(accounts.id, user.id));
      await revokeUserSessions(tx, user.id, user.sessionHash);
    });
    await publish({ kind: 'disconnect', user_id: user.id, except_session_hash: user.sessionHash });
  }

  /** Trades a one-time "View As" link token for a tab-scoped bearer session. */
  async function redeemImpersonation(token: string): Promise<SignedIn> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(impersonationTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(impersonationTokens.tokenHash, hashToken(token)),
            isNull(impersonationTokens.usedAt),
            gt(impersonationTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!claimed) throw new AppError('NOT_FOUND');
      const [profile] = await tx
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, claimed.userId))
        .limit(1);
      if (!profile || profile.role === 'admin' || profile.isBlocked)
        throw new AppError('NOT_FOUND');
      const bearer = await createSession(tx, claimed.userId, 'bearer', claimed.adminId);
      return {
        token: bearer,
        user: {
          id: profile.userId,
          username: profile.username,
          role: 'user',
          onboarding_complete: profile.onboardingComplete,
          must_change_password: false,
        },
      };
    });
  }

  return { createAccount, signUp, signIn, signOut, changePassword, redeemImpersonation };
}

export type AuthService = ReturnType<typeof createAuthService>;
