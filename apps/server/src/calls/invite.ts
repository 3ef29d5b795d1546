import type { FramePerson } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../infra/db/rows.js';
import type { CallDeps } from './deps.js';
import { announceEnded, endCall } from './end-call.js';

export type Invited =
  | { kind: 'unavailable' }
  /** Stored now (`ringing`) or by an earlier try of the same invite (`retried`). */
  | { kind: 'ringing' | 'retried'; calleeId: string };

/**
 * Places a call: only a member of an existing match calls the other member, who is not blocked
 * (a block or unmatch deletes the match; a deleted account, its matches). The match is locked
 * (KEY SHARE) so an unmatch waits for the row rather than racing it. A call still unfinished in
 * the match is ended first: at most one rings or runs per match, and one a crashed process left
 * behind never blocks the pair's next call. The callee's every socket hears call_incoming.
 */
export async function inviteCall(
  deps: CallDeps,
  userId: string,
  callId: string,
  matchId: string,
  /** Runs as soon as the call is stored, before anyone hears of it (the socket holds it then). */
  stored: (calleeId: string) => void = () => {},
): Promise<Invited> {
  const done = await deps.db.transaction(async (tx) => {
    const [pair] = rowsOf<{ callee_id: string; person: string }>(
      await tx.execute(sql`
        select other.user_id as callee_id, frame_person(me)::text as person
        from matches m
        join user_profiles me on me.user_id = ${userId}
        join user_profiles other on other.user_id =
          case when m.user_1_id = ${userId} then m.user_2_id else m.user_1_id end
        where m.id = ${matchId} and ${userId} in (m.user_1_id, m.user_2_id)
          and not other.is_blocked
        for key share of m`),
    );
    if (!pair) return null;
    const [existing] = rowsOf<{ caller_id: string; match_id: string; status: string }>(
      await tx.execute(sql`select caller_id, match_id, status from calls where id = ${callId}`),
    );
    if (existing) {
      const same = existing.caller_id === userId && existing.match_id === matchId;
      return same && existing.status === 'ringing' ? { pair, fresh: false, left: [] } : null;
    }
    const open = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from calls where match_id = ${matchId} and status <> 'ended'`),
    );
    const left = [];
    for (const call of open) left.push(await endCall(deps, call.id, userId, 'supersede', tx));
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into calls (id, match_id, caller_id, callee_id)
        values (${callId}, ${matchId}, ${userId}, ${pair.callee_id})
        on conflict (id) do nothing returning id`),
    );
    // The same id stored meanwhile by a concurrent try: that try rings.
    return inserted.length > 0 ? { pair, fresh: true, left } : null;
  });
  if (!done) return { kind: 'unavailable' };
  const calleeId = done.pair.callee_id;
  stored(calleeId);
  for (const ended of done.left) await announceEnded(deps, ended);
  if (!done.fresh) return { kind: 'retried', calleeId };
  const from = JSON.parse(done.pair.person) as FramePerson;
  await deps.realtime.publish({
    kind: 'notify',
    user_ids: [calleeId],
    frame: { type: 'call_incoming', call_id: callId, match_id: matchId, from },
  });
  return { kind: 'ringing', calleeId };
}
