import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moderationClaims } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import { claimItem, expireClaim, openItem, releaseItem, storedClaim } from './test-items.js';

/** Claiming, renewing, releasing and listing (docs/decisions/026-moderation-claims.md). */

let t: TestApp;
let first: Awaited<ReturnType<typeof createAdmin>>;
let second: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  first = await createAdmin(t.app);
  second = await createAdmin(t.app);
});
afterAll(async () => t.close());

const auditOf = (itemId: string) =>
  t.database.db
    .select({ adminId: auditLog.adminId, action: auditLog.action, target: auditLog.targetUserId })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'claim.take'), eq(auditLog.adminId, first.user.id)))
    .then(async (takes) => {
      const all = await t.database.db.select().from(auditLog);
      return {
        takes,
        lines: all
          .filter((row) => (row.details as { item_id?: string } | null)?.item_id === itemId)
          .map((row) => ({ admin: row.adminId, action: row.action, target: row.targetUserId })),
      };
    });

const listed = async (kind: string, who = second) =>
  (await request(t.app, 'GET', `/api/admin/claims?kind=${kind}`, undefined, who)).json().items as {
    id: string;
    admin: { username: string };
    expires_at: string;
  }[];

describe('claims', () => {
  it('audits a claim and a release, not a renewal, and lists live claims for others', async () => {
    const item = await openItem(t.app, 'deposit');
    const claimed = await claimItem(t.app, item, first);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const until = new Date(claimed.json().expires_at).getTime();
    expect(until).toBeGreaterThan(Date.now() + 5 * 60 * 1000);
    const seen = (await listed('deposit')).find((claim) => claim.id === item.id);
    expect(seen?.admin.username).toBe(first.user.username);

    const renewed = await claimItem(t.app, item, first);
    expect(renewed.statusCode).toBe(200);
    expect(new Date(renewed.json().expires_at).getTime()).toBeGreaterThanOrEqual(until);

    expect((await releaseItem(t.app, item, first)).json()).toEqual({ released: true });
    expect(await storedClaim(t.app, item)).toBeUndefined();
    expect((await listed('deposit')).some((claim) => claim.id === item.id)).toBe(false);
    // Released already: nothing more happens, and nothing more is written.
    expect((await releaseItem(t.app, item, first)).json()).toEqual({ released: false });

    const { lines } = await auditOf(item.id);
    expect(lines).toEqual([
      { admin: first.user.id, action: 'claim.take', target: item.memberId },
      { admin: first.user.id, action: 'claim.release', target: item.memberId },
    ]);
  });

  it('does not let another admin release a claim, and hides expired ones', async () => {
    const item = await openItem(t.app, 'kyc');
    expect((await claimItem(t.app, item, first)).statusCode).toBe(200);
    expect((await releaseItem(t.app, item, second)).json()).toEqual({ released: false });
    expect((await storedClaim(t.app, item))?.adminId).toBe(first.user.id);
    await expireClaim(t.app, item);
    expect((await listed('kyc')).some((claim) => claim.id === item.id)).toBe(false);
    // An expired claim is no longer its holder's to release.
    expect((await releaseItem(t.app, item, first)).json()).toEqual({ released: false });
  });

  it('refuses unknown items and kinds, changing nothing', async () => {
    const item = await openItem(t.app, 'withdrawal');
    const unknown = { ...item, id: crypto.randomUUID() };
    expect((await claimItem(t.app, unknown, first)).statusCode).toBe(404);
    // A withdrawal is not a deposit.
    const wrongKind = await claimItem(t.app, { ...item, kind: 'deposit' }, first);
    expect(wrongKind.statusCode).toBe(404);
    const bad = await request(
      t.app,
      'POST',
      `/api/admin/claims/payments/${item.id}`,
      undefined,
      first,
    );
    expect(bad.statusCode).toBe(400);
    const notUuid = await request(t.app, 'POST', '/api/admin/claims/kyc/42', undefined, first);
    expect(notUuid.statusCode).toBe(400);
    const list = await request(t.app, 'GET', '/api/admin/claims', undefined, first);
    expect(list.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(moderationClaims)
      .where(inArray(moderationClaims.itemId, [item.id, unknown.id]));
    expect(rows).toEqual([]);
  });

  it('refuses anonymous callers, members and View As sessions', async () => {
    const item = await openItem(t.app, 'report');
    const member = await onboardedMember(t.app);
    const link = await request(
      t.app,
      'POST',
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket' },
      first,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
    const viewAs = { bearer: redeem.json().token as string };

    expect((await claimItem(t.app, item, {})).statusCode).toBe(401);
    const asMember = await claimItem(t.app, item, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.code).toBe('ADMIN_REQUIRED');
    // A View As session is the member's, not the admin's.
    const looking = await claimItem(t.app, item, viewAs);
    expect(looking.statusCode).toBe(403);
    expect(looking.json().error.code).toBe('ADMIN_REQUIRED');
    expect(await storedClaim(t.app, item)).toBeUndefined();

    expect((await claimItem(t.app, item, first)).statusCode).toBe(200);
    expect((await releaseItem(t.app, item, {})).statusCode).toBe(401);
    expect((await releaseItem(t.app, item, member)).statusCode).toBe(403);
    expect((await releaseItem(t.app, item, viewAs)).json().error.code).toBe('ADMIN_REQUIRED');
    const list = await request(t.app, 'GET', '/api/admin/claims?kind=report', undefined, member);
    expect(list.statusCode).toBe(403);
    const listViewAs = await request(
      t.app,
      'GET',
      '/api/admin/claims?kind=report',
      undefined,
      viewAs,
    );
    expect(listViewAs.statusCode).toBe(403);
    expect((await request(t.app, 'GET', '/api/admin/claims?kind=report')).statusCode).toBe(401);
    expect((await storedClaim(t.app, item))?.adminId).toBe(first.user.id);
  });
});
