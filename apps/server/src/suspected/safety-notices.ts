import type { SafetyNotice } from '@dating/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { safetyNotices } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { enqueuePush } from '../notifications/index.js';

/**
 * Members who were in contact with a member blocked for scam signs: matched with them (a match
 * still standing) or wrote with them (messages survive in a match). Not demo members, not staff,
 * not blocked members: they are not reading.
 */
async function contactsOf(tx: Queryable, userId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    select distinct p.user_id::text as id
    from matches m
    join user_profiles p on p.user_id =
      case when m.user_1_id = ${userId} then m.user_2_id else m.user_1_id end
    where ${userId} in (m.user_1_id, m.user_2_id)
      and p.role = 'user' and not p.is_demo and not p.is_blocked`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * Inside the block's transaction: one in-app notice per contact (shown once, until dismissed,
 * decision 034) and a push through the outbox (push_enqueue), which the member's "decisions"
 * preference governs. Both commit with the block, or neither. Answers how many were told.
 */
export async function noticeContacts(
  tx: Queryable,
  blocked: { id: string; firstName: string | null },
): Promise<number> {
  const contacts = await contactsOf(tx, blocked.id);
  for (const userId of contacts) {
    const [notice] = await tx
      .insert(safetyNotices)
      .values({ userId, aboutUserId: blocked.id, firstName: blocked.firstName })
      .returning({ id: safetyNotices.id });
    await enqueuePush(tx, {
      kind: 'decision',
      userId,
      subject: 'safety',
      approved: true,
      id: notice?.id ?? blocked.id,
    });
  }
  return contacts.length;
}

/** The member's notices not yet dismissed, newest first. */
export async function unseenNotices(db: Db, userId: string): Promise<SafetyNotice[]> {
  const rows = await db
    .select()
    .from(safetyNotices)
    .where(and(eq(safetyNotices.userId, userId), isNull(safetyNotices.seenAt)))
    .orderBy(desc(safetyNotices.createdAt));
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Dismisses one of the member's own notices; someone else's is not found. */
export async function markNoticeSeen(db: Db, userId: string, id: string): Promise<void> {
  const done = await db
    .update(safetyNotices)
    .set({ seenAt: sql`coalesce(${safetyNotices.seenAt}, now())` })
    .where(and(eq(safetyNotices.id, id), eq(safetyNotices.userId, userId)))
    .returning({ id: safetyNotices.id });
  if (done.length === 0) throw new AppError('NOT_FOUND');
}
