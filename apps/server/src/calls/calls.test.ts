import { randomUUID } from 'node:crypto';
import { CALL_SIGNAL_MAX_BYTES } from '@dating/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect, post, withTwoServers } from '../chat/test-support.js';
import { rowsOf } from '../infra/db/rows.js';
import { MAX_PAYLOAD_BYTES } from '../infra/realtime/hub.js';
import { onboardedMember } from '../test/members.js';
import { type Frame, framesSettled } from '../test/sockets.js';
import { request, type TestApp } from '../test/test-app.js';
import { callLinesOf, countOf, frameOf, pairOnSockets, ring } from './test-support.js';

let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;
withTwoServers((servers) => ({ one, two, urlOne, urlTwo } = servers));

const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };

describe('video calls over the realtime socket', () => {
  it('rings, is answered, relays signals to the other member only and ends, across processes', async () => {
    const { a, b, matchId, socketA, socketB } = await pairOnSockets(one, urlOne, urlTwo);
    // B's second device, on the first process: it rings too, and stops when B answers.
    const socketB2 = await connect(urlOne, b.cookie);
    const callId = await ring(socketA, matchId);
    for (const s of [socketB, socketB2]) {
      expect(await frameOf(s, 'call_incoming', callId)).toMatchObject({
        match_id: matchId,
        from: { id: a.user.id, first_name: 'Thiri' },
      });
    }
    socketB.send({ type: 'call_accept', call_id: callId });
    for (const s of [socketA, socketB, socketB2]) await frameOf(s, 'call_accepted', callId);

    socketA.send({ type: 'call_signal', call_id: callId, signal: offer });
    expect(await frameOf(socketB, 'call_signal', callId)).toMatchObject({ signal: offer });
    const answer = { description: { type: 'answer', sdp: 'v=0\r\n' } };
    socketB.send({ type: 'call_signal', call_id: callId, signal: answer });
    expect(await frameOf(socketA, 'call_signal', callId)).toMatchObject({ signal: answer });
    socketA.send({
      type: 'call_signal',
      call_id: callId,
      signal: { media: { muted: true, camera_off: false } },
    });
    await socketB.next((f) => f.type === 'call_signal' && 'media' in (f.signal as object));

    socketB.send({ type: 'call_end', call_id: callId });
    for (const s of [socketA, socketB, socketB2]) {
      expect(await frameOf(s, 'call_ended', callId)).toMatchObject({
        match_id: matchId,
        outcome: 'completed',
        duration_ms: expect.any(Number),
      });
    }
    // The caller never hears its own signals back.
    await framesSettled([{ socket: socketA, userId: a.user.id }]);
    expect(socketA.frames.filter((f) => f.type === 'call_signal')).toHaveLength(1);
    const [line] = await callLinesOf(one, b, matchId);
    expect(line).toMatchObject({ sender_id: a.user.id, call_outcome: 'completed', content: '' });
    expect(line?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(line?.media_url).toBeUndefined();
    for (const s of [socketA, socketB, socketB2]) s.socket.close();
  });

  it('relays an offer too long for one NOTIFY, through the database, to the other process', async () => {
    const { matchId, socketA, socketB } = await pairOnSockets(one, urlOne, urlTwo);
    const callId = await ring(socketA, matchId);
    socketB.send({ type: 'call_accept', call_id: callId });
    await frameOf(socketA, 'call_accepted', callId);
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 1 10.0.0.1 9 typ host\r\n'.repeat(300)}`.slice(
      0,
      CALL_SIGNAL_MAX_BYTES,
    );
    expect(sdp.length).toBeGreaterThan(MAX_PAYLOAD_BYTES);
    socketA.send({
      type: 'call_signal',
      call_id: callId,
      signal: { description: { type: 'offer', sdp } },
    });
    const relayed = await frameOf(socketB, 'call_signal', callId);
    expect((relayed.signal as { description: { sdp: string } }).description.sdp).toBe(sdp);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('a retried invite with the same id starts one call', async () => {
    const { b, matchId, socketA, socketB } = await pairOnSockets(one, urlOne, urlTwo);
    const callId = await ring(socketA, matchId);
    socketA.send({ type: 'call_invite', call_id: callId, match_id: matchId });
    await countOf(socketA, (f) => f.type === 'call_ringing' && f.call_id === callId, 2);
    const count = rowsOf<{ n: number }>(
      await one.database.db.execute(
        sql`select count(*)::int as n from calls where match_id = ${matchId}`,
      ),
    );
    expect(count[0]?.n).toBe(1);
    socketA.send({ type: 'call_end', call_id: callId });
    expect(await frameOf(socketB, 'call_ended', callId)).toMatchObject({ outcome: 'cancelled' });
    expect(await callLinesOf(one, b, matchId)).toHaveLength(1);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('refuses a member who is not a party: no answer, signal or hang-up, and nothing reaches them', async () => {
    const { matchId, socketA, socketB } = await pairOnSockets(one, urlOne, urlTwo);
    const outsider = await onboardedMember(one.app);
    const socketC = await connect(urlTwo, outsider.cookie);
    const callId = await ring(socketA, matchId);
    await frameOf(socketB, 'call_incoming', callId);
    const refusal = (f: Frame) => f.code === 'CALL_NOT_AVAILABLE' && f.call_id === callId;
    for (const type of ['call_accept', 'call_end', 'call_decline', 'call_busy']) {
      socketC.send({ type, call_id: callId });
    }
    socketC.send({ type: 'call_signal', call_id: callId, signal: offer });
    await countOf(socketC, refusal, 5);
    // The caller may not answer their own call either.
    socketA.send({ type: 'call_accept', call_id: callId });
    await frameOf(socketA, 'error', callId);
    // Still ringing for B: B answers, and the outsider heard nothing of it.
    socketB.send({ type: 'call_accept', call_id: callId });
    await frameOf(socketA, 'call_accepted', callId);
    await framesSettled([{ socket: socketC, userId: outsider.user.id }]);
    expect(socketC.frames.filter((f) => f.type.startsWith('call_'))).toEqual([]);
    for (const s of [socketA, socketB, socketC]) s.socket.close();
  });

  it('an unmatched pair cannot call, and an unmatch ends the call for both', async () => {
    const { b, matchId, socketA, socketB } = await pairOnSockets(one, urlOne, urlTwo);
    const callId = await ring(socketA, matchId);
    socketB.send({ type: 'call_accept', call_id: callId });
    await frameOf(socketA, 'call_accepted', callId);
    await request(two.app, 'DELETE', `/api/matches/${matchId}`, undefined, { cookie: b.cookie });
    // The 'unmatched' frame is what ends the call on both screens; the call row went with the match.
    for (const s of [socketA, socketB]) {
      expect(await s.next((f) => f.type === 'unmatched')).toMatchObject({ match_id: matchId });
    }
    socketA.send({ type: 'call_signal', call_id: callId, signal: offer });
    await frameOf(socketA, 'error', callId);
    const again = randomUUID();
    socketA.send({ type: 'call_invite', call_id: again, match_id: matchId });
    expect(await frameOf(socketA, 'error', again)).toMatchObject({ code: 'CALL_NOT_AVAILABLE' });
    expect(socketB.frames.some((f) => f.type === 'call_incoming' && f.call_id === again)).toBe(
      false,
    );
    socketA.socket.close();
    socketB.socket.close();
  });

  it('a block ends the call for both, and the blocked member cannot call again', async () => {
    const { a, b, matchId, socketA, socketB } = await pairOnSockets(one, urlOne, urlTwo);
    const live = await ring(socketA, matchId);
    await frameOf(socketB, 'call_incoming', live);
    await post(one, '/api/blocks', b.cookie, { blocked_user_id: a.user.id });
    for (const s of [socketA, socketB]) await s.next((f) => f.type === 'unmatched');
    const callId = randomUUID();
    socketA.send({ type: 'call_invite', call_id: callId, match_id: matchId });
    expect(await frameOf(socketA, 'error', callId)).toMatchObject({ code: 'CALL_NOT_AVAILABLE' });
    const left = rowsOf<{ n: number }>(
      await one.database.db.execute(
        sql`select count(*)::int as n from calls where match_id = ${matchId}`,
      ),
    );
    expect(left[0]?.n).toBe(0);
    socketA.socket.close();
    socketB.socket.close();
  });
});
