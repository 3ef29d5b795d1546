import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coinLedger } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  coinsOf,
  depositAs,
  errorOf,
  expectLedgerInvariant,
  get,
  memberWithCoins,
  post,
  withdrawalAs,
} from './test-support.js';

// A small limit keeps the amounts readable; the default (50,000) is the shared FOUR_EYES_COINS.
const LIMIT = 10_000;
let t: TestApp;
let first: Awaited<ReturnType<typeof createAdmin>>;
let second: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ fourEyesCoins: LIMIT });
  first = await createAdmin(t.app);
  second = await createAdmin(t.app);
});
afterAll(async () => t.close());

const actionsFor = async (transactionId: string) =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)))
    .filter((a) => (a.details as { transaction_id?: string }).transaction_id === transactionId)
    .map((a) => [a.action, a.adminId]);

describe('four eyes on deposits above FOUR_EYES_COINS', () => {
  it('the first approval waits, the same admin is refused, a second admin credits exactly once', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await depositAs(t.app, member.cookie, {});
    const url = `/api/admin/deposits/${id}/approve`;
    const firstApproval = await post(t.app, url, { amount: LIMIT + 1 }, first.cookie);
    expect(firstApproval.statusCode).toBe(200);
    expect(firstApproval.json()).toMatchObject({
      status: 'pending',
      outcome: 'awaiting_second_approval',
      first_approval: { admin_id: first.user.id, username: first.username, amount: LIMIT + 1 },
    });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
    const list = (await get(t.app, '/api/admin/deposits', second.cookie)).json();
    expect(list.four_eyes_coins).toBe(LIMIT);
    expect(list.items.find((i: { id: string }) => i.id === id).first_approval.username).toBe(
      first.username,
    );

    const same = await post(t.app, url, { amount: LIMIT + 1 }, first.cookie);
    expect(same.statusCode).toBe(409);
    expect(errorOf(same)).toMatchObject({
      code: 'FOUR_EYES_SAME_ADMIN',
      message: 'You already approved this. A second, different administrator must approve it too.',
    });
    const otherAmount = await post(t.app, url, { amount: LIMIT + 2 }, second.cookie);
    expect(otherAmount.statusCode).toBe(409);
    expect(errorOf(otherAmount).code).toBe('FOUR_EYES_AMOUNT_MISMATCH');
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);

    const done = await post(t.app, url, { amount: LIMIT + 1 }, second.cookie);
    expect(done.json()).toMatchObject({
      status: 'approved',
      outcome: 'decided',
      decided_by: second.user.id,
      decided_by_username: second.username,
    });
    const again = await post(t.app, url, { amount: LIMIT + 1 }, first.cookie);
    expect(again.json()).toMatchObject({ outcome: 'already_decided', status: 'approved' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(LIMIT + 1);
    const credits = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.referenceId, id));
    expect(credits).toHaveLength(1);
    expect(await actionsFor(id)).toEqual([
      ['deposit.approve', second.user.id],
      ['deposit.first_approve', first.user.id],
    ]);
    await expectLedgerInvariant(t.database.db);
  });

  it('at or below the limit one admin decides; two admins at once still credit once', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await depositAs(t.app, member.cookie, {});
    const res = await post(
      t.app,
      `/api/admin/deposits/${id}/approve`,
      { amount: LIMIT },
      first.cookie,
    );
    expect(res.json()).toMatchObject({ status: 'approved', outcome: 'decided' });

    const big = await depositAs(t.app, member.cookie, {});
    const url = `/api/admin/deposits/${big.id}/approve`;
    await post(t.app, url, { amount: 20_000 }, first.cookie);
    const third = await createAdmin(t.app);
    const both = await Promise.all([
      post(t.app, url, { amount: 20_000 }, second.cookie),
      post(t.app, url, { amount: 20_000 }, third.cookie),
    ]);
    expect(both.map((r) => r.json().outcome).sort()).toEqual(['already_decided', 'decided']);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(LIMIT + 20_000);
    await expectLedgerInvariant(t.database.db);
  });
});

describe('withdrawals: four eyes and the payout reference', () => {
  it('the completing approval needs the payout reference, which the member then sees', async () => {
    const member = await memberWithCoins(t.app, 3000);
    const { id } = await withdrawalAs(t.app, member.cookie, 1500);
    const url = `/api/admin/withdrawals/${id}/approve`;
    const missing = await post(t.app, url, {}, first.cookie);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe('Please enter the reference of the payout you made.');
    const tooLong = await post(t.app, url, { payout_reference: 'x'.repeat(101) }, first.cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await get(t.app, '/api/wallet/transactions', member.cookie)).json().items[0],
    ).toMatchObject({ status: 'pending', payout_reference: null });
    const ok = await post(t.app, url, { payout_reference: ' KBZ-77881 ' }, first.cookie);
    expect(ok.json()).toMatchObject({ status: 'approved', payout_reference: 'KBZ-77881' });
    const mine = (await get(t.app, '/api/wallet/transactions', member.cookie)).json().items[0];
    expect(mine).toMatchObject({ id, status: 'approved', payout_reference: 'KBZ-77881' });
    const found = (await get(t.app, '/api/admin/transactions?q=kbz-778', second.cookie)).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('above the limit a second, different admin completes it', async () => {
    const member = await memberWithCoins(t.app, LIMIT * 3);
    const { id } = await withdrawalAs(t.app, member.cookie, LIMIT * 2);
    const url = `/api/admin/withdrawals/${id}/approve`;
    const firstApproval = await post(t.app, url, {}, first.cookie);
    expect(firstApproval.json().outcome).toBe('awaiting_second_approval');
    expect(errorOf(await post(t.app, url, { payout_reference: 'W-1' }, first.cookie)).code).toBe(
      'FOUR_EYES_SAME_ADMIN',
    );
    const done = await post(t.app, url, { payout_reference: 'W-1' }, second.cookie);
    expect(done.json()).toMatchObject({ status: 'approved', outcome: 'decided' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(LIMIT);
  });
});
