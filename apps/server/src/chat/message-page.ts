import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { messages } from '../infra/db/schema.js';
import { memberMatch, toChatMessage } from './queries.js';
import { EARLY_EXCHANGE_MESSAGES, hasScamSignal } from './scam-signals.js';

/** A page of messages in ascending order, the newest page first; `before` pages back. */
export async function listMessages(
  db: Db,
  userId: string,
  matchId: string,
  before: string | undefined,
  limit: number,
) {
  await memberMatch(db, matchId, userId);
  const conditions = [eq(messages.matchId, matchId)];
  if (before) {
    conditions.push(
      lt(
        messages.seq,
        sql`(select seq from messages where id = ${before} and match_id = ${matchId})`,
      ),
    );
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  const hasMore = rows.length > limit;
  const flagged = page.filter((m) => m.senderId !== userId && hasScamSignal(m.content));
  const lastEarlySeq = flagged.length > 0 ? await lastEarlySeqOf(db, matchId) : null;
  const items = page.map((row) => {
    const message = toChatMessage(row);
    if (!flagged.includes(row)) return message;
    // Every flagged message gets its warning line; only early ones earn the tip itself.
    message.scam_warning = true;
    if (lastEarlySeq !== null && row.seq <= lastEarlySeq) message.safety_tip = true;
    return message;
  });
  return { items, next_cursor: hasMore && page[0] ? page[0].id : null };
}

/** The seq of the last message of the early exchange (the match's first N messages). */
async function lastEarlySeqOf(db: Db, matchId: string): Promise<number> {
  const [row] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(eq(messages.matchId, matchId))
    .orderBy(messages.seq)
    .offset(EARLY_EXCHANGE_MESSAGES - 1)
    .limit(1);
  // Fewer messages than that: every one of them is early.
  return row ? row.seq : Number.MAX_SAFE_INTEGER;
}
