import { ERROR_MESSAGES } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../infra/db/schema.js';
import { VIEW_AS_SESSION_TTL_MS } from '../infra/sessions/session-store.js';
import { createAdmin, matchedPair, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An admin's View As bearer session of `memberId`, as the one-time link gives it. */
async function viewAs(admin: { cookie: string }, memberId: string): Promise<string> {
  const link = await request(
    t.app,
    'POST',
    `/api/admin/users/${memberId}/impersonate`,
    { reason: 'Support ticket' },
    {
      cookie: admin.cookie,
    },
  );
  const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
  const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
  expect(redeem.statusCode).toBe(200);
  return redeem.json().token;
}

describe('View As is look-only', () => {
  it('reads what the member sees and writes nothing, with one clear refusal', async () => {
    const { a, b, matchId } = await matchedPair(t.app);
    const admin = await createAdmin(t.app);
    const bearer = await viewAs(admin, a.user.id);
    const as = { bearer };

    expect((await request(t.app, 'GET', '/api/me', undefined, as)).statusCode).toBe(200);
    expect((await request(t.app, 'GET', '/api/matches', undefined, as)).statusCode).toBe(200);
    expect((await request(t.app, 'GET', '/api/wallet', undefined, as)).statusCode).toBe(200);

    const attempts = [
      [
        'POST',
        '/api/swipes/gift',
        { target_user_id: b.user.id, user_gift_id: crypto.randomUUID() },
      ],
      ['DELETE', '/api/me', undefined],
      ['POST', '/api/verification', {}],
      ['POST', `/api/matches/${matchId}/read`, { last_read_message_id: crypto.randomUUID() }],
      [
        'POST',
        `/api/matches/${matchId}/messages`,
        { content: 'hi', client_id: crypto.randomUUID() },
      ],
      ['PATCH', '/api/me', { bio: 'written by an admin' }],
      ['POST', '/api/me/boost', undefined],
      ['POST', '/api/auth/password', { current_password: 'x', new_password: 'yyyyyyyyyy' }],
    ] as const;
    for (const [method, url, body] of attempts) {
      const res = await request(t.app, method, url, body, as);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        403,
        {
          error: {
            code: 'IMPERSONATION_READ_ONLY',
            message: ERROR_MESSAGES.IMPERSONATION_READ_ONLY,
          },
        },
      ]);
    }
    expect(ERROR_MESSAGES.IMPERSONATION_READ_ONLY).toBe('Not available while viewing as a member.');
    // Nothing happened: the account is still there and the messages unread by the admin.
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, a.user.id));
    expect(account).toBeDefined();
    const messages = await request(t.app, 'GET', `/api/matches/${matchId}/messages`, undefined, {
      cookie: a.cookie,
    });
    expect(messages.statusCode).toBe(200);
  });

  it('ends when the admin signs out, and lasts an hour at most', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const started = Date.now();
    const bearer = await viewAs(admin, member.user.id);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.impersonatedBy, admin.user.id));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + VIEW_AS_SESSION_TTL_MS);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(started + VIEW_AS_SESSION_TTL_MS - 60_000);
    expect(VIEW_AS_SESSION_TTL_MS).toBeLessThanOrEqual(60 * 60 * 1000);

    expect((await request(t.app, 'GET', '/api/me', undefined, { bearer })).statusCode).toBe(200);
    await request(t.app, 'POST', '/api/auth/signout', undefined, { cookie: admin.cookie });
    expect((await request(t.app, 'GET', '/api/me', undefined, { bearer })).statusCode).toBe(401);
  });

  it('may end its own session (closing the tab’s View As)', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const bearer = await viewAs(admin, member.user.id);
    const out = await request(t.app, 'POST', '/api/auth/signout', undefined, { bearer });
    expect(out.statusCode).toBe(204);
    expect((await request(t.app, 'GET', '/api/me', undefined, { bearer })).statusCode).toBe(401);
    // The member's own session is untouched.
    const own = await request(t.app, 'GET', '/api/me', undefined, { cookie: member.cookie });
    expect(own.statusCode).toBe(200);
  });
});

describe('an admin-issued temporary password', () => {
  it('lets the member do nothing but change it (or sign out) until they do', async () => {
    const member = await onboardedMember(t.app);
    const admin = await createAdmin(t.app);
    const reset = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/password-reset`,
      {},
      { cookie: admin.cookie },
    );
    const temporary = reset.json().temporary_password as string;
    const signin = await request(t.app, 'POST', '/api/auth/signin', {
      username: member.username,
      password: temporary,
    });
    expect(signin.json().user.must_change_password).toBe(true);
    const cookie = `sid=${signin.cookies.find((c) => c.name === 'sid')?.value}`;

    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/discovery'],
      ['GET', '/api/matches'],
      ['POST', '/api/me/boost'],
    ] as const) {
      const res = await request(t.app, method, url, undefined, { cookie });
      expect([url, res.statusCode, res.json().error.code]).toEqual([
        url,
        403,
        'PASSWORD_CHANGE_REQUIRED',
      ]);
    }
    expect(
      (await request(t.app, 'GET', '/api/auth/session', undefined, { cookie })).json().user,
    ).toMatchObject({ must_change_password: true });
    const change = await request(
      t.app,
      'POST',
      '/api/auth/password',
      { current_password: temporary, new_password: 'my own new passphrase' },
      { cookie },
    );
    expect(change.statusCode).toBe(204);
    expect((await request(t.app, 'GET', '/api/me', undefined, { cookie })).statusCode).toBe(200);
  });
});
