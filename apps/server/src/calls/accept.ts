import { CALL_RING_SECONDS } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../infra/db/rows.js';
import { type CallDeps, tell } from './deps.js';
import { announceEnded, endCall } from './end-call.js';

/**
 * The callee answers: only while it rings, and not after CALL_RING_SECONDS (then it is ended as
 * missed, and the answer refused). Every socket of both hears call_accepted: the caller's sends
 * the offer, the callee's other devices stop ringing. Answers the caller's id, or null.
 */
export async function acceptCall(
  deps: CallDeps,
  userId: string,
  callId: string,
  /** Runs as soon as it is answered, before anyone hears (the socket holds the call then). */
  answered: (call: { matchId: string; callerId: string }) => void = () => {},
): Promise<{ matchId: string; callerId: string } | null> {
  const [row] = rowsOf<{ match_id: string; caller_id: string }>(
    await deps.db.execute(sql`update calls set status = 'active', answered_at = now()
      where id = ${callId} and callee_id = ${userId} and status = 'ringing'
        and created_at > now() - make_interval(secs => ${CALL_RING_SECONDS})
      returning match_id, caller_id`),
  );
  if (!row) {
    // Too late: it counts as missed for both (nothing happens to a call not this member's).
    await announceEnded(deps, await endCall(deps, callId, userId, 'timeout'));
    return null;
  }
  answered({ matchId: row.match_id, callerId: row.caller_id });
  await tell(deps, [row.caller_id, userId], {
    type: 'call_accepted',
    call_id: callId,
    match_id: row.match_id,
  });
  return { matchId: row.match_id, callerId: row.caller_id };
}
