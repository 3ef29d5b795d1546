import { describe, expect, it } from 'vitest';
import { likeEachOther, matchedPair, onboardedMember } from '../test/members.js';
import { upgradeStatus } from '../test/sockets.js';
import { request, type TestApp } from '../test/test-app.js';
import { connect, post, withTwoServers } from './test-support.js';

let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;
withTwoServers((servers) => ({ one, two, urlOne, urlTwo } = servers));

describe('GET /api/realtime', () => {
  it('delivers a message sent through one server to a socket on the other', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    const socketB = await connect(urlTwo, b.cookie);
    socketB.send({ type: 'subscribe', match_id: matchId });
    await socketB.next((f) => f.type === 'subscribed');
    const sent = await post(one, `/api/matches/${matchId}/messages`, a.cookie, {
      content: 'across processes',
    });
    const frame = await socketB.next((f) => f.type === 'message');
    expect(frame.message).toMatchObject({ id: sent.json().id, content: 'across processes' });
    socketB.socket.close();
  });

  it('relays typing to the other member only, and read markers', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    const socketA = await connect(urlOne, a.cookie);
    const socketB = await connect(urlTwo, b.cookie);
    for (const s of [socketA, socketB]) {
      s.send({ type: 'subscribe', match_id: matchId });
      await s.next((f) => f.type === 'subscribed');
    }
    socketA.send({ type: 'typing', match_id: matchId });
    expect(await socketB.next((f) => f.type === 'typing')).toMatchObject({ user_id: a.user.id });
    const sent = await post(one, `/api/matches/${matchId}/messages`, a.cookie, { content: 'hi' });
    await post(two, `/api/matches/${matchId}/read`, b.cookie, {
      last_read_message_id: sent.json().id,
    });
    // Every event reaches a server in the order published, and A's typing went out before the
    // read marker: once the read is on A's socket, an echo of A's own typing would be too.
    expect(await socketA.next((f) => f.type === 'read')).toMatchObject({
      user_id: b.user.id,
      last_read_message_id: sent.json().id,
    });
    expect(socketA.frames.filter((f) => f.type === 'typing')).toHaveLength(0);
    socketA.socket.close();
    socketB.socket.close();
  });

  it('refuses a subscription to someone else’s match, and delivers nothing of it', async () => {
    const { a, matchId } = await matchedPair(one.app);
    const third = await onboardedMember(one.app);
    const thirdsLater = await onboardedMember(one.app, { gender: 'Man', interested_in: ['Woman'] });
    const socket = await connect(urlOne, third.cookie);
    socket.send({ type: 'subscribe', match_id: matchId });
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({
      code: 'NOT_FOUND',
      match_id: matchId,
    });
    await post(one, `/api/matches/${matchId}/messages`, a.cookie, { content: 'private' });
    // A later event for this socket, down the same path: once it is there, so would the message be.
    await likeEachOther(one.app, third, thirdsLater);
    await socket.next((f) => f.type === 'matched');
    expect(socket.frames.some((f) => f.type === 'message')).toBe(false);
    socket.socket.close();
  });

  it('tells both members about an unmatch, on any server', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    const socketA = await connect(urlOne, a.cookie);
    const socketB = await connect(urlTwo, b.cookie);
    await request(two.app, 'DELETE', `/api/matches/${matchId}`, undefined, { cookie: b.cookie });
    expect(await socketA.next((f) => f.type === 'unmatched')).toMatchObject({ match_id: matchId });
    expect(await socketB.next((f) => f.type === 'unmatched')).toMatchObject({ match_id: matchId });
    socketA.socket.close();
    socketB.socket.close();
  });

  it('refuses an upgrade without a valid session', async () => {
    expect((await upgradeStatus(urlOne, { cookie: 'sid=nope' })).status).toBe(401);
  });

  it('takes no session token from the URL (it would be logged): the cookie only', async () => {
    const { b } = await matchedPair(one.app);
    const token = b.cookie.slice('sid='.length);
    expect((await upgradeStatus(`${urlOne}?token=${token}`)).status).toBe(401);
  });
});
