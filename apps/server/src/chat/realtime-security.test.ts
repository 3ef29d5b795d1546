import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, matchedPair } from '../test/members.js';
import { openSocket, twoServers, upgradeStatus } from '../test/sockets.js';
import { request, sessionCookieOf, type TestApp } from '../test/test-app.js';

/** The socket's doors an attacker tried (docs/decisions/011-security-hardening.md). */
let servers: Awaited<ReturnType<typeof twoServers>>;
let one: TestApp;
let urlOne: string;
let urlTwo: string;

beforeAll(async () => {
  servers = await twoServers();
  ({ one, urlOne, urlTwo } = servers);
});
afterAll(async () => servers.close());

/** A second session of the same member (another phone), signed in with the password. */
async function secondSession(member: { username: string; password: string }) {
  const res = await request(one.app, 'POST', '/api/auth/signin', {
    username: member.username,
    password: member.password,
  });
  return sessionCookieOf(res);
}

describe('the realtime upgrade', () => {
  it('is refused to another site’s page, and to a request with no Origin', async () => {
    const { a } = await matchedPair(one.app);
    expect(
      await upgradeStatus(urlOne, { cookie: a.cookie, origin: 'http://evil.example' }),
    ).toEqual({ status: 403, code: 'ORIGIN_MISMATCH' });
    expect(await upgradeStatus(urlOne, { cookie: a.cookie, origin: null })).toEqual({
      status: 403,
      code: 'ORIGIN_MISMATCH',
    });
    expect((await upgradeStatus(urlOne, { cookie: a.cookie })).status).toBe(101);
  });

  it('is refused to a View As session: a socket would show the member online', async () => {
    const { a } = await matchedPair(one.app);
    const admin = await createAdmin(one.app);
    const link = await request(
      one.app,
      'POST',
      `/api/admin/users/${a.user.id}/impersonate`,
      { reason: 'Support ticket' },
      {
        cookie: admin.cookie,
      },
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await request(one.app, 'POST', '/api/auth/impersonation/redeem', { token });
    expect(await upgradeStatus(urlOne, { bearer: redeem.json().token })).toEqual({
      status: 403,
      code: 'IMPERSONATION_READ_ONLY',
    });
  });
});

describe('ending sessions closes their sockets at once, on every server', () => {
  it('sign-out closes that session’s sockets and leaves the member’s other phone connected', async () => {
    const { a } = await matchedPair(one.app);
    const otherPhone = await secondSession(a);
    const here = await openSocket(urlOne, { cookie: a.cookie });
    const there = await openSocket(urlTwo, { cookie: a.cookie });
    const phone = await openSocket(urlTwo, { cookie: otherPhone });
    await request(one.app, 'POST', '/api/auth/signout', undefined, { cookie: a.cookie });
    expect(await here.closed).toBe(4401);
    expect(await there.closed).toBe(4401);
    // Barrier: the phone's socket still answers after both closes arrived.
    phone.send({ type: 'ping' });
    expect(await phone.next((f) => f.type === 'pong')).toBeTruthy();
    expect(phone.isOpen()).toBe(true);
    phone.socket.close();
  });

  it('a password change closes every other session’s sockets but not this one’s', async () => {
    const { a } = await matchedPair(one.app);
    const otherPhone = await secondSession(a);
    const mine = await openSocket(urlOne, { cookie: a.cookie });
    const stolen = await openSocket(urlTwo, { cookie: otherPhone });
    const res = await request(
      one.app,
      'POST',
      '/api/auth/password',
      { current_password: a.password, new_password: 'a much better passphrase' },
      { cookie: a.cookie },
    );
    expect(res.statusCode).toBe(204);
    expect(await stolen.closed).toBe(4401);
    mine.send({ type: 'ping' });
    expect(await mine.next((f) => f.type === 'pong')).toBeTruthy();
    expect(mine.isOpen()).toBe(true);
    mine.socket.close();
  });
});

describe('frame flooding', () => {
  it('5,000 typing frames reach the other member as a trickle, and the socket is cut off', async () => {
    const { a, b, matchId } = await matchedPair(one.app);
    const flooder = await openSocket(urlOne, { cookie: a.cookie });
    const listener = await openSocket(urlTwo, { cookie: b.cookie });
    for (const s of [flooder, listener]) {
      s.send({ type: 'subscribe', match_id: matchId });
      await s.next((f) => f.type === 'subscribed');
    }
    const started = Date.now();
    for (let i = 0; i < 5000; i++) flooder.send({ type: 'typing', match_id: matchId });
    expect(await flooder.closed).toBe(1008);
    expect(flooder.frames.some((f) => f.type === 'error' && f.code === 'RATE_LIMITED')).toBe(true);
    // Barrier: b's own later frame comes back, so every typing relay sent before it has arrived.
    listener.send({ type: 'ping' });
    await listener.next((f) => f.type === 'pong');
    const seconds = (Date.now() - started) / 1000;
    const relayed = listener.frames.filter((f) => f.type === 'typing').length;
    // The socket's bucket: a burst of 20, then 5 a second (chat/realtime-routes.ts).
    expect(relayed).toBeGreaterThan(0);
    expect(relayed).toBeLessThanOrEqual(20 + Math.ceil(5 * seconds) + 1);
    // The server still answers at once.
    const health = await request(one.app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    listener.socket.close();
  });
});
