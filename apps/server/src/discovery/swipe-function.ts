import type { SwipeRequest, SwipeResponse } from '@dating/shared';
import type { Db } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import { AppError } from '../infra/http/errors.js';
import { REALTIME_CHANNEL, type RealtimeEvent, realtimePayload } from '../infra/realtime/hub.js';

/**
 * What `swipe_record` (migrations 0015_swipe_function.sql, 0017_swipe_notice.sql,
 * 0019_swipe_match_in_one_call.sql) answers. `event`: the realtime event's payload it sent.
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

const CALL = `select outcome, match_id, made, event from swipe_record($1::uuid, $2::uuid,
  $3::text, $4::integer, $5::text, false, $6::text, $7::text, true)`;

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
 * A like, super like or pass in one prepared statement that commits by itself
 * (docs/decisions/020-swipe-in-one-round-trip.md): target, block and already-swiped checks, the
 * pair lock, the undo flag, the 'N people like you' push row and, for a like that made no match,
 * `likeEvent`'s NOTIFY; for a like that meets a like, the match, the openers, both members' match
 * pushes and the match's event ('matched', built by the function from both members' frames).
 * `published`: the event whose NOTIFY went out with the swipe, for the caller's local listeners.
 */
export async function swipeInOneTrip(
  db: Db,
  swiperId: string,
  input: SwipeRequest,
  likeEvent: RealtimeEvent | null,
): Promise<{ response: SwipeResponse; published: RealtimeEvent | null }> {
  const [row] = await queryPrepared<Outcome>(db, CALL, [
    swiperId,
    input.target_user_id,
    input.action,
    input.photo_index ?? null,
    input.comment ?? null,
    likeEvent ? REALTIME_CHANNEL : null,
    likeEvent ? realtimePayload(likeEvent) : null,
  ]);
  const response = answer(row);
  const sent = likeEvent !== null && (row?.outcome === 'liked' || row?.outcome === 'matched');
  return {
    response,
    published: sent && row?.event ? (JSON.parse(row.event) as RealtimeEvent) : null,
  };
}
