import type { SwipeRequest, SwipeResponse } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { storeOpeners } from '../chat/index.js';
import type { Db } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import { rowsOf } from '../infra/db/rows.js';
import { AppError } from '../infra/http/errors.js';
import { enqueuePush } from '../notifications/index.js';

/** What `swipe_record` (migrations 0015_swipe_function.sql, 0017_swipe_notice.sql) answers. */
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
  $4::integer, $5::text, $6::boolean, $7::text, $8::text)`;

/** The NOTIFY `swipe_record` sends in its own transaction when a like makes no match. */
export type LikeNotice = { channel: string; payload: string };

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
 * and already-swiped checks, the pair lock, the undo flag, the 'N people like you' push row and,
 * for a like that made no match, `notice` (docs/decisions/020-swipe-in-one-round-trip.md).
 * Only a like that meets a like takes a transaction: the function again, now making the match,
 * then the openers and both members' match pushes, all committed together.
 * `noticeSent`: the function sent `notice` (the swipe was a like and made no match).
 */
export async function swipeInOneTrip(
  db: Db,
  swiperId: string,
  input: SwipeRequest,
  notice: LikeNotice | null,
): Promise<{ response: SwipeResponse; noticeSent: boolean }> {
  const targetId = input.target_user_id;
  const sent = (row: Outcome | undefined) => notice !== null && row?.outcome === 'liked';
  const [row] = await queryPrepared<Outcome>(db, CALL, [
    swiperId,
    targetId,
    input.action,
    input.photo_index ?? null,
    input.comment ?? null,
    false,
    notice?.channel ?? null,
    notice?.payload ?? null,
  ]);
  if (row?.outcome !== 'match_pending') return { response: answer(row), noticeSent: sent(row) };
  return db.transaction(async (tx) => {
    // Under the lock again: should the other like be gone by now, this is a plain like.
    const [made] = rowsOf<Outcome>(
      await tx.execute(
        sql`select outcome, match_id, made from swipe_record(${swiperId}::uuid, ${targetId}::uuid,
          ${input.action}::text, ${input.photo_index ?? null}::integer,
          ${input.comment ?? null}::text, true, ${notice?.channel ?? null}::text,
          ${notice?.payload ?? null}::text)`,
      ),
    );
    if (made?.outcome === 'matched' && made.made && made.match_id) {
      const matchId = made.match_id;
      // The comments of the two likes open the conversation (chat's openers).
      await storeOpeners(tx, matchId, swiperId, targetId);
      await enqueuePush(tx, { kind: 'match', userId: swiperId, matchId, otherUserId: targetId });
      await enqueuePush(tx, { kind: 'match', userId: targetId, matchId, otherUserId: swiperId });
    }
    return { response: answer(made), noticeSent: sent(made) };
  });
}
