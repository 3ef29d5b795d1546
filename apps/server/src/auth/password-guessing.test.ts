import {
  SIGN_IN_FREE_FAILURES_PER_ADDRESS as PER_ADDRESS,
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT_ADDRESS as PER_PAIR,
  SIGN_IN_DEVICE_MAX_FAILURES,
} from '@dating/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/members.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

// The route's per-address rate limit is off: these are the throttle's own answers (always on).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deviceCookieOf = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === 'did');
  if (!cookie) throw new Error(`no device cookie (${res.statusCode})`);
  return cookie;
};

function signIn(
  username: string,
  password: string,
  from: string,
  options: { device?: string; bearer?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: from,
    headers: {
      origin: TEST_ORIGIN,
      host: 'localhost:3000',
      ...(options.device ? { cookie: `did=${options.device}` } : {}),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    },
    payload: { username, password },
  });
}

async function statusesOf(n: number, attempt: (i: number) => Promise<LightMyRequestResponse>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await attempt(i)).statusCode);
  return statuses;
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

describe('password guessing', () => {
  it('from many addresses never refuses the owner’s right password from a new browser (issue 31)', async () => {
    const owner = await signUp(t.app);
    const admin = await createAdmin(t.app);
    for (const account of [owner, admin]) {
      const statuses = await statusesOf(60, (i) =>
        signIn(account.username, `guess ${i}`, `198.51.${account === owner ? 100 : 101}.${i + 1}`),
      );
      expect(statuses).toEqual(times(60, 401));
      // A browser that never signed in, from an address that did not guess: let in.
      const res = await signIn(account.username, account.password, '203.0.113.7');
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe(account.username);
    }
  });

  it('slows one address per username: a wait (429, Retry-After) before the password is looked at', async () => {
    const owner = await signUp(t.app);
    const device = deviceCookieOf(await signIn(owner.username, owner.password, '192.0.2.1'));
    const guesses = await statusesOf(PER_PAIR + 2, (i) =>
      signIn(owner.username, `g${i}`, '10.9.0.1'),
    );
    expect(guesses).toEqual([...times(PER_PAIR, 401), 429, 429]);
    const waiting = await signIn(owner.username, owner.password, '10.9.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('RATE_LIMITED');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses are not held back, nor is the owner's own browser at the guessing address.
    expect((await signIn(owner.username, owner.password, '10.9.0.2')).statusCode).toBe(200);
    const own = await signIn(owner.username, owner.password, '10.9.0.1', { device: device.value });
    expect(own.statusCode).toBe(200);
    expect(deviceCookieOf(own).value).toBe(device.value);
  });

  it('answers an unknown username exactly like a real one, wait included', async () => {
    const real = await signUp(t.app);
    const answers = async (username: string, from: string) => {
      const out: string[] = [];
      for (let i = 0; i < PER_PAIR + 2; i++) {
        const res = await signIn(username, `g${i}`, from);
        out.push(`${res.statusCode} ${res.body} ${res.headers['retry-after'] !== undefined}`);
      }
      return out;
    };
    const forReal = await answers(real.username, '10.8.0.1');
    expect(await answers('nobody_by_this_name', '10.8.0.2')).toEqual(forReal);
    expect(forReal.at(-1)).toMatch(/^429 .*RATE_LIMITED.* true$/);
  });

  it('slows one address spraying many usernames; signing in to its own account buys nothing', async () => {
    const own = await signUp(t.app);
    const victim = await signUp(t.app);
    const sprayer = '10.7.0.1';
    const sprayed = await statusesOf(PER_ADDRESS - 1, (i) =>
      signIn(`nobody_${i}`, 'guess', sprayer),
    );
    expect(sprayed).toEqual(times(PER_ADDRESS - 1, 401));
    expect((await signIn(own.username, own.password, sprayer)).statusCode).toBe(200);
    expect((await signIn(victim.username, 'guess', sprayer)).statusCode).toBe(401);
    expect((await signIn('yet_another', 'guess', sprayer)).statusCode).toBe(429);
    expect((await signIn(victim.username, victim.password, sprayer)).statusCode).toBe(429);
    // The same address in IPv6 terms: another address of the same /64 is the same sprayer.
    const v6 = await statusesOf(PER_ADDRESS, (i) =>
      signIn(`nobody_${i}`, 'guess', `2001:db8:7:7::${(i + 1).toString(16)}`),
    );
    expect(v6).toEqual(times(PER_ADDRESS, 401));
    expect((await signIn('someone', 'guess', '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await signIn(victim.username, victim.password, '2001:db8:7:8::1')).statusCode).toBe(
      200,
    );
  });

  it('forgets a username’s failures at an address once its right password is given there', async () => {
    const owner = await signUp(t.app);
    const typos = () =>
      statusesOf(PER_PAIR - 1, (i) => signIn(owner.username, `t${i}`, '10.6.0.1'));
    expect(await typos()).toEqual(times(PER_PAIR - 1, 401));
    expect((await signIn(owner.username, owner.password, '10.6.0.1')).statusCode).toBe(200);
    expect(await typos()).toEqual(times(PER_PAIR - 1, 401));
  });

  it('gives a stolen device cookie only its own few guesses, then the address rules', async () => {
    const owner = await signUp(t.app);
    const device = deviceCookieOf(await signIn(owner.username, owner.password, '192.0.2.2')).value;
    const thief = '10.1.0.1';
    // The thief's address is already waiting; the cookie skips that, for its own count only.
    await statusesOf(PER_PAIR, (i) => signIn(owner.username, `x${i}`, thief));
    const withCookie = await statusesOf(SIGN_IN_DEVICE_MAX_FAILURES + 1, (i) =>
      signIn(owner.username, `g${i}`, thief, { device }),
    );
    expect(withCookie).toEqual([...times(SIGN_IN_DEVICE_MAX_FAILURES, 401), 429]);
    // The owner, with the same cookie elsewhere, still gets in, and the cookie is good again.
    expect((await signIn(owner.username, owner.password, '10.1.0.2', { device })).statusCode).toBe(
      200,
    );
    expect((await signIn(owner.username, owner.password, thief, { device })).statusCode).toBe(200);
  });

  it('does not take another account’s device cookie or a View As session as this one’s', async () => {
    const victim = await signUp(t.app);
    const attacker = await signUp(t.app);
    const attackerDevice = deviceCookieOf(
      await signIn(attacker.username, attacker.password, '10.3.0.1'),
    ).value;
    const admin = await createAdmin(t.app);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.user.id}/impersonate`,
      headers: { origin: TEST_ORIGIN, host: 'localhost:3000', cookie: admin.cookie },
      payload: { reason: 'Support ticket' },
    });
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/api/auth/impersonation/redeem',
      headers: { origin: TEST_ORIGIN, host: 'localhost:3000' },
      payload: { token },
    });
    const bearer = redeem.json().token as string;
    await statusesOf(PER_PAIR, (i) => signIn(victim.username, `g${i}`, '10.3.1.1'));
    const waits = [
      await signIn(victim.username, victim.password, '10.3.1.1', { device: attackerDevice }),
      await signIn(victim.username, victim.password, '10.3.1.1', { bearer }),
    ];
    expect(waits.map((res) => res.statusCode)).toEqual([429, 429]);
  });
});
