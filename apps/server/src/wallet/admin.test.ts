import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coinLedger } from '../infra/db/schema.js';
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
  withdrawalAs,
} from './test-support.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const deposit = (cookie: string, fields: Record<string, string> = {}, proof?: Buffer) =>
  depositAs(t.app, cookie, fields, proof);
const withdrawal = (cookie: string, amount = 1000) => withdrawalAs(t.app, cookie, amount);

const auditFor = async (transactionId: string) =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id))).filter(
    (a) => (a.details as { transaction_id?: string }).transaction_id === transactionId,
  );

describe('admin deposits', () => {
  it('lists pending deposits oldest first with the member and the duplicate flag', async () => {
    const member = await onboardedMember(t.app);
    const image = await uniqueJpeg();
    const first = await deposit(member.cookie, { transaction_ref: 'REF-777' }, image);
    const sameImage = await deposit(member.cookie, {}, image);
    const sameRef = await deposit(member.cookie, { transaction_ref: ' ref-777 ' });
    const fresh = await deposit(member.cookie, { transaction_ref: 'OTHER-1' });
    const res = await get(t.app, '/api/admin/deposits', admin.cookie);
    expect(res.statusCode).toBe(200);
    const mine = res
      .json()
      .items.filter((i: { user: { id: string } | null }) => i.user?.id === member.user.id);
    expect(mine.map((i: { id: string }) => i.id)).toEqual([
      first.id,
      sameImage.id,
      sameRef.id,
      fresh.id,
    ]);
    expect(mine.map((i: { duplicate_of: string | null }) => i.duplicate_of)).toEqual([
      null,
      first.id,
      first.id,
      null,
    ]);
    expect(mine[0]).toMatchObject({
      user: { id: member.user.id, username: member.username, first_name: 'Thiri' },
      payment_method: 'kbzpay',
      transaction_ref: 'REF-777',
      proof_url: `/files/deposit-proofs/${member.user.id}/${first.id}.webp`,
      status: 'pending',
    });
    expect((await get(t.app, mine[0].proof_url, admin.cookie)).statusCode).toBe(200);
  });

  it("approve needs a positive integer: 'Please enter a valid amount.'", async () => {
    const member = await onboardedMember(t.app);
    const { id } = await deposit(member.cookie);
    for (const amount of [0, -5, 1.5, 'abc', '', null, undefined]) {
      const res = await post(t.app, `/api/admin/deposits/${id}/approve`, { amount }, admin.cookie);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(errorOf(res).message).toBe('Please enter a valid amount.');
    }
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
  });

  it('approving credits the amount once, audited; a repeat answers the outcome, a conflict 409', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await deposit(member.cookie);
    const res = await post(
      t.app,
      `/api/admin/deposits/${id}/approve`,
      { amount: 5000 },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      amount: 5000,
      decided_by: admin.user.id,
    });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(5000);
    const credit = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.referenceId, id));
    expect(credit).toMatchObject([{ delta: 5000, reason: 'deposit', userId: member.user.id }]);
    expect(await auditFor(id)).toMatchObject([
      { adminId: admin.user.id, action: 'deposit.approve', targetUserId: member.user.id },
    ]);
    const repeat = await post(
      t.app,
      `/api/admin/deposits/${id}/approve`,
      { amount: 5000 },
      admin.cookie,
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ status: 'approved', outcome: 'already_decided' });
    const conflict = await post(t.app, `/api/admin/deposits/${id}/reject`, {}, admin.cookie);
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).code).toBe('ALREADY_DECIDED');
    expect(await coinsOf(t.database.db, member.user.id)).toBe(5000);
    const gone = (await get(t.app, '/api/admin/deposits', admin.cookie)).json().items;
    expect(gone.map((i: { id: string }) => i.id)).not.toContain(id);
    await expectLedgerInvariant(t.database.db);
  });

  it("rejecting credits nothing; notes default to 'No reason provided'", async () => {
    const member = await onboardedMember(t.app);
    const a = await deposit(member.cookie);
    const b = await deposit(member.cookie);
    const plain = await post(t.app, `/api/admin/deposits/${a.id}/reject`, {}, admin.cookie);
    expect(plain.json()).toMatchObject({ status: 'rejected', admin_notes: 'No reason provided' });
    const noted = await post(
      t.app,
      `/api/admin/deposits/${b.id}/reject`,
      { admin_notes: '  Blurry  ' },
      admin.cookie,
    );
    expect(noted.json()).toMatchObject({ status: 'rejected', admin_notes: 'Blurry' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
    expect(await auditFor(b.id)).toMatchObject([
      { action: 'deposit.reject', adminId: admin.user.id },
    ]);
    const mine = (await get(t.app, '/api/wallet/transactions', member.cookie)).json().items;
    expect(mine.map((i: { status: string }) => i.status)).toEqual(['rejected', 'rejected']);
  });

  it('a retried approval with the same Idempotency-Key answers the same and credits once', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await deposit(member.cookie);
    const send = () =>
      post(
        t.app,
        `/api/admin/deposits/${id}/approve`,
        { amount: 700 },
        admin.cookie,
        'approve-0001',
      );
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await coinsOf(t.database.db, member.user.id)).toBe(700);
  });

  it("a deleted member's deposit can be rejected but not approved (409 ACCOUNT_DELETED)", async () => {
    const member = await onboardedMember(t.app);
    const a = await deposit(member.cookie, { transaction_ref: 'GONE-1' });
    const b = await deposit(member.cookie);
    expect(
      (await request(t.app, 'DELETE', '/api/me', undefined, { cookie: member.cookie })).statusCode,
    ).toBe(204);
    const listed = (await get(t.app, '/api/admin/deposits', admin.cookie)).json().items;
    expect(listed.find((i: { id: string }) => i.id === a.id)).toMatchObject({
      user: null,
      proof_url: null,
      transaction_ref: null,
    });
    const approve = await post(
      t.app,
      `/api/admin/deposits/${a.id}/approve`,
      { amount: 100 },
      admin.cookie,
    );
    expect(approve.statusCode).toBe(409);
    expect(errorOf(approve)).toEqual({
      code: 'ACCOUNT_DELETED',
      message: 'This member has deleted their account.',
    });
    expect(
      (await post(t.app, `/api/admin/deposits/${b.id}/reject`, {}, admin.cookie)).statusCode,
    ).toBe(200);
  });

  it('unknown, malformed or wrong-type ids are 404', async () => {
    const member = await memberWithCoins(t.app, 2000);
    const w = await withdrawal(member.cookie);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', w.id]) {
      const res = await post(
        t.app,
        `/api/admin/deposits/${id}/approve`,
        { amount: 10 },
        admin.cookie,
      );
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('admin withdrawals', () => {
  it('lists pending withdrawals oldest first; approving keeps the hold, audited', async () => {
    const member = await memberWithCoins(t.app, 3000);
    const first = await withdrawal(member.cookie, 1000);
    const second = await withdrawal(member.cookie, 1200);
    const items = (await get(t.app, '/api/admin/withdrawals', admin.cookie)).json().items;
    const mine = items.filter(
      (i: { user: { id: string } | null }) => i.user?.id === member.user.id,
    );
    expect(mine.map((i: { id: string }) => i.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({ amount: 1000, payout_details: 'KBZ 09 5', status: 'pending' });
    const res = await post(
      t.app,
      `/api/admin/withdrawals/${first.id}/approve`,
      { payout_reference: 'KBZ 0091' },
      admin.cookie,
    );
    expect(res.json()).toMatchObject({ status: 'approved', amount: 1000, outcome: 'decided' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(800);
    expect(await auditFor(first.id)).toMatchObject([{ action: 'withdrawal.approve' }]);
    const again = await post(t.app, `/api/admin/withdrawals/${first.id}/reject`, {}, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(800);
  });

  it('rejecting returns the held coins (withdrawal_release), audited', async () => {
    const member = await memberWithCoins(t.app, 2600);
    const { id } = await withdrawal(member.cookie, 2100);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(500);
    const res = await post(
      t.app,
      `/api/admin/withdrawals/${id}/reject`,
      { admin_notes: 'Wrong number' },
      admin.cookie,
    );
    expect(res.json()).toMatchObject({ status: 'rejected', admin_notes: 'Wrong number' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(2600);
    const rows = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.referenceId, id));
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['withdrawal_hold', -2100],
      ['withdrawal_release', 2100],
    ]);
    expect(await auditFor(id)).toMatchObject([
      { action: 'withdrawal.reject', adminId: admin.user.id, targetUserId: member.user.id },
    ]);
    const repeat = await post(t.app, `/api/admin/withdrawals/${id}/reject`, {}, admin.cookie);
    expect(repeat.json()).toMatchObject({ status: 'rejected', outcome: 'already_decided' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(2600);
    await expectLedgerInvariant(t.database.db);
  });
});
