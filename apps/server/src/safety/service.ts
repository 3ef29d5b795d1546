import type { ReportRequest } from '@dating/shared';
import { and, desc, eq } from 'drizzle-orm';
import { copyReportedMedia, removeMatchMedia, removeReportMedia } from '../chat/index.js';
import type { Db, Tx } from '../infra/db/client.js';
import { blocks, matches, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { type Storage, storageUrl } from '../infra/storage/index.js';
import { isDiscoverable } from '../profiles/index.js';
import { upsertReport } from './report-row.js';

export function createSafetyService(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void> = async () => {},
  storage?: Storage,
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
   * Files a report (report-row.ts); the reported member then never appears in the reporter's
   * deck. A photo or voice note reported from the conversation is copied beside it first.
   */
  async function report(reporterId: string, input: ReportRequest) {
    await assertMember(input.reported_user_id, reporterId);
    const media =
      input.message_id && storage
        ? await copyReportedMedia(db, storage, reporterId, input.reported_user_id, input.message_id)
        : null;
    const { removed, replaced } = await db.transaction(async (tx) => {
      const replaced = await upsertReport(tx, reporterId, input, media);
      const removed = input.also_block
        ? await blockInTx(tx, reporterId, input.reported_user_id)
        : [];
      return { removed, replaced };
    });
    if (replaced && storage) await removeReportMedia(storage, replaced);
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

  /**
   * Both members' screens drop the match at once; an open conversation closes. Its photos and
   * voice notes go with it (a report's copy stays).
   */
  async function announceRemoved(removed: { id: string }[], a: string, b: string) {
    for (const match of removed) {
      await publish({ kind: 'unmatched', match_id: match.id, user_ids: [a, b] });
    }
    if (storage)
      await removeMatchMedia(
        storage,
        removed.map((match) => match.id),
      );
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
