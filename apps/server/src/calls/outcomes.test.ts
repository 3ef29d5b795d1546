import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import type { Frame } from '../test/sockets.js';
import { realtimeUrlOf } from '../test/sockets.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { callLinesOf, countOf, frameOf, pairOnSockets, ring } from './test-support.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await realtimeUrlOf(t.app);
});
afterAll(() => t.close());

/** Moves a call's start back, as if it had rung that long. */
const rangFor = (callId: string, seconds: number) =>
  t.database.db.execute(
    sql`update calls set created_at = now() - make_interval(secs => ${seconds}) where id = ${callId}`,
  );

const callsOf = async (userId: string) =>
  rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select id from calls where ${userId} in (caller_id, callee_id)`,
    ),
  );

describe('how a call ends, and the line it leaves', () => {
  it('declined, busy and cancelled calls leave their lines, without a length', async () => {
    const { a, b, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const declined = await ring(socketA, matchId);
    socketB.send({ type: 'call_decline', call_id: declined });
    expect(await frameOf(socketA, 'call_ended', declined)).toMatchObject({ outcome: 'declined' });
    const busy = await ring(socketA, matchId);
    socketB.send({ type: 'call_busy', call_id: busy });
    expect(await frameOf(socketA, 'call_ended', busy)).toMatchObject({ outcome: 'busy' });
    const cancelled = await ring(socketA, matchId);
    socketA.send({ type: 'call_end', call_id: cancelled });
    expect(await frameOf(socketB, 'call_ended', cancelled)).toMatchObject({ outcome: 'cancelled' });
    const lines = await callLinesOf(t, a, matchId);
    expect(lines.map((l) => l.call_outcome)).toEqual(['declined', 'busy', 'cancelled']);
    for (const line of lines) {
      expect(line).toMatchObject({ kind: 'call', sender_id: a.user.id, content: '' });
      expect(line.duration_ms).toBeUndefined();
    }
    // The match list shows the last line as it is; only the missed one (cancelled) is unread.
    const list = await request(t.app, 'GET', '/api/matches', undefined, { cookie: b.cookie });
    const item = list.json().items.find((m: { id: string }) => m.id === matchId);
    expect(item.last_message).toMatchObject({ kind: 'call', call_outcome: 'cancelled' });
    expect(item.unread_count).toBe(2);
    const badges = await request(t.app, 'GET', '/api/badges', undefined, { cookie: b.cookie });
    expect(badges.json()).toMatchObject({ unread_messages: 2, unread_conversations: 1 });
    socketA.socket.close();
    socketB.socket.close();
  });

  it('a call that rang its time is missed: hung up then, or answered too late', async () => {
    const { a, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const hungUp = await ring(socketA, matchId);
    await rangFor(hungUp, 31);
    socketA.send({ type: 'call_end', call_id: hungUp });
    expect(await frameOf(socketB, 'call_ended', hungUp)).toMatchObject({ outcome: 'missed' });
    const late = await ring(socketA, matchId);
    await rangFor(late, 31);
    socketB.send({ type: 'call_accept', call_id: late });
    expect(await frameOf(socketB, 'error', late)).toMatchObject({ code: 'CALL_NOT_AVAILABLE' });
    expect(await frameOf(socketA, 'call_ended', late)).toMatchObject({ outcome: 'missed' });
    const lines = await callLinesOf(t, a, matchId);
    expect(lines.map((l) => l.call_outcome)).toEqual(['missed', 'missed']);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('a second hang-up hears how the call ended; one line per call', async () => {
    const { a, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const callId = await ring(socketA, matchId);
    socketB.send({ type: 'call_accept', call_id: callId });
    await frameOf(socketA, 'call_accepted', callId);
    // Both at once: whichever comes second hears how it ended; one line either way.
    socketA.send({ type: 'call_end', call_id: callId });
    socketB.send({ type: 'call_end', call_id: callId });
    const ended = (f: Frame) => f.type === 'call_ended' && f.call_id === callId;
    expect(await frameOf(socketA, 'call_ended', callId)).toMatchObject({ outcome: 'completed' });
    await frameOf(socketB, 'call_ended', callId);
    const three = () =>
      socketA.frames.filter(ended).length + socketB.frames.filter(ended).length === 3;
    await Promise.race([socketA.next(three), socketB.next(three)]);
    // Once more, later: the answer is the same.
    const before = socketB.frames.filter(ended).length;
    socketB.send({ type: 'call_end', call_id: callId });
    await countOf(socketB, ended, before + 1);
    expect(socketB.frames.filter(ended).at(-1)).toMatchObject({ outcome: 'completed' });
    expect(await callLinesOf(t, a, matchId)).toHaveLength(1);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('a socket that closes ends the call it placed or answered', async () => {
    const { matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const placed = await ring(socketA, matchId);
    await frameOf(socketB, 'call_incoming', placed);
    socketA.socket.close();
    expect(await frameOf(socketB, 'call_ended', placed)).toMatchObject({ outcome: 'cancelled' });

    const { matchId: other, socketA: socketC, socketB: socketD } = await pairOnSockets(t, url, url);
    const answered = await ring(socketC, other);
    socketD.send({ type: 'call_accept', call_id: answered });
    await frameOf(socketC, 'call_accepted', answered);
    socketD.socket.close();
    expect(await frameOf(socketC, 'call_ended', answered)).toMatchObject({
      outcome: 'completed',
      duration_ms: expect.any(Number),
    });
    socketB.socket.close();
    socketC.socket.close();
  });

  it('a call a crashed process left unfinished does not block the pair’s next one', async () => {
    const { a, b, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const stale = randomUUID();
    await t.database.db.execute(sql`insert into calls
      (id, match_id, caller_id, callee_id, status, created_at, answered_at)
      values (${stale}, ${matchId}, ${b.user.id}, ${a.user.id}, 'active',
        now() - interval '1 hour', now() - interval '1 hour')`);
    const callId = await ring(socketA, matchId);
    expect(await frameOf(socketB, 'call_incoming', callId)).toMatchObject({ match_id: matchId });
    const [left] = await callLinesOf(t, a, matchId);
    // Its real end is unknown: its line gives no length.
    expect(left).toMatchObject({ sender_id: b.user.id, call_outcome: 'completed' });
    expect(left?.duration_ms).toBeUndefined();
    socketA.socket.close();
    socketB.socket.close();
  });

  it('account deletion removes the calls, and ends one the deleted member answered', async () => {
    const { b, matchId, socketA, socketB } = await pairOnSockets(t, url, url);
    const ended = await ring(socketA, matchId);
    socketA.send({ type: 'call_end', call_id: ended });
    await frameOf(socketB, 'call_ended', ended);
    const live = await ring(socketA, matchId);
    socketB.send({ type: 'call_accept', call_id: live });
    await frameOf(socketA, 'call_accepted', live);
    expect(await callsOf(b.user.id)).toHaveLength(2);
    const deleted = await request(t.app, 'DELETE', '/api/me', undefined, { cookie: b.cookie });
    expect(deleted.statusCode).toBe(204);
    expect(await callsOf(b.user.id)).toEqual([]);
    // B's socket closed with the account; the call it answered is gone, and A hears so.
    expect(await socketA.next((f) => f.type === 'unmatched')).toMatchObject({ match_id: matchId });
    socketA.socket.close();
  });
});
