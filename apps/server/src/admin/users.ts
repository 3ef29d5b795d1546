import { randomInt } from 'node:crypto';
import {
  type AdminUser,
  type AdminUsersResponse,
  type DuplicatePhotoOf,
  IMPERSONATION_TOKEN_TTL_MS,
  type Role,
} from '@dating/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { accounts, impersonationTokens, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { revokeUserSessions } from '../infra/sessions/session-store.js';
import { newToken } from '../infra/sessions/tokens.js';
import { storageUrlOrNull } from '../infra/storage/index.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { keysetPage } from './lists.js';
import { resolveOpenReports } from './report-queue.js';

type Publish = (event: RealtimeEvent) => Promise<void>;

/** The columns `toAdminUser` reads; other admin queries spread it and add their own. */
export const userColumns = {
  id: userProfiles.userId,
  username: userProfiles.username,
  firstName: userProfiles.firstName,
  avatarUrl: userProfiles.avatarUrl,
  coins: userProfiles.coins,
  role: userProfiles.role,
  isBlocked: userProfiles.isBlocked,
  onboardingComplete: userProfiles.onboardingComplete,
  createdAt: userProfiles.createdAt,
};

type UserRow = {
  id: string;
  username: string;
  firstName: string | null;
  avatarUrl: string | null;
  coins: number;
  role: Role;
  isBlocked: boolean;
  onboardingComplete: boolean;
  createdAt: Date;
};

export function toAdminUser(row: UserRow, duplicates: DuplicatePhotoOf[] = []): AdminUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    avatar_url: storageUrlOrNull('media', row.avatarUrl),
    coins: row.coins,
    role: row.role,
    is_blocked: row.isBlocked,
    onboarding_complete: row.onboardingComplete,
    created_at: row.createdAt.toISOString(),
    duplicate_photo_of: duplicates,
  };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Unambiguous letters and digits (no 0/O, 1/l/I): read aloud or typed from a phone screen.
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A temporary password such as `k7mq-x2tp-9hra` (≈ 59 bits). */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group()].join('-');
}

/** Locks and returns the target member; 404 unknown, 403 ADMIN_TARGET for staff. */
async function lockMember(tx: Queryable, userId: string) {
  const [row] = await tx
    .select(userColumns)
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.role === 'admin') throw new AppError('ADMIN_TARGET');
  return row;
}

export function createAdminUsersService(db: Db, publish: Publish) {
  /** Newest first, keyset paged by (created_at, id); search on username or first name. */
  async function list(input: {
    q?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  }): Promise<AdminUsersResponse> {
    const conditions: SQL[] = [];
    const q = input.q?.trim();
    if (q) {
      const pattern = `%${escapeLike(q)}%`;
      conditions.push(
        or(ilike(userProfiles.username, pattern), ilike(userProfiles.firstName, pattern)) as SQL,
      );
    }
    if (input.cursor) {
      const cursor = decodeCursor(input.cursor);
      if (!cursor) throw new AppError('VALIDATION_FAILED', { field: 'cursor' });
      conditions.push(
        sql`(${userProfiles.createdAt}, ${userProfiles.userId}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    const rows = await db
      .select({ ...userColumns, at: sql<string>`${userProfiles.createdAt}::text` })
      .from(userProfiles)
      .where(and(...conditions))
      .orderBy(desc(userProfiles.createdAt), desc(userProfiles.userId))
      .limit(input.limit + 1);
    const page = keysetPage(rows, input.limit, (last) => encodeCursor(last.at, last.id));
    const duplicates = await duplicatesOfMembers(
      db,
      page.items.map((r) => r.id),
    );
    return {
      items: page.items.map((row) => toAdminUser(row, duplicates.get(row.id))),
      next_cursor: page.next_cursor,
    };
  }

  /**
   * Blocks (with a reason, kept on the member's record) or unblocks a member; blocking ends every
   * session and closes their sockets. With `resolveReports`, their open reports are resolved in
   * the same transaction (one audit entry for the block, one for the reports).
   */
  async function setBlocked(
    adminId: string,
    userId: string,
    change: { blocked: boolean; reason?: string | undefined; resolveReports?: boolean | undefined },
  ): Promise<AdminUser> {
    const { blocked } = change;
    const reason = change.reason?.trim() || null;
    const user = await db.transaction(async (tx) => {
      const row = await lockMember(tx, userId);
      if (blocked) await revokeUserSessions(tx, userId);
      if (blocked && change.resolveReports) {
        await assertClaimFree(tx, 'report', userId, adminId);
        await resolveOpenReports(tx, adminId, { id: userId, username: row.username }, reason, {
          blocked: true,
        });
      }
      if (row.isBlocked === blocked) return row;
      await tx
        .update(userProfiles)
        .set(
          blocked
            ? { isBlocked: true, blockedReason: reason, blockedAt: new Date(), blockedBy: adminId }
            : { isBlocked: false, blockedReason: null, blockedAt: null, blockedBy: null },
        )
        .where(eq(userProfiles.userId, userId));
      await recordAudit(tx, adminId, blocked ? 'user.block' : 'user.unblock', userId, {
        username: row.username,
        ...(reason ? { reason } : {}),
      });
      return { ...row, isBlocked: blocked };
    });
    if (blocked) await publish({ kind: 'disconnect', user_id: userId, blocked: true });
    return toAdminUser(user, (await duplicatesOfMembers(db, [userId])).get(userId));
  }

  /** A one-time "View As" link for a member who is not blocked; the reason goes in the audit. */
  async function impersonate(
    adminId: string,
    userId: string,
    reason: string,
  ): Promise<{ magic_link: string }> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + IMPERSONATION_TOKEN_TTL_MS);
    await db.transaction(async (tx) => {
      const row = await lockMember(tx, userId);
      if (row.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
      await tx.insert(impersonationTokens).values({ tokenHash: hash, adminId, userId, expiresAt });
      await recordAudit(tx, adminId, 'user.impersonate', userId, {
        username: row.username,
        reason,
        expires_at: expiresAt.toISOString(),
      });
    });
    return { magic_link: `/impersonate?token=${encodeURIComponent(token)}` };
  }

  /** Sets a temporary password the member must change; their sessions end. */
  async function resetPassword(
    adminId: string,
    userId: string,
  ): Promise<{ temporary_password: string }> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const row = await lockMember(tx, userId);
      await tx
        .update(accounts)
        .set({ passwordHash, mustChangePassword: true })
        .where(eq(accounts.id, userId));
      await revokeUserSessions(tx, userId);
      await recordAudit(tx, adminId, 'user.password_reset', userId, { username: row.username });
    });
    await publish({ kind: 'disconnect', user_id: userId });
    return { temporary_password: password };
  }

  return { list, setBlocked, impersonate, resetPassword };
}
