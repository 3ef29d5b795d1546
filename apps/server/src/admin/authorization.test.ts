import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let targetId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await createAdmin(t.app)).cookie;
  memberCookie = (await signUp(t.app)).cookie;
  targetId = (await onboardedMember(t.app)).user.id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST';
const routes = (): [Method, string, unknown, number][] => [
  ['GET', '/api/admin/stats', undefined, 200],
  ['GET', '/api/admin/users?q=member', undefined, 200],
  ['POST', `/api/admin/users/${targetId}/block`, { blocked: false }, 200],
  ['POST', `/api/admin/users/${targetId}/impersonate`, { reason: 'Support ticket' }, 200],
  ['POST', `/api/admin/users/${targetId}/password-reset`, undefined, 200],
  ['GET', '/api/admin/reports', undefined, 200],
  ['POST', `/api/admin/reports/${targetId}/review`, { report_ids: [crypto.randomUUID()] }, 200],
  ['GET', '/api/admin/audit', undefined, 200],
];

describe('every admin route', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const [method, url, body] of routes()) {
      const res = await request(t.app, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses members with 403', async () => {
    for (const [method, url, body] of routes()) {
      const res = await request(t.app, method, url, body, { cookie: memberCookie });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('ADMIN_REQUIRED');
    }
  });

  it('refuses a "View As" bearer session (it is the member, not the admin)', async () => {
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${targetId}/impersonate`,
      { reason: 'Support ticket' },
      {
        cookie: adminCookie,
      },
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeemed = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const bearer = redeemed.json().token as string;
    const res = await request(t.app, 'GET', '/api/admin/stats', undefined, { bearer });
    expect(res.statusCode).toBe(403);
  });

  it('answers admins', async () => {
    for (const [method, url, body, status] of routes()) {
      const res = await request(t.app, method, url, body ?? (method === 'POST' ? {} : undefined), {
        cookie: adminCookie,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    }
  });

  it('answers 404 for unknown or malformed member ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const url of [
        `/api/admin/users/${id}/block`,
        `/api/admin/users/${id}/impersonate`,
        `/api/admin/users/${id}/password-reset`,
        `/api/admin/reports/${id}/review`,
      ]) {
        const body = url.endsWith('/block')
          ? { blocked: true, reason: 'Test' }
          : url.endsWith('/review')
            ? { report_ids: [crypto.randomUUID()] }
            : url.endsWith('/impersonate')
              ? { reason: 'Support ticket' }
              : {};
        const res = await request(t.app, 'POST', url, body, { cookie: adminCookie });
        expect(res.statusCode, url).toBe(404);
      }
    }
  });

  it('validates the block body', async () => {
    const res = await request(
      t.app,
      'POST',
      `/api/admin/users/${targetId}/block`,
      { blocked: 'yes' },
      { cookie: adminCookie },
    );
    expect(res.statusCode).toBe(400);
  });
});
