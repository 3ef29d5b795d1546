import type { Role, SessionKind } from '@dating/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { accounts, sessions, userProfiles } from '../db/schema.js';
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

/** The lookup every request makes: three primary-key reads in one statement. */
function sessionUserQuery(db: Queryable) {
  return db
    .select({
      id: accounts.id,
      username: accounts.username,
      mustChangePassword: accounts.mustChangePassword,
      role: userProfiles.role,
      onboardingComplete: userProfiles.onboardingComplete,
      isBlocked: userProfiles.isBlocked,
      impersonatedBy: sessions.impersonatedBy,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user');
}
/** Built once per database: a named drizzle query is PREPARED on the server, planned once. */
const sessionUserQueries = new WeakMap<Queryable, ReturnType<typeof sessionUserQuery>>();

export async function findSessionUser(
  db: Queryable,
  token: string,
): Promise<AuthenticatedUser | null> {
  const hash = hashToken(token);
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  // A string: drizzle's postgres-js client takes no Date for a placeholder.
  const [row] = await query.execute({ hash, now: new Date().toISOString() });
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
