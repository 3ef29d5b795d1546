import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE_ACCOUNT_BLOCKED } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { accounts, auditLog, impersonationTokens } from '../infra/db/schema.js';
import { hashToken } from '../infra/sessions/tokens.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  otherAdmin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const post = (url: string, body: unknown = {}, cookie = admin.cookie) =>
  request(t.app, 'POST', url, body, { cookie });
const session = (cookie: string) =>
  request(t.app, 'GET', '/api/auth/session', undefined, { cookie });
const tokenOf = (magicLink: string) =>
  new URL(magicLink, 'http://localhost').searchParams.get('token') as string;
const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetId));

describe('block', () => {
  it('ends the member session at once, refuses sign-in, and unblocks', async () => {
    const member = await onboardedMember(t.app);
    expect((await session(member.cookie)).json().user).not.toBeNull();

    const blocked = await post(`/api/admin/users/${member.user.id}/block`, {
      blocked: true,
      reason: 'Scam messages',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: member.user.id, is_blocked: true, role: 'user' });
    expect((await session(member.cookie)).json().user).toBeNull();
    const signIn = await request(t.app, 'POST', '/api/auth/signin', {
      username: member.username,
      password: member.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('ACCOUNT_BLOCKED');
    // A blocked member cannot be viewed as either.
    const viewAs = await post(`/api/admin/users/${member.user.id}/impersonate`, {
      reason: 'Support ticket',
    });
    expect(viewAs.statusCode).toBe(403);

    const unblocked = await post(`/api/admin/users/${member.user.id}/block`, { blocked: false });
    expect(unblocked.json().is_blocked).toBe(false);
    const again = await request(t.app, 'POST', '/api/auth/signin', {
      username: member.username,
      password: member.password,
    });
    expect(again.statusCode).toBe(200);

    const actions = (await auditOf(member.user.id)).map((row) => [row.action, row.adminId]);
    expect(actions).toEqual([
      ['user.block', admin.user.id],
      ['user.unblock', admin.user.id],
    ]);
  });

  it('closes the member realtime sockets with the blocked code, so the app can say why', async () => {
    const member = await onboardedMember(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { cookie: member.cookie },
      origin: `http://127.0.0.1:${port}`,
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await post(`/api/admin/users/${member.user.id}/block`, {
      blocked: true,
      reason: 'Scam messages',
    });
    expect(await closed).toBe(REALTIME_CLOSE_ACCOUNT_BLOCKED);
  });

  it('refuses admin targets, including oneself', async () => {
    for (const target of [otherAdmin, admin]) {
      const id = target.user.id;
      for (const [url, body] of [
        [`/api/admin/users/${id}/block`, { blocked: true, reason: 'Test' }],
        [`/api/admin/users/${id}/impersonate`, { reason: 'Support ticket' }],
        [`/api/admin/users/${id}/password-reset`, {}],
      ] as const) {
        const res = await post(url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('ADMIN_TARGET');
      }
    }
    expect((await session(otherAdmin.cookie)).json().user).not.toBeNull();
    expect(await auditOf(otherAdmin.user.id)).toEqual([]);
  });
});

describe('View As', () => {
  it('gives a hashed one-time link that works once, and audits it', async () => {
    const member = await onboardedMember(t.app);
    const res = await post(`/api/admin/users/${member.user.id}/impersonate`, {
      reason: 'Support ticket',
    });
    expect(res.statusCode).toBe(200);
    const link = res.json().magic_link as string;
    expect(link).toMatch(/^\/impersonate\?token=[\w-]+$/);
    const token = tokenOf(link);
    const [row] = await t.database.db
      .select()
      .from(impersonationTokens)
      .where(eq(impersonationTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ adminId: admin.user.id, userId: member.user.id, usedAt: null });
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);

    const redeem = () => request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(member.user.id);
    const me = await request(t.app, 'GET', '/api/auth/session', undefined, {
      bearer: first.json().token,
    });
    expect(me.json().user.username).toBe(member.username);
    expect((await redeem()).statusCode).toBe(404);

    const [audit] = await auditOf(member.user.id);
    expect(audit).toMatchObject({ action: 'user.impersonate', adminId: admin.user.id });
  });

  it('expires', async () => {
    const member = await onboardedMember(t.app);
    const token = tokenOf(
      (
        await post(`/api/admin/users/${member.user.id}/impersonate`, { reason: 'Support ticket' })
      ).json().magic_link,
    );
    await t.database.db
      .update(impersonationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(impersonationTokens.tokenHash, hashToken(token)));
    const res = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    expect(res.statusCode).toBe(404);
  });
});

describe('password reset', () => {
  it('gives a temporary password the member must change, and ends their sessions', async () => {
    const member = await onboardedMember(t.app);
    const res = await post(`/api/admin/users/${member.user.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const temporary = res.json().temporary_password as string;
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await session(member.cookie)).json().user).toBeNull();

    const signIn = (password: string) =>
      request(t.app, 'POST', '/api/auth/signin', { username: member.username, password });
    expect((await signIn(member.password)).statusCode).toBe(401);
    const fresh = await signIn(temporary);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.must_change_password).toBe(true);
    const [account] = await t.database.db
      .select({ must: accounts.mustChangePassword })
      .from(accounts)
      .where(eq(accounts.id, member.user.id));
    expect(account?.must).toBe(true);
    expect((await auditOf(member.user.id)).map((r) => r.action)).toEqual(['user.password_reset']);
  });
});
