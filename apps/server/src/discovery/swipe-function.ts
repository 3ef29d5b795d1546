import type { SwipeRequest, SwipeResponse } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import { rowsOf } from '../infra/db/rows.js';
import { AppError } from '../infra/http/errors.js';
import { type RealtimeEvent, realtimePayload } from '../infra/realtime/hub.js';

/**
 * What `swipe_record` (infra/db/functions/swipe_record.sql: every swipe's one path) answers.
 * `event`: the realtime event to publish (the like's notice, or the match's).
 */
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
  event: string | null;
};

// No channel: the function answers the events without sending them (see swipeInOneTrip).
const CALL = `select outcome, match_id, made, event from swipe_record($1::uuid, $2::uuid,
  $3::text, $4::integer, $5::text, false, null, $6::text, true)`;

/** The swipe's outcome as the API answers it. */
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
 * A like, super like or pass in one prepared statement that commits by itself
 * (docs/decisions/020-swipe-in-one-round-trip.md): target, block and already-swiped checks, the
 * pair lock, the undo flag and the 'N people like you' push row; for a like that meets a like,
 * the match, the openers and both members' match pushes.
 * `event`: what to tell the members' sockets (the like's notice, given as `likeEvent`, or the
 * match's event, built by the function from both members' frames), for the caller to publish.
 * It is not sent by the function: a NOTIFY in the swipe's commit would serialise the commits.
 */
export async function swipeInOneTrip(
  db: Db,
  swiperId: string,
  input: SwipeRequest,
  likeEvent: RealtimeEvent | null,
): Promise<{ response: SwipeResponse; event: RealtimeEvent | null }> {
  const [row] = await queryPrepared<Outcome>(db, CALL, [
    swiperId,
    input.target_user_id,
    input.action,
    input.photo_index ?? null,
    input.comment ?? null,
    likeEvent ? realtimePayload(likeEvent) : null,
  ]);
  return answered(row);
}

/**
 * A gift swipe: a super like carrying `userGiftId`, inside the caller's transaction (which moves
 * the gift), through the same function as every other swipe.
 */
export async function giftSwipeInTransaction(
  tx: Tx,
  swiperId: string,
  input: { target_user_id: string; comment?: string | null },
  userGiftId: string,
  likeEvent: RealtimeEvent,
): Promise<{ response: SwipeResponse; event: RealtimeEvent | null }> {
  const result = await tx.execute(sql`select outcome, match_id, made, event from swipe_record(
    ${swiperId}::uuid, ${input.target_user_id}::uuid, 'superlike', null, ${input.comment ?? null},
    false, null, ${realtimePayload(likeEvent)}, true, ${userGiftId}::uuid)`);
  return answered(rowsOf<Outcome>(result)[0]);
}

function answered(row: Outcome | undefined) {
  const response = answer(row);
  const told = row?.outcome === 'liked' || row?.outcome === 'matched';
  return { response, event: told && row?.event ? (JSON.parse(row.event) as RealtimeEvent) : null };
}
