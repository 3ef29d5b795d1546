import type { CallSignal } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../infra/db/rows.js';
import { type CallDeps, tell } from './deps.js';

/**
 * Relays one WebRTC signal (validated by the shared schema, size-capped) to the other party's
 * sockets only, from a party of a call that rings or runs; the call row exists only while its
 * match does (it cascades). False when there is no such call.
 */
export async function relaySignal(
  deps: CallDeps,
  userId: string,
  callId: string,
  signal: CallSignal,
): Promise<boolean> {
  const [call] = rowsOf<{ caller_id: string; callee_id: string }>(
    await deps.db.execute(sql`select caller_id, callee_id from calls
      where id = ${callId} and status <> 'ended' and ${userId} in (caller_id, callee_id)`),
  );
  if (!call) return false;
  const other = call.caller_id === userId ? call.callee_id : call.caller_id;
  await tell(deps, [other], { type: 'call_signal', call_id: callId, signal });
  return true;
}
