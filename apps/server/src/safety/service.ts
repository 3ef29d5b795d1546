import type { ReportRequest } from '@dating/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../infra/db/client.js';
import { blocks, matches, reports, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { storageUrl } from '../infra/storage/index.js';
import { isDiscoverable } from '../profiles/index.js';

export function createSafetyService(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void> = async () => {},
) {
  async function assertMember(targetId: string, viewerId: string) {
    if (targetId === viewerId) throw new AppError('NOT_FOUND');
    const [row] = await db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(and(eq(userProfiles.userId, targetId), isDiscoverable))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
  }

  /**
   * Files a report; the reported member then never appears in the reporter's deck. One report
   * per reporter and member (a unique index): reporting again replaces its reason, details and
   * time and makes it pending again, so repeats never inflate the admin's count.
   */
  async function report(reporterId: string, input: ReportRequest) {
    await assertMember(input.reported_user_id, reporterId);
    const values = {
      reason: input.reason,
      details: input.details || null,
      status: 'pending' as const,
      createdAt: sql`now()`,
      // A repeat reopens the report: the earlier resolution no longer applies.
      resolvedAt: null,
      resolvedBy: null,
      resolution: null,
    };
    const removed = await db.transaction(async (tx) => {
      await tx
        .insert(reports)
        .values({ reporterUserId: reporterId, reportedUserId: input.reported_user_id, ...values })
        .onConflictDoUpdate({
          target: [reports.reporterUserId, reports.reportedUserId],
          set: values,
        });
      return input.also_block ? blockInTx(tx, reporterId, input.reported_user_id) : [];
    });
    await announceRemoved(removed, reporterId, input.reported_user_id);
  }

  /** Neither sees the other again; any match between them and its messages go. */
  async function block(blockerId: string, blockedId: string) {
    await assertMember(blockedId, blockerId);
    const removed = await db.transaction((tx) => blockInTx(tx, blockerId, blockedId));
    await announceRemoved(removed, blockerId, blockedId);
  }

  async function blockInTx(tx: Tx, blockerId: string, blockedId: string) {
    const [first, second] = blockerId < blockedId ? [blockerId, blockedId] : [blockedId, blockerId];
    await tx
      .insert(blocks)
      .values({ blockerUserId: blockerId, blockedUserId: blockedId })
      .onConflictDoNothing();
    return tx
      .delete(matches)
      .where(and(eq(matches.user1Id, first), eq(matches.user2Id, second)))
      .returning({ id: matches.id });
  }

  /** Both members' screens drop the match at once; an open conversation closes. */
  async function announceRemoved(removed: { id: string }[], a: string, b: string) {
    for (const match of removed) {
      await publish({ kind: 'unmatched', match_id: match.id, user_ids: [a, b] });
    }
  }

  async function unblock(blockerId: string, blockedId: string) {
    await db
      .delete(blocks)
      .where(and(eq(blocks.blockerUserId, blockerId), eq(blocks.blockedUserId, blockedId)));
  }

  async function listBlocks(blockerId: string) {
    const rows = await db
      .select({
        userId: blocks.blockedUserId,
        firstName: userProfiles.firstName,
        avatar: userProfiles.avatarUrl,
        createdAt: blocks.createdAt,
      })
      .from(blocks)
      .innerJoin(userProfiles, eq(userProfiles.userId, blocks.blockedUserId))
      .where(eq(blocks.blockerUserId, blockerId))
      .orderBy(desc(blocks.createdAt));
    return rows.map((r) => ({
      user_id: r.userId,
      first_name: r.firstName,
      avatar_url: r.avatar ? storageUrl('media', r.avatar) : null,
      blocked_at: r.createdAt.toISOString(),
    }));
  }

  return { report, block, unblock, listBlocks };
}
