import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { MAX_FAILED_SIGN_INS } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
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
  deviceCookie?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: from,
    headers: {
      origin: TEST_ORIGIN,
      host: 'localhost:3000',
      ...(deviceCookie ? { cookie: `did=${deviceCookie}` } : {}),
    },
    payload: { username, password },
  });
}

describe('password guessing spread over many addresses', () => {
  it('is throttled, and the owner still signs in from a new address with their device cookie', async () => {
    const owner = await signUp(t.app);
    const first = await signIn(owner.username, owner.password, '192.0.2.1');
    const device = deviceCookieOf(first);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });

    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await signIn(owner.username, `guess ${i}`, `198.51.100.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, MAX_FAILED_SIGN_INS).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(MAX_FAILED_SIGN_INS).every((s) => s === 429)).toBe(true);

    // The right password from an unknown browser is refused while the lock lasts…
    const unknown = await signIn(owner.username, owner.password, '203.0.113.7');
    expect(unknown.statusCode).toBe(429);
    // …but the owner's own browser, from yet another address, is let in.
    const owned = await signIn(owner.username, owner.password, '203.0.113.8', device.value);
    expect(owned.statusCode).toBe(200);
    expect(deviceCookieOf(owned).value).toBe(device.value);
  });

  it('gives a stolen device cookie only its own few guesses', async () => {
    const owner = await signUp(t.app);
    const device = deviceCookieOf(await signIn(owner.username, owner.password, '192.0.2.2'));
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_SIGN_INS + 3; i++) {
      statuses.push(
        (await signIn(owner.username, `g${i}`, `10.1.0.${i + 1}`, device.value)).statusCode,
      );
    }
    expect(statuses.slice(0, MAX_FAILED_SIGN_INS).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(MAX_FAILED_SIGN_INS).every((s) => s === 429)).toBe(true);
    // The account itself was not locked by them: a fresh browser still gets in.
    expect((await signIn(owner.username, owner.password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('does not take another account’s device cookie as this one’s', async () => {
    const victim = await signUp(t.app);
    const attacker = await signUp(t.app);
    const attackerDevice = deviceCookieOf(
      await signIn(attacker.username, attacker.password, '10.3.0.1'),
    );
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      await signIn(victim.username, `g${i}`, `10.3.1.${i + 1}`);
    }
    const res = await signIn(victim.username, victim.password, '10.3.2.1', attackerDevice.value);
    expect(res.statusCode).toBe(429);
  });
});
