import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { matchReads, messages } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { memberMatch } from './queries.js';

/** Moves the member's read marker to `lastReadMessageId` (never backwards) and tells the pair. */
export async function markRead(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void>,
  userId: string,
  matchId: string,
  lastReadMessageId: string,
) {
  const match = await memberMatch(db, matchId, userId);
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, lastReadMessageId), eq(messages.matchId, matchId)))
    .limit(1);
  if (!message) throw new AppError('NOT_FOUND');
  await db
    .insert(matchReads)
    .values({ matchId, userId, lastReadMessageId })
    .onConflictDoUpdate({
      target: [matchReads.matchId, matchReads.userId],
      set: { lastReadMessageId, updatedAt: new Date() },
      // Never move the read marker backwards.
      setWhere: sql`(select seq from messages where id = ${lastReadMessageId}) >= coalesce((select seq from messages where id = ${matchReads.lastReadMessageId}), 0)`,
    });
  await publish({
    kind: 'read',
    match_id: matchId,
    user_ids: [match.user1Id, match.user2Id],
    user_id: userId,
    last_read_message_id: lastReadMessageId,
  });
}
