import type { AdminUser } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Db, Tx } from '../infra/db/client.js';
import { userProfiles } from '../infra/db/schema.js';
import { duplicatesOfMembers } from '../infra/images/duplicates.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { revokeUserSessions } from '../infra/sessions/session-store.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { lockMember, toAdminUser } from './member-row.js';
import { resolveOpenReports } from './report-queue.js';

/**
 * Blocks (with a reason, kept on the member's record) or unblocks a member; blocking ends every
 * session and closes their sockets. With `resolveReports`, their open reports are resolved in
 * the same transaction (one audit entry for the block, one for the reports).
 */
export async function setBlocked(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void>,
  adminId: string,
  userId: string,
  change: {
    blocked: boolean;
    reason?: string | undefined;
    resolveReports?: boolean | undefined;
    /** More of the same decision, in its transaction (the Suspected queue's resolve). */
    alsoInTransaction?: ((tx: Tx, member: { username: string }) => Promise<void>) | undefined;
  },
): Promise<AdminUser> {
  const { blocked } = change;
  const reason = change.reason?.trim() || null;
  const user = await db.transaction(async (tx) => {
    const row = await lockMember(tx, userId);
    await change.alsoInTransaction?.(tx, row);
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
