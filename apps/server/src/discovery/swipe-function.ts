import type { SwipeRequest, SwipeResponse } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { storeOpeners } from '../chat/index.js';
import type { Db } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import { rowsOf } from '../infra/db/rows.js';
import { AppError } from '../infra/http/errors.js';
import { enqueuePush } from '../notifications/index.js';

/** What `swipe_record` (migration 0015_swipe_function.sql) answers. */
type Outcome = {
  outcome:
    | 'not_found'
    | 'bad_photo_index'
    | 'already_swiped'
    | 'passed'
    | 'liked'
    | 'match_pending'
    | 'matched';
  match_id: string | null;
  made: boolean;
};

const CALL = `select outcome, match_id, made from swipe_record($1::uuid, $2::uuid, $3::text,
  $4::integer, $5::text, $6::boolean)`;

/** The same error answers as the step-by-step path (gift swipes): tests pin them. */
function answer(row: Outcome | undefined): SwipeResponse {
  switch (row?.outcome) {
    case 'passed':
    case 'liked':
      return { matched: false };
    case 'matched':
      return row.match_id ? { matched: true, match_id: row.match_id } : { matched: false };
    case 'already_swiped':
      throw new AppError('ALREADY_SWIPED');
    case 'bad_photo_index':
      throw new AppError('VALIDATION_FAILED', { field: 'photo_index' });
    default:
      throw new AppError('NOT_FOUND');
  }
}

/**
 * A like, super like or pass in one prepared statement that commits by itself: target, block
 * and already-swiped checks, the pair lock, the undo flag, the 'N people like you' push row
 * (docs/decisions/020-swipe-in-one-round-trip.md). Only a like that meets a like takes a
 * transaction: the function again, now making the match, then the openers and both members'
 * match pushes, all committed together.
 */
export async function swipeInOneTrip(
  db: Db,
  swiperId: string,
  input: SwipeRequest,
): Promise<SwipeResponse> {
  const targetId = input.target_user_id;
  const params = [swiperId, targetId, input.action, input.photo_index ?? null];
  const [row] = await queryPrepared<Outcome>(db, CALL, [...params, input.comment ?? null, false]);
  if (row?.outcome !== 'match_pending') return answer(row);
  return db.transaction(async (tx) => {
    const [made] = rowsOf<Outcome>(
      await tx.execute(
        sql`select outcome, match_id, made from swipe_record(${swiperId}::uuid, ${targetId}::uuid,
          ${input.action}::text, ${input.photo_index ?? null}::integer,
          ${input.comment ?? null}::text, true)`,
      ),
    );
    if (made?.outcome === 'matched' && made.made && made.match_id) {
      const matchId = made.match_id;
      // The comments of the two likes open the conversation (chat's openers).
      await storeOpeners(tx, matchId, swiperId, targetId);
      await enqueuePush(tx, { kind: 'match', userId: swiperId, matchId, otherUserId: targetId });
      await enqueuePush(tx, { kind: 'match', userId: targetId, matchId, otherUserId: swiperId });
    }
    return answer(made);
  });
}
