import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(async () => t.close());

it('limits sign-in attempts per IP', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const res = await request(t.app, 'POST', '/api/auth/signin', {
      username: `nobody${i}`,
      password: 'wrong password',
    });
    statuses.push(res.statusCode);
  }
  expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  const last = await request(t.app, 'POST', '/api/auth/signin', { username: 'x', password: 'y' });
  expect(last.statusCode).toBe(429);
  expect(last.json().error.code).toBe('RATE_LIMITED');
});

// Before issue 31 ten wrong passwords from anywhere locked the account for every new browser,
// the owner's right password included (the attacker's denial of service).
it('does not lock a username after repeated failures from different IPs: the right password gets in', async () => {
  const { username, password } = await signUp(t.app);
  for (let i = 0; i < 10; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: `10.0.0.${i + 1}`,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { username, password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
  }
  const owner = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: '10.0.1.1',
    headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: { username, password },
  });
  expect(owner.statusCode).toBe(200);
});
