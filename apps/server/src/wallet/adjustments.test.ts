import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coinLedger, reports, userProfiles } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import {
  coinsOf,
  depositAs,
  errorOf,
  expectLedgerInvariant,
  get,
  memberWithCoins,
  post,
  uniqueJpeg,
} from './test-support.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

async function viewAs(memberId: string): Promise<string> {
  const link = await post(
    t.app,
    `/api/admin/users/${memberId}/impersonate`,
    { reason: 'Support ticket' },
    admin.cookie,
  );
  const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
  const redeem = await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token });
  return redeem.json().token;
}

describe('adjustments: a correction is a new ledger entry', () => {
  it('adds or takes back coins with a reason, audited and shown to the member', async () => {
    const member = await memberWithCoins(t.app, 1000);
    const { id: depositId } = await depositAs(t.app, member.cookie, {});
    const body = { user_id: member.user.id, delta: -300, reason: 'Credited 300 too many' };
    const res = await post(
      t.app,
      '/api/admin/adjustments',
      { ...body, transaction_id: depositId },
      admin.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      coins: 700,
      adjustment: {
        delta: -300,
        balance_after: 700,
        reason: 'Credited 300 too many',
        transaction_id: depositId,
        admin_username: admin.username,
      },
    });
    const plus = await post(
      t.app,
      '/api/admin/adjustments',
      { user_id: member.user.id, delta: 50, reason: 'Goodwill' },
      admin.cookie,
    );
    expect(plus.json().coins).toBe(750);
    const ledger = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, member.user.id))
      .orderBy(desc(coinLedger.id));
    expect(ledger.slice(0, 2)).toMatchObject([
      { reason: 'admin_adjustment', delta: 50, note: 'Goodwill', adminId: admin.user.id },
      { reason: 'admin_adjustment', delta: -300, referenceId: depositId },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'coins.adjust'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      targetUserId: member.user.id,
      details: { delta: 50, reason: 'Goodwill', balance_after: 750 },
    });
    const mine = (await get(t.app, '/api/wallet/adjustments', member.cookie)).json().items;
    expect(mine.map((a: { delta: number; reason: string }) => [a.delta, a.reason])).toEqual([
      [50, 'Goodwill'],
      [-300, 'Credited 300 too many'],
    ]);
    // The member's View As tab reads the same history.
    const bearer = await viewAs(member.user.id);
    const seen = await request(t.app, 'GET', '/api/wallet/adjustments', undefined, { bearer });
    expect(seen.json().items).toHaveLength(2);
    await expectLedgerInvariant(t.database.db);
  });

  it('refuses a balance below zero, zero, no reason, another member’s transaction; nothing changes', async () => {
    const member = await memberWithCoins(t.app, 100);
    const other = await onboardedMember(t.app);
    const { id: othersDeposit } = await depositAs(t.app, other.cookie, {});
    const below = await post(
      t.app,
      '/api/admin/adjustments',
      { user_id: member.user.id, delta: -101, reason: 'Too much' },
      admin.cookie,
    );
    expect(below.statusCode).toBe(422);
    expect(errorOf(below)).toMatchObject({
      code: 'BALANCE_NEGATIVE',
      message: 'This correction would take the balance below zero.',
    });
    for (const bad of [
      { delta: 0, reason: 'x' },
      { delta: 1.5, reason: 'x' },
      { delta: 5, reason: '   ' },
      { delta: 5, reason: 'x'.repeat(501) },
    ]) {
      const res = await post(
        t.app,
        '/api/admin/adjustments',
        { user_id: member.user.id, ...bad },
        admin.cookie,
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const foreign = await post(
      t.app,
      '/api/admin/adjustments',
      { user_id: member.user.id, delta: 5, reason: 'x', transaction_id: othersDeposit },
      admin.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(100);
    expect((await get(t.app, '/api/wallet/adjustments', member.cookie)).json().items).toEqual([]);
  });

  it('is for admins only: anonymous 401, a member 403, View As 403', async () => {
    const member = await memberWithCoins(t.app, 100);
    const body = { user_id: member.user.id, delta: 5, reason: 'x' };
    expect((await post(t.app, '/api/admin/adjustments', body)).statusCode).toBe(401);
    expect((await post(t.app, '/api/admin/adjustments', body, member.cookie)).statusCode).toBe(403);
    const bearer = await viewAs(member.user.id);
    const asMember = await request(t.app, 'POST', '/api/admin/adjustments', body, { bearer });
    expect(asMember.statusCode).toBe(403);
    expect((await get(t.app, '/api/wallet/adjustments')).statusCode).toBe(401);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(100);
  });
});

describe('what an admin sees before deciding', () => {
  it('says what a duplicate matched, warns of a blocked member, open reports and earlier deposits', async () => {
    const member = await onboardedMember(t.app);
    const reporter = await onboardedMember(t.app);
    const shot = await uniqueJpeg();
    const earlier = await depositAs(t.app, member.cookie, { transaction_ref: 'TX-55' }, shot);
    await post(t.app, `/api/admin/deposits/${earlier.id}/approve`, { amount: 400 }, admin.cookie);
    const sameShot = await depositAs(t.app, member.cookie, {}, shot);
    const sameRef = await depositAs(t.app, member.cookie, { transaction_ref: 'tx-55' });
    const both = await depositAs(t.app, member.cookie, { transaction_ref: 'TX-55' }, shot);
    await t.database.db.insert(reports).values({
      reporterUserId: reporter.user.id,
      reportedUserId: member.user.id,
      reason: 'Underage user',
    });
    await t.database.db
      .update(userProfiles)
      .set({ isBlocked: true })
      .where(eq(userProfiles.userId, member.user.id));
    const items = (await get(t.app, '/api/admin/deposits', admin.cookie)).json().items;
    const byId = (id: string) => items.find((i: { id: string }) => i.id === id);
    expect(byId(sameShot.id)).toMatchObject({
      duplicate_of: earlier.id,
      duplicate_match: 'screenshot',
    });
    expect(byId(sameRef.id)).toMatchObject({
      duplicate_of: earlier.id,
      duplicate_match: 'reference',
    });
    expect(byId(both.id)).toMatchObject({ duplicate_of: earlier.id, duplicate_match: 'both' });
    expect(byId(both.id).member_context).toEqual({
      is_blocked: true,
      open_reports: 1,
      approved_deposits: 1,
      approved_deposit_coins: 400,
    });
    // The queue's filters and search by transaction reference.
    const search = (await get(t.app, '/api/admin/deposits?q=tx-5', admin.cookie)).json().items;
    expect(search.map((i: { id: string }) => i.id)).toEqual([sameRef.id, both.id]);
    const wave = (await get(t.app, '/api/admin/deposits?method=wavepay', admin.cookie)).json();
    expect(wave.items.some((i: { id: string }) => i.id === both.id)).toBe(false);
    // History: who decided, searchable by reference.
    const history = (await get(t.app, '/api/admin/transactions?q=TX-55', admin.cookie)).json();
    expect(history.items).toMatchObject([
      { id: earlier.id, decided_by_username: admin.username, status: 'approved' },
    ]);
  });
});

describe('a duplicate flag links to the other transaction', () => {
  it('the history finds a transaction by its whole id in any state', async () => {
    const member = await onboardedMember(t.app);
    const open = await depositAs(t.app, member.cookie, {});
    const found = (await get(t.app, `/api/admin/transactions?q=${open.id}`, admin.cookie)).json();
    expect(found.items).toMatchObject([{ id: open.id, status: 'pending' }]);
    const prefix = (
      await get(t.app, `/api/admin/transactions?q=${open.id.slice(0, 8)}`, admin.cookie)
    ).json();
    expect(prefix.items).toEqual([]);
  });
});
