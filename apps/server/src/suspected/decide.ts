import type { SuspectedDecisionResponse, SuspectedItem } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { setBlocked } from '../admin/index.js';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { itemsQuery, toItem } from './queue.js';
import { noticeContacts } from './safety-notices.js';

/** The member's queue row as the screen shows it; 404 when they were never in the queue. */
export async function loadItem(q: Queryable, userId: string): Promise<SuspectedItem> {
  const [row] = rowsOf<Parameters<typeof toItem>[0]>(
    await q.execute(itemsQuery(sql`f.user_id = ${userId}`, sql`f.user_id`, 1)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row);
}

/**
 * Resolves an open row in the caller's transaction (claims respected, decision 026): the keys
 * of the evidence the moderator saw are remembered, so only something new reopens it. 404 when
 * the member is not in the queue, 409 when already decided.
 */
async function resolveRow(
  tx: Queryable,
  adminId: string,
  userId: string,
  change: { note: string; blockedReason: string | null },
): Promise<{ score: number }> {
  await assertClaimFree(tx, 'suspected', userId, adminId);
  const [row] = rowsOf<{ score: number }>(
    await tx.execute(sql`
      update suspected_members set state = 'resolved', resolved_at = now(),
        resolved_by = ${adminId}, resolution = ${change.note},
        blocked_reason = ${change.blockedReason}, cleared_keys = evidence_keys
      where user_id = ${userId} and state = 'open'
      returning score`),
  );
  if (row) return row;
  await loadItem(tx, userId);
  throw new AppError('ALREADY_DECIDED');
}

/** Not a scam: resolved with a note, audited; the member leaves the queue until a new signal. */
export async function clearSuspected(
  db: Db,
  adminId: string,
  userId: string,
  note: string,
): Promise<SuspectedDecisionResponse> {
  return db.transaction(async (tx) => {
    const { score } = await resolveRow(tx, adminId, userId, { note, blockedReason: null });
    const [member] = rowsOf<{ username: string }>(
      await tx.execute(sql`select username from user_profiles where user_id = ${userId}`),
    );
    await recordAudit(tx, adminId, 'suspected.resolve', userId, {
      username: member?.username,
      blocked: false,
      score,
      note,
    });
    return { item: await loadItem(tx, userId), notified: 0 };
  });
}

/**
 * Block and resolve in one step, in the admin block's own transaction (admin/block-member.ts:
 * sessions end, sockets close, open reports resolved, audited): the row is resolved, audited,
 * and every member who was in contact gets a safety notice, all committed together.
 */
export async function blockSuspected(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void>,
  adminId: string,
  userId: string,
  reason: string,
): Promise<SuspectedDecisionResponse> {
  let notified = 0;
  await setBlocked(db, publish, adminId, userId, {
    blocked: true,
    reason,
    resolveReports: true,
    alsoInTransaction: async (tx, member) => {
      const { score } = await resolveRow(tx, adminId, userId, {
        note: reason,
        blockedReason: reason,
      });
      await recordAudit(tx, adminId, 'suspected.resolve', userId, {
        username: member.username,
        blocked: true,
        score,
        note: reason,
      });
      const [profile] = rowsOf<{ first_name: string | null }>(
        await tx.execute(sql`select first_name from user_profiles where user_id = ${userId}`),
      );
      notified = await noticeContacts(tx, { id: userId, firstName: profile?.first_name ?? null });
    },
  });
  return { item: await loadItem(db, userId), notified };
}
