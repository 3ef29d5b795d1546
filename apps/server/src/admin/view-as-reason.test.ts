import { VIEW_AS_REASON_MAX_LENGTH } from '@dating/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, impersonationTokens } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, signUp, type TestApp } from '../test/test-app.js';

/** Issue 31: starting View As needs a reason (3..500 characters), kept in its audit entry. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const url = (id: string) => `/api/admin/users/${id}/impersonate`;
const start = (id: string, body: unknown, caller: { cookie?: string; bearer?: string } = admin) =>
  request(t.app, 'POST', url(id), body, caller);
const viewAsAudit = (targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, targetId), eq(auditLog.action, 'user.impersonate')));
const linksFor = (userId: string) =>
  t.database.db.select().from(impersonationTokens).where(eq(impersonationTokens.userId, userId));

describe('starting View As', () => {
  it('refuses a missing, blank, short or overlong reason with a clear message, and gives no link', async () => {
    const member = await onboardedMember(t.app);
    const cases: [unknown, string][] = [
      [{}, 'Please say why you are viewing as this member.'],
      [{ reason: '   ' }, 'Please say why you are viewing as this member (at least 3 characters).'],
      [
        { reason: ' ab ' },
        'Please say why you are viewing as this member (at least 3 characters).',
      ],
      [
        { reason: 'x'.repeat(VIEW_AS_REASON_MAX_LENGTH + 1) },
        'The reason can be at most 500 characters.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await start(member.user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        params: { field: 'reason' },
      });
    }
    expect(await linksFor(member.user.id)).toEqual([]);
    expect(await viewAsAudit(member.user.id)).toEqual([]);
  });

  it('keeps the reason (trimmed) in the audit entry', async () => {
    const member = await onboardedMember(t.app);
    const res = await start(member.user.id, { reason: '  Ticket 812: photos not showing  ' });
    expect(res.statusCode).toBe(200);
    const [entry, ...more] = await viewAsAudit(member.user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ adminId: admin.user.id });
    expect(entry?.details).toMatchObject({
      username: member.username,
      reason: 'Ticket 812: photos not showing',
    });
    const audit = await request(t.app, 'GET', '/api/admin/audit', undefined, admin);
    const listed = audit
      .json()
      .items.find((item: { target: { id: string } | null }) => item.target?.id === member.user.id);
    expect(listed.details.reason).toBe('Ticket 812: photos not showing');
  });

  it('refuses anonymous callers, members, a View As session and admin targets', async () => {
    const member = await onboardedMember(t.app);
    const body = { reason: 'Support ticket' };
    const anonymous = await start(member.user.id, body, {});
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 'UNAUTHENTICATED']);

    const otherMember = await signUp(t.app);
    const asMember = await start(member.user.id, body, { cookie: otherMember.cookie });
    expect([asMember.statusCode, asMember.json().error.code]).toEqual([403, 'ADMIN_REQUIRED']);

    const link = (await start(member.user.id, body)).json().magic_link as string;
    const token = new URL(link, 'http://x').searchParams.get('token');
    const redeemed = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const bearer = redeemed.json().token as string;
    const viewingAs = await start(member.user.id, body, { bearer });
    expect(viewingAs.statusCode).toBe(403);

    const otherAdmin = await createAdmin(t.app);
    const adminTarget = await start(otherAdmin.user.id, body);
    expect([adminTarget.statusCode, adminTarget.json().error.code]).toEqual([403, 'ADMIN_TARGET']);
    // Only the one allowed start was audited.
    expect(await viewAsAudit(member.user.id)).toHaveLength(1);
    expect(await viewAsAudit(otherAdmin.user.id)).toEqual([]);
  });
});
