import { CALL_RING_SECONDS, type CallOutcome, type CallServerFrame } from '@dating/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { rowsOf } from '../infra/db/rows.js';
import { MAX_PAYLOAD_BYTES, REALTIME_CHANNEL, type RealtimeEvent } from '../infra/realtime/hub.js';
import { type CallDeps, tell } from './deps.js';

/**
 * Who ends a call and how: a party hangs up ('end', also when their socket closes), the callee
 * declines or is busy, it rang unanswered ('timeout'), or a new invite in the match leaves it
 * behind ('supersede'). call_end.sql decides the outcome.
 */
export type EndAction = 'end' | 'decline' | 'busy' | 'timeout' | 'supersede';

export type EndedCall = {
  outcome: 'not_found' | 'refused' | 'already' | 'ended';
  match_id: string | null;
  caller_id: string | null;
  callee_id: string | null;
  call_outcome: CallOutcome | null;
  duration_ms: number | null;
  /** The call line's realtime event (a message of kind 'call'), for 'ended'. */
  payload: string | null;
};

/**
 * The sign a missed call's toast shows on the callee's other screens, read in any language (as
 * chat's photo and voice notes do); the push says "Missed video call" in the member's language.
 */
const MISSED_CALL_PREVIEW = '📹';

/**
 * Ends the call in one statement (call_end.sql: the row's status, outcome and the call line, once,
 * with the line's NOTIFY when the hub's bus is the database's). `q` may be a transaction (an
 * invite ending the match's left-behind call); the caller then announces after its commit.
 */
export async function endCall(
  deps: CallDeps,
  callId: string,
  userId: string,
  action: EndAction,
  q: Queryable = deps.db,
): Promise<EndedCall & { call_id: string }> {
  const channel = deps.realtime.announcedInDatabase ? REALTIME_CHANNEL : null;
  const result = await q.execute(sql`select * from call_end(${callId}::uuid, ${userId}::uuid,
    ${action}::text, ${CALL_RING_SECONDS}::integer, ${MISSED_CALL_PREVIEW}::text,
    ${MAX_PAYLOAD_BYTES}::integer, ${channel}::text)`);
  const [row] = rowsOf<EndedCall>(result);
  if (!row) throw new Error('call_end answered nothing');
  return { ...row, call_id: callId };
}

/** The frame that says how a call ended, from call_end's answer. */
export function endedFrame(ended: EndedCall & { call_id: string }): CallServerFrame {
  return {
    type: 'call_ended',
    call_id: ended.call_id,
    match_id: ended.match_id ?? '',
    outcome: ended.call_outcome ?? 'cancelled',
    ...(ended.duration_ms === null ? {} : { duration_ms: ended.duration_ms }),
  };
}

/**
 * After the commit: the call line reaches the pair like any message (NOTIFYed by the database
 * already, or published now on NATS), and every socket of both hears call_ended.
 */
export async function announceEnded(deps: CallDeps, ended: EndedCall & { call_id: string }) {
  if (ended.outcome !== 'ended' || !ended.caller_id || !ended.callee_id) return;
  if (ended.payload) {
    const event = JSON.parse(ended.payload) as RealtimeEvent;
    if (deps.realtime.announcedInDatabase) deps.realtime.publishedInDatabase(event);
    else await deps.realtime.publish(event);
  }
  await tell(deps, [ended.caller_id, ended.callee_id], endedFrame(ended));
}
