import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardedMember } from '../../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const check = (body: unknown, options: { cookie?: string; bearer?: string } = {}) =>
  request(t.app, 'POST', '/api/text/zawgyi-check', body, options);

describe('POST /api/text/zawgyi-check', () => {
  it('offers the Unicode form of a name only the member can tell apart', async () => {
    const { cookie } = await signUp(t.app); // not onboarded yet: the name is typed there
    const res = await check({ text: 'သန္တာ' }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ converted: 'သန်တာ', converts_on_save: false });
    expect(res.json().zawgyi_probability).toBeGreaterThan(0.5);
  });

  it('says when the server converts by itself, and when there is nothing to ask', async () => {
    const { cookie } = await onboardedMember(t.app);
    const zawgyi = await check({ text: 'ေအာင္ေအာင္' }, { cookie });
    expect(zawgyi.json()).toEqual({
      zawgyi_probability: expect.any(Number),
      converted: 'အောင်အောင်',
      converts_on_save: true,
    });
    const unicode = await check({ text: 'နေကောင်းလား' }, { cookie });
    expect(unicode.json()).toMatchObject({ converted: null, converts_on_save: false });
    const latin = await check({ text: 'Hello' }, { cookie });
    expect(latin.json()).toEqual({
      zawgyi_probability: 0,
      converted: null,
      converts_on_save: false,
    });
  });

  it('refuses bad input with a 400', async () => {
    const { cookie } = await onboardedMember(t.app);
    for (const body of [{}, { text: 42 }, { text: 'က'.repeat(2001) }]) {
      const res = await check(body, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers members only: not anonymous callers, admins or View As', async () => {
    expect((await check({ text: 'x' })).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const asAdmin = await check({ text: 'x' }, { cookie: admin.cookie });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.code).toBe('FORBIDDEN');

    const member = await onboardedMember(t.app);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      { cookie: admin.cookie },
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const viewAs = await check({ text: 'x' }, { bearer: redeem.json().token });
    expect(viewAs.statusCode).toBe(403);
    expect(viewAs.json().error.code).toBe('IMPERSONATION_READ_ONLY');
  });
});
