import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, matchedPair, onboardedMember } from '../../test/members.js';
import { createTestApp, request, type TestApp } from '../../test/test-app.js';

/** Attacks of the API audit: bad input is a 400 in the error shape, never a 500. */

let t: TestApp;
let member: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await onboardedMember(t.app);
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

function expectRefused(res: LightMyRequestResponse, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const error = res.json().error;
  expect(error.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
  expect(error.message).toEqual(expect.any(String));
  return error as { code: string; message: string; params?: Record<string, unknown> };
}

describe('a NUL character (PostgreSQL text cannot hold it)', () => {
  it('is refused in a JSON body, naming the field', async () => {
    const res = await request(t.app, 'PATCH', '/api/me', { bio: 'a\u0000b' }, member);
    const error = expectRefused(res);
    expect(error.message).toMatch(/NUL/);
    expect(error.params).toEqual({ field: 'bio' });
    const nested = await request(
      t.app,
      'PATCH',
      '/api/me',
      { interested_in: ['Man', 'Wo\u0000man'] },
      member,
    );
    expect(expectRefused(nested).params).toEqual({ field: 'interested_in.1' });
    const inKey = await request(t.app, 'PATCH', '/api/me', { 'bio\u0000': 'x' }, member);
    expectRefused(inKey);
  });

  it('is refused in query strings and search terms', async () => {
    for (const url of [
      '/api/geo/search?q=Yan%00gon',
      '/api/discovery?limit=1%00',
      '/api/admin/users?q=%00',
      '/api/admin/transactions?q=ab%00c',
      '/api/admin/audit?cursor=%00',
    ]) {
      const res = await request(
        t.app,
        'GET',
        url,
        undefined,
        url.includes('admin') ? admin : member,
      );
      expect(expectRefused(res).message, url).toMatch(/NUL/);
    }
  });

  it('is refused in URL parameters', async () => {
    const res = await request(t.app, 'POST', '/api/admin/reports/%00/review', {}, admin);
    expectRefused(res);
  });
});

describe('router-level errors', () => {
  it('answers a bad % escape in the path with the error shape', async () => {
    for (const url of ['/api/profiles/%E0%A4%A', '/api/profiles/%zz', '/api/matches/%/messages']) {
      const res = await request(t.app, 'GET', url, undefined, member);
      expect(expectRefused(res).message, url).toMatch(/not a valid/i);
    }
  });

  it('answers an over-long URL parameter with the error shape', async () => {
    const res = await request(t.app, 'GET', `/api/profiles/${'a'.repeat(5000)}`, undefined, member);
    expect(res.statusCode).toBeLessThan(500);
    expectRefused(res, res.statusCode);
  });
});

describe('admin users cursor', () => {
  const cursorOf = (at: string) =>
    Buffer.from(JSON.stringify({ at, id: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );

  it('refuses an impossible date or time with a 400', async () => {
    for (const at of [
      '2024-02-30 10:00:00+00',
      '2023-02-29 10:00:00+00',
      '2024-13-01 10:00:00+00',
      '2024-04-31 10:00:00+00',
      '0000-01-01 10:00:00+00',
      '2024-01-01 25:00:00+00',
      '2024-01-01 10:61:00+00',
      '2024-01-01 10:00:00+99',
    ]) {
      const res = await request(
        t.app,
        'GET',
        `/api/admin/users?cursor=${cursorOf(at)}`,
        undefined,
        admin,
      );
      expect(expectRefused(res).params, at).toEqual({ field: 'cursor' });
    }
  });

  it('still pages with a real cursor (leap day included)', async () => {
    const res = await request(
      t.app,
      'GET',
      `/api/admin/users?cursor=${cursorOf('2024-02-29 23:59:59.123456+06:30')}`,
      undefined,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('invisible text is blank', () => {
  it('refuses a message made only of zero-width characters like an empty one', async () => {
    const { a, matchId } = await matchedPair(t.app);
    const url = `/api/matches/${matchId}/messages`;
    for (const content of ['\u200b', '\u200b\u200c\u200d', '\u2060\ufeff \u00ad', '\u3164\u2800']) {
      const res = await request(t.app, 'POST', url, { content }, a);
      expect(expectRefused(res).message).toBe('Please write a message.');
    }
    // Burmese joiners inside real text stay as written.
    const real = await request(t.app, 'POST', url, { content: 'မင်္ဂလာ\u200cပါ' }, a);
    expect(real.statusCode, real.body).toBe(201);
    expect(real.json().content).toBe('မင်္ဂလာ\u200cပါ');
  });
});
