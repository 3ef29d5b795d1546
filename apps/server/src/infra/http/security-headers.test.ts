import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, matchedPair } from '../../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';

/** Headers of the API audit: personal answers are never cached; HSTS and CSP per environment. */

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({
    production: true,
    publicUrl: 'https://dating.example',
    cookieSecure: true,
  });
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
});

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Cache-Control', () => {
  it('is no-store on personal JSON, errors included', async () => {
    const { a, matchId } = await matchedPair(dev.app);
    const admin = await createAdmin(dev.app);
    const asMember = [
      '/api/me',
      '/api/matches',
      `/api/matches/${matchId}/messages`,
      '/api/wallet',
      '/api/wallet/transactions',
      '/api/auth/session',
    ];
    for (const url of asMember) {
      const res = await request(dev.app, 'GET', url, undefined, a);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/api/admin/stats', '/api/admin/users', '/api/admin/reports']) {
      const res = await request(dev.app, 'GET', url, undefined, admin);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/api/me', '/api/nothing-here']) {
      const res = await request(dev.app, 'GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent in production only', async () => {
    const devRes = await request(dev.app, 'GET', '/api/health');
    expect(devRes.headers['strict-transport-security']).toBeUndefined();
    const prodRes = await request(production.app, 'GET', '/api/health', undefined, {
      headers: { host: 'dating.example' },
    });
    expect(prodRes.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe('Content-Security-Policy connect-src', () => {
  it('allows only the site’s own WebSocket origin in production (from PUBLIC_URL)', async () => {
    const res = await request(production.app, 'GET', '/api/health', undefined, {
      headers: { host: 'attacker.example' },
    });
    expect(directive(res.headers['content-security-policy'] as string, 'connect-src')).toBe(
      "connect-src 'self' wss://dating.example",
    );
  });

  it('allows the request’s own host in development, never any ws: origin', async () => {
    const res = await request(dev.app, 'GET', '/api/health', undefined, {
      headers: { host: 'localhost:5173' },
    });
    expect(directive(res.headers['content-security-policy'] as string, 'connect-src')).toBe(
      "connect-src 'self' ws://localhost:5173 wss://localhost:5173",
    );
  });

  it('answers each host with its own policy, again and again, past the hosts it remembers', async () => {
    // Headers are computed once per Host and copied after: no host may get another's.
    const hosts = Array.from({ length: 70 }, (_, i) => `host-${i}.example:${3000 + i}`);
    for (const round of [1, 2]) {
      for (const host of hosts) {
        const res = await request(dev.app, 'GET', '/api/health', undefined, { headers: { host } });
        const connect = directive(res.headers['content-security-policy'] as string, 'connect-src');
        expect(connect, `${host}, round ${round}`).toBe(
          `connect-src 'self' ws://${host} wss://${host}`,
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('does not let a crafted Host header into the policy', async () => {
    for (const host of ['evil.example; script-src *', 'a.example, b', 'x y', 'a.example:99999']) {
      const res = await request(dev.app, 'GET', '/api/health', undefined, { headers: { host } });
      expect(res.statusCode, host).toBe(200);
      const connect = directive(res.headers['content-security-policy'] as string, 'connect-src');
      expect(connect, host).toBe("connect-src 'self'");
      expect(res.headers['content-security-policy'], host).not.toMatch(/script-src \*/);
    }
  });
});

describe('Permissions-Policy', () => {
  const features = (value: unknown) =>
    new Map(
      String(value)
        .split(',')
        .map((entry) => entry.trim().split('=') as [string, string]),
    );

  it('is on every answer: camera, microphone and position for the site only, the rest off', async () => {
    const member = await signUp(dev.app);
    const answers = [
      await request(dev.app, 'GET', '/api/health'),
      await request(dev.app, 'GET', '/api/me', undefined, member),
      await request(dev.app, 'GET', '/api/me'), // 401
      await request(dev.app, 'GET', '/api/no-such-route'), // 404
      await request(dev.app, 'GET', '/files/media/nobody/none.webp'),
      await request(dev.app, 'GET', '/matches'),
      await request(
        dev.app,
        'POST',
        '/api/auth/signin',
        {},
        { headers: { origin: 'https://evil.example' } },
      ),
      await request(production.app, 'GET', '/api/health', undefined, {
        headers: { host: 'dating.example' },
      }),
    ];
    for (const [index, res] of answers.entries()) {
      const policy = features(res.headers['permissions-policy']);
      expect(policy.get('camera'), `answer ${index}`).toBe('(self)');
      expect(policy.get('microphone')).toBe('(self)');
      expect(policy.get('geolocation')).toBe('(self)');
      for (const off of [
        'payment',
        'usb',
        'serial',
        'bluetooth',
        'hid',
        'midi',
        'display-capture',
      ]) {
        expect(policy.get(off), off).toBe('()');
      }
      // Nothing is open to other origins.
      expect(String(res.headers['permissions-policy'])).not.toMatch(/\*|https?:/);
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 404, 404, 403, 200]);
  });
});
