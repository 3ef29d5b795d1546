import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { matches } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import type { RealtimeEvent } from '../infra/realtime/hub.js';
import { memberMatch } from './queries.js';

/** Removes the match and its whole chat history (messages cascade), then tells both. */
export async function unmatch(
  db: Db,
  publish: (event: RealtimeEvent) => Promise<void>,
  userId: string,
  matchId: string,
) {
  const match = await memberMatch(db, matchId, userId);
  const deleted = await db
    .delete(matches)
    .where(eq(matches.id, matchId))
    .returning({ id: matches.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  await publish({
    kind: 'unmatched',
    match_id: matchId,
    user_ids: [match.user1Id, match.user2Id],
  });
}
