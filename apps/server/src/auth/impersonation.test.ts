import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { impersonationTokens, sessions } from '../infra/db/schema.js';
import { newToken } from '../infra/sessions/tokens.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function issueToken(adminId: string, userId: string, expiresInMs = 5 * 60_000) {
  const { token, hash } = newToken();
  await t.database.db.insert(impersonationTokens).values({
    tokenHash: hash,
    adminId,
    userId,
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return token;
}

async function adminAndMember() {
  const admin = await createAdmin(t.app);
  const member = await signUp(t.app);
  return { admin, member };
}

it('trades a View As token once for a bearer session of the member, setting no cookie', async () => {
  const { admin, member } = await adminAndMember();
  const token = await issueToken(admin.user.id, member.user.id);
  const res = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.user).toMatchObject({ id: member.user.id, role: 'user' });
  expect(res.cookies).toHaveLength(0);
  const session = await request(t.app, 'GET', '/api/auth/session', undefined, {
    bearer: body.token,
  });
  expect(session.json().user.id).toBe(member.user.id);
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.impersonatedBy, admin.user.id));
  expect(row).toMatchObject({ kind: 'bearer', userId: member.user.id });

  const again = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
  expect(again.statusCode).toBe(404);
});

it('refuses an expired or unknown token', async () => {
  const { admin, member } = await adminAndMember();
  const expired = await issueToken(admin.user.id, member.user.id, -1000);
  expect(
    (await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token: expired })).statusCode,
  ).toBe(404);
  expect(
    (await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token: 'nope' })).statusCode,
  ).toBe(404);
});
