import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createAdmin, onboardedMember } from '../../test/members.js';
import { createTestApp, PRODUCTION_VAPID_ENV, request, type TestApp } from '../../test/test-app.js';
import { redactUrl } from './log-redaction.js';

/** A route that tells which address the app took the caller for. */
const withIpRoute = (t: { app: TestApp['app'] }) =>
  t.app.get('/api/test/ip', { config: { access: 'public' } }, async (req) => ({ ip: req.ip }));

describe('TRUST_PROXY', () => {
  it('is empty by default in every mode, and refuses what is not an address or CIDR', () => {
    const base = { DATABASE_URL: 'postgres://x@127.0.0.1/db', PUBLIC_URL: 'https://a.example' };
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(
      loadConfig({ ...base, ...PRODUCTION_VAPID_ENV, NODE_ENV: 'production' }).trustProxy,
    ).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const bad of ['*', 'true', 'loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('ignores X-Forwarded-For unless the request comes from a configured proxy', async () => {
    const untrusting = await createTestApp({ beforeReady: (app) => void withIpRoute({ app }) });
    const trusting = await createTestApp({
      trustProxy: ['10.0.0.1'],
      beforeReady: (app) => void withIpRoute({ app }),
    });
    try {
      const ipOf = async (t: TestApp, remoteAddress: string) =>
        (
          await t.app.inject({
            url: '/api/test/ip',
            remoteAddress,
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).json().ip;
      expect(await ipOf(untrusting, '10.0.0.1')).toBe('10.0.0.1');
      expect(await ipOf(trusting, '10.0.0.1')).toBe('203.0.113.9');
      expect(await ipOf(trusting, '198.51.100.4')).toBe('198.51.100.4');
    } finally {
      await untrusting.close();
      await trusting.close();
    }
  });

  it('keeps the per-address sign-in limit when a client forges X-Forwarded-For', async () => {
    const t = await createTestApp({ rateLimit: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: '198.51.100.77',
          headers: {
            origin: 'http://localhost:3000',
            host: 'localhost:3000',
            'x-forwarded-for': `203.0.113.${i}`,
          },
          payload: { username: `nobody${i}`, password: 'wrong password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('the cross-site check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('applies to the route reached, however its path is spelled', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/%61pi/me/boost',
      headers: { host: 'localhost:3000', cookie: member.cookie },
    });
    expect([noOrigin.statusCode, noOrigin.json().error.code]).toEqual([403, 'ORIGIN_MISMATCH']);
    const evil = await t.app.inject({
      method: 'POST',
      url: `/%61pi/admin/withdrawals/${crypto.randomUUID()}/approve`,
      headers: { host: 'localhost:3000', origin: 'http://evil.example', cookie: admin.cookie },
      payload: {},
    });
    expect([evil.statusCode, evil.json().error.code]).toEqual([403, 'ORIGIN_MISMATCH']);
    // Same-origin, the same spelled path reaches the route (and its own rules).
    const own = await request(t.app, 'POST', '/%61pi/me/boost', undefined, {
      cookie: member.cookie,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never carry a token from a URL, a cookie or a bearer header', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      logLevel: 'debug', // the access line of each request is written at debug only
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const member = await onboardedMember(t.app);
      const sid = member.cookie.slice('sid='.length);
      await t.app.inject({ url: '/impersonate?token=view-as-secret-123&x=1' });
      await t.app.inject({ url: `/api/realtime?token=${sid}` });
      await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${sid}` } });
      await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie });
      const log = lines.join('\n');
      expect(log).toContain('/impersonate?token=[REDACTED]&x=1');
      expect(log).not.toContain('view-as-secret-123');
      expect(log).not.toContain(sid);
    } finally {
      await t.close();
    }
  });

  it('redact credential-like parameters only', () => {
    expect(redactUrl('/a?ticket=abc&page=2&Token=x')).toBe(
      '/a?ticket=[REDACTED]&page=2&Token=[REDACTED]',
    );
    expect(redactUrl('/a?q=token')).toBe('/a?q=token');
    expect(redactUrl('/a')).toBe('/a');
  });
});
