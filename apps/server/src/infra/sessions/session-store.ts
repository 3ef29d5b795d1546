import type { Role, SessionKind } from '@dating/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { queryPrepared } from '../db/prepared.js';
import { sessions } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const BEARER_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** An admin's "View As" session is look-only and short: it ends after an hour at most. */
export const VIEW_AS_SESSION_TTL_MS = 60 * 60 * 1000;

/** Who is calling: attached to the request by the session guard. */
export type AuthenticatedUser = {
  id: string;
  username: string;
  role: Role;
  onboardingComplete: boolean;
  mustChangePassword: boolean;
  isBlocked: boolean;
  sessionHash: string;
  /** The admin behind a "View As" tab, if any. */
  impersonatedBy: string | null;
};

export async function createSession(
  db: Queryable,
  userId: string,
  kind: SessionKind = 'cookie',
  impersonatedBy: string | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  const ttl = impersonatedBy
    ? VIEW_AS_SESSION_TTL_MS
    : kind === 'cookie'
      ? SESSION_TTL_MS
      : BEARER_SESSION_TTL_MS;
  await db.insert(sessions).values({
    tokenHash: hash,
    userId,
    kind,
    impersonatedBy,
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}

/**
 * The lookup every request makes: three primary-key reads in one PREPARED statement (planned
 * once per connection), sent as text: drizzle's builder and row mapping were a visible share
 * of a swipe's server time (bench/RESULTS.md, swipes). Expiry by the process's clock, as
 * createSession sets it.
 */
export const SESSION_USER = `select a.id, a.username, a.must_change_password as "mustChangePassword",
    p.role, p.onboarding_complete as "onboardingComplete", p.is_blocked as "isBlocked",
    s.impersonated_by as "impersonatedBy"
  from sessions s
  join accounts a on a.id = s.user_id
  join user_profiles p on p.user_id = s.user_id
  where s.token_hash = $1::text and s.expires_at > $2::timestamptz`;

export async function findSessionUser(db: Db, token: string): Promise<AuthenticatedUser | null> {
  const hash = hashToken(token);
  const [row] = await queryPrepared<Omit<AuthenticatedUser, 'sessionHash'>>(db, SESSION_USER, [
    hash,
    new Date().toISOString(),
  ]);
  if (!row) return null;
  return { ...row, sessionHash: hash };
}

export async function revokeSession(db: Queryable, sessionHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionHash));
}

/** Ends every session of a member (block, delete, password reset), or all but one. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  exceptSessionHash?: string,
): Promise<void> {
  const condition = exceptSessionHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptSessionHash))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/** Ends the "View As" sessions an admin opened (when that admin signs out). */
export async function revokeViewAsSessionsOf(db: Queryable, adminId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.impersonatedBy, adminId));
}

// Expired sessions are deleted by the housekeeping job (infra/jobs/housekeeping.ts).
