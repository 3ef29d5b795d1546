import type { SwipeRequest, SwipeResponse } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../infra/db/client.js';
import { queryPrepared } from '../infra/db/prepared.js';
import { rowsOf } from '../infra/db/rows.js';
import { AppError } from '../infra/http/errors.js';
import { type RealtimeEvent, realtimePayload } from '../infra/realtime/hub.js';
import { mutualInterest } from './mutual-interest.js';

/**
 * What `swipe_record` (infra/db/functions/swipe_record.sql: every swipe's one path) answers.
 * `event`: the realtime event to publish (the like's notice, or the match's).
 */
type Outcome = {
  outcome:
    | 'not_found'
    | 'bad_photo_index'
    | 'bad_prompt'
    | 'already_swiped'
    | 'passed'
    | 'liked'
    | 'match_pending'
    | 'matched';
  match_id: string | null;
  made: boolean;
  event: string | null;
  /** False when the swiper may not like the target (likeWanted). */
  wanted: boolean;
};

/**
 * A like's own rule, as SQL over two uuid expressions: the swiper and the target interest each
 * other (mutualInterest, the deck's rule), so a like from the Spotlight, a profile or a crafted
 * request reaches only someone the swiper's deck could show. Radius and age range stay the
 * deck's: who liked me from farther away or outside my age range can still be liked back. True
 * for no such target and for oneself (swipe_record answers not_found).
 */
const likeWanted = (swiper: string, target: string) =>
  `not exists (select 1 from user_profiles me, user_profiles them
  where me.user_id = ${swiper} and them.user_id = ${target} and them.user_id <> me.user_id
  and not (${mutualInterest({ gender: 'me.gender', interestedIn: 'me.interested_in' }, 'them')}))`;

// No channel: the function answers the events without sending them (see swipeInOneTrip).
// An unwanted like calls swipe_record without a target, which answers not_found and writes
// nothing: the refusal stays in this one statement (docs/decisions/020-swipe-in-one-round-trip.md).
const CALL = `select g.wanted, r.outcome, r.match_id, r.made, r.event
from (select $3::text = 'pass' or ${likeWanted('$1::uuid', '$2::uuid')} as wanted) as g
cross join lateral swipe_record($1::uuid, case when g.wanted then $2::uuid end,
  $3::text, $4::integer, $5::text, false, null, $6::text, true, null, $7::text) as r`;

/** The swipe's outcome as the API answers it. */
function answer(row: Outcome | undefined): SwipeResponse {
  if (row?.wanted === false) throw new AppError('FORBIDDEN');
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
    case 'bad_prompt':
      throw new AppError('VALIDATION_FAILED', { field: 'prompt_id' });
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
    input.prompt_id ?? null,
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
  const result = await tx.execute(sql`select g.wanted, r.outcome, r.match_id, r.made, r.event
    from (select ${swiperId}::uuid as swiper, ${input.target_user_id}::uuid as target) as i
    cross join lateral (select ${sql.raw(likeWanted('i.swiper', 'i.target'))} as wanted) as g
    cross join lateral swipe_record(i.swiper, case when g.wanted then i.target end, 'superlike',
      null, ${input.comment ?? null}, false, null, ${realtimePayload(likeEvent)}, true,
      ${userGiftId}::uuid) as r`);
  return answered(rowsOf<Outcome>(result)[0]);
}

function answered(row: Outcome | undefined) {
  const response = answer(row);
  const told = row?.outcome === 'liked' || row?.outcome === 'matched';
  return { response, event: told && row?.event ? (JSON.parse(row.event) as RealtimeEvent) : null };
}
