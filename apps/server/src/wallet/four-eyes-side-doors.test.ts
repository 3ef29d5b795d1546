import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../infra/db/schema.js';
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

/**
 * Four eyes without side doors (docs/decisions/024-four-eyes-without-side-doors.md): every coin
 * admins create counts toward one 24-hour total per member and per admin; corrections wait for
 * a second admin like approvals; a different amount needs a reason; a reused receipt always
 * needs two admins. Each case below went through with one admin before.
 */
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

const adjust = (cookie: string, body: Record<string, unknown>) =>
  post(t.app, '/api/admin/adjustments', body, cookie);

describe('corrections', () => {
  it('a large goodwill correction waits for a second, different admin, and moves once', async () => {
    const member = await memberWithCoins(t.app, 100);
    const body = { user_id: member.user.id, delta: 1_000_000, reason: 'goodwill' };
    const asked = await adjust(first.cookie, body);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      outcome: 'awaiting_second_approval',
      adjustment: null,
      coins: 100,
      pending: { delta: 1_000_000, reason: 'goodwill', requested_by: first.user.id },
    });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(100);
    const id = asked.json().pending.id;

    const list = await get(t.app, '/api/admin/adjustments/pending', second.cookie);
    expect(list.json()).toMatchObject({ four_eyes_coins: LIMIT });
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(id);

    const same = await post(t.app, `/api/admin/adjustments/${id}/approve`, {}, first.cookie);
    expect(same.statusCode).toBe(409);
    expect(errorOf(same).code).toBe('FOUR_EYES_SAME_ADMIN');
    const done = await post(t.app, `/api/admin/adjustments/${id}/approve`, {}, second.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'decided', coins: 1_000_100 });
    const again = await post(t.app, `/api/admin/adjustments/${id}/approve`, {}, second.cookie);
    expect(again.json()).toMatchObject({ outcome: 'already_decided', coins: 1_000_100 });
    const decline = await post(t.app, `/api/admin/adjustments/${id}/decline`, {}, first.cookie);
    expect(decline.statusCode).toBe(409);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(1_000_100);
    await expectLedgerInvariant(t.database.db);
  });

  it('a declined correction moves nothing; unknown requests are 404', async () => {
    const member = await memberWithCoins(t.app, 0);
    const body = { user_id: member.user.id, delta: LIMIT + 1, reason: 'refund' };
    const id = (await adjust(first.cookie, body)).json().pending.id;
    const no = await post(
      t.app,
      `/api/admin/adjustments/${id}/decline`,
      { admin_notes: 'No ticket' },
      second.cookie,
    );
    expect(no.json()).toMatchObject({ outcome: 'decided', pending: { status: 'declined' } });
    const late = await post(t.app, `/api/admin/adjustments/${id}/approve`, {}, second.cookie);
    expect(late.statusCode).toBe(409);
    const unknown = `/api/admin/adjustments/${crypto.randomUUID()}/approve`;
    expect((await post(t.app, unknown, {}, second.cookie)).statusCode).toBe(404);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
  });

  it('an approval below the limit and a correction for the rest: the correction waits', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await depositAs(t.app, member.cookie);
    const approve = await post(
      t.app,
      `/api/admin/deposits/${id}/approve`,
      { amount: LIMIT - 1000 },
      first.cookie,
    );
    expect(approve.json()).toMatchObject({ outcome: 'decided' });
    const rest = await adjust(first.cookie, {
      user_id: member.user.id,
      delta: 2000,
      reason: 'the rest',
    });
    expect(rest.json()).toMatchObject({ outcome: 'awaiting_second_approval' });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(LIMIT - 1000);
  });

  it('one admin crediting several members is counted too', async () => {
    const admin = await createAdmin(t.app);
    const a = await memberWithCoins(t.app, 0);
    const b = await memberWithCoins(t.app, 0);
    const one = await adjust(admin.cookie, { user_id: a.user.id, delta: 6000, reason: 'r' });
    expect(one.json()).toMatchObject({ outcome: 'decided' });
    const two = await adjust(admin.cookie, { user_id: b.user.id, delta: 6000, reason: 'r' });
    expect(two.json()).toMatchObject({ outcome: 'awaiting_second_approval' });
    // A take-back moves coins too: it counts by its size.
    const back = await adjust(admin.cookie, { user_id: a.user.id, delta: -5000, reason: 'r' });
    expect(back.json()).toMatchObject({ outcome: 'awaiting_second_approval' });
    expect(await coinsOf(t.database.db, b.user.id)).toBe(0);
    expect(await coinsOf(t.database.db, a.user.id)).toBe(6000);
  });

  it('the queue of waiting corrections is for admins only; View As cannot decide', async () => {
    const member = await memberWithCoins(t.app, 0);
    const body = { user_id: member.user.id, delta: LIMIT + 5, reason: 'x' };
    const id = (await adjust(first.cookie, body)).json().pending.id;
    const approveUrl = `/api/admin/adjustments/${id}/approve`;
    expect((await get(t.app, '/api/admin/adjustments/pending')).statusCode).toBe(401);
    expect((await get(t.app, '/api/admin/adjustments/pending', member.cookie)).statusCode).toBe(
      403,
    );
    expect((await post(t.app, approveUrl, {})).statusCode).toBe(401);
    expect((await post(t.app, approveUrl, {}, member.cookie)).statusCode).toBe(403);
    const link = await post(
      t.app,
      `/api/admin/users/${member.user.id}/impersonate`,
      { reason: 'Support ticket 12' },
      second.cookie,
    );
    const token = new URL(link.json().magic_link, 'http://x').searchParams.get('token');
    const bearer = (
      await request(t.app, 'POST', '/api/auth/impersonation/redeem', { token })
    ).json().token;
    expect((await request(t.app, 'POST', approveUrl, {}, { bearer })).statusCode).toBe(403);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
  });
});

describe('deposit approvals', () => {
  it('an amount other than the quoted coins needs a reason, shown to the second admin', async () => {
    const admin = await createAdmin(t.app); // no coins created today
    const member = await onboardedMember(t.app);
    // 50,000 Kyat quotes 50,000 coins (1 coin per Kyat).
    const { id } = await depositAs(t.app, member.cookie, { amount_kyat: '50000' });
    const url = `/api/admin/deposits/${id}/approve`;
    const silent = await post(t.app, url, { amount: 5000 }, admin.cookie);
    expect(silent.statusCode).toBe(400);
    expect(errorOf(silent)).toMatchObject({
      code: 'AMOUNT_REASON_REQUIRED',
      message:
        'The member sent an amount worth 50000 coins. Please enter a reason for approving a different amount.',
    });
    const blank = await post(t.app, url, { amount: 5000, reason: '   ' }, admin.cookie);
    expect(errorOf(blank).code).toBe('AMOUNT_REASON_REQUIRED');
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);

    const withReason = await post(
      t.app,
      url,
      { amount: 5000, reason: 'Receipt shows 10,000 Kyat' },
      admin.cookie,
    );
    expect(withReason.json()).toMatchObject({ outcome: 'decided', amount: 5000 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deposit.approve'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({
      transaction_id: id,
      quoted_coins: 50000,
      amount_reason: 'Receipt shows 10,000 Kyat',
    });
  });

  it('the reason of a first approval is what the second admin sees', async () => {
    const member = await onboardedMember(t.app);
    const { id } = await depositAs(t.app, member.cookie, { amount_kyat: '100000' });
    const url = `/api/admin/deposits/${id}/approve`;
    const reason = 'Bonus week: 10% extra';
    const firstStep = await post(t.app, url, { amount: 55_000, reason }, first.cookie);
    expect(firstStep.json()).toMatchObject({
      outcome: 'awaiting_second_approval',
      amount_reason: reason,
    });
    const queue = (await get(t.app, '/api/admin/deposits', second.cookie)).json();
    const item = queue.items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ amount_reason: reason, first_approval: { amount: 55_000 } });
    const done = await post(t.app, url, { amount: 55_000 }, second.cookie);
    expect(done.json()).toMatchObject({ outcome: 'decided', amount_reason: reason });
  });

  it('a reused receipt needs a second admin whatever the amount', async () => {
    const a = await onboardedMember(t.app);
    const b = await onboardedMember(t.app);
    const shot = await uniqueJpeg();
    const original = await depositAs(t.app, a.cookie, {}, shot);
    const reused = await depositAs(t.app, b.cookie, {}, shot);
    const ok = await post(
      t.app,
      `/api/admin/deposits/${original.id}/approve`,
      { amount: 100 },
      first.cookie,
    );
    expect(ok.json()).toMatchObject({ outcome: 'decided' });
    const url = `/api/admin/deposits/${reused.id}/approve`;
    const waits = await post(t.app, url, { amount: 100 }, first.cookie);
    expect(waits.json()).toMatchObject({
      outcome: 'awaiting_second_approval',
      duplicate_of: original.id,
    });
    expect(await coinsOf(t.database.db, b.user.id)).toBe(0);
    const done = await post(t.app, url, { amount: 100 }, second.cookie);
    expect(done.json()).toMatchObject({ outcome: 'decided' });
    expect(await coinsOf(t.database.db, b.user.id)).toBe(100);
    await expectLedgerInvariant(t.database.db);
  });
});
