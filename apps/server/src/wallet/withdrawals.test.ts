import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, walletTransactions } from '../infra/db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { coinsOf, errorOf, expectLedgerInvariant, memberWithCoins, post } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

const transactionsOf = (userId: string) =>
  t.database.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

describe('POST /api/wallet/withdrawals', () => {
  const withdraw = (cookie: string, body: unknown, key?: string) =>
    post(t.app, '/api/wallet/withdrawals', body, cookie, key);

  it('gives the spec message for each invalid request', async () => {
    const member = await memberWithCoins(t.app, 5000);
    const details = 'KBZ Pay 09 123 456 789, Aung Aung';
    const cases: [unknown, string][] = [
      [{ amount: 999, payout_details: details }, 'Minimum withdrawal is 1000 coins.'],
      [{ amount: 0, payout_details: details }, 'Minimum withdrawal is 1000 coins.'],
      [{ amount: -5000, payout_details: details }, 'Minimum withdrawal is 1000 coins.'],
      [{ amount: '', payout_details: details }, 'Minimum withdrawal is 1000 coins.'],
      [{ amount: 1000.5, payout_details: details }, 'Please enter a valid amount.'],
      [{ amount: 'lots', payout_details: details }, 'Please enter a valid amount.'],
      [{ payout_details: details }, 'Please enter a valid amount.'],
      [{ amount: 1000 }, 'Please enter your payout details.'],
      [{ amount: 1000, payout_details: '' }, 'Please enter your payout details.'],
      [{ amount: 1000, payout_details: '   \n ' }, 'Please enter your payout details.'],
    ];
    for (const [body, message] of cases) {
      const res = await withdraw(member.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message, JSON.stringify(body)).toBe(message);
    }
    expect(await coinsOf(t.database.db, member.user.id)).toBe(5000);
    expect(await transactionsOf(member.user.id)).toEqual([]);
  });

  it('boundaries: balance − 499 is refused with the maximum, balance − 500 is held at once', async () => {
    const member = await memberWithCoins(t.app, 2000);
    const details = 'Wave Pay 09 987 654 321';
    const over = await withdraw(member.cookie, { amount: 1501, payout_details: details });
    expect(over.statusCode).toBe(422);
    expect(errorOf(over)).toEqual({
      code: 'WITHDRAWAL_MAXIMUM',
      message: 'You can withdraw a maximum of 1500 coins.',
      params: { max: 1500 },
    });
    const ok = await withdraw(member.cookie, { amount: 1500, payout_details: ` ${details} ` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      type: 'withdraw',
      status: 'pending',
      amount: 1500,
      payout_details: details,
      payment_method: null,
      proof_url: null,
    });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(500);
    const [hold] = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.referenceId, ok.json().id));
    expect(hold).toMatchObject({ delta: -1500, reason: 'withdrawal_hold', balanceAfter: 500 });
    // Nothing left to withdraw now: the maximum is 0.
    const none = await withdraw(member.cookie, { amount: 1000, payout_details: details });
    expect(errorOf(none).message).toBe('You can withdraw a maximum of 0 coins.');
    await expectLedgerInvariant(t.database.db);
  });

  it('the minimum: 1000 passes when the balance allows it, with large numbers as plain digits', async () => {
    const member = await memberWithCoins(t.app, 1500);
    const res = await withdraw(member.cookie, { amount: 1000, payout_details: 'KBZ 09 1' });
    expect(res.statusCode).toBe(201);
    const rich = await memberWithCoins(t.app, 1_234_567);
    const over = await withdraw(rich.cookie, { amount: 2_000_000, payout_details: 'KBZ 09 1' });
    expect(errorOf(over).message).toBe('You can withdraw a maximum of 1234067 coins.');
    const short = await memberWithCoins(t.app, 1499);
    const refused = await withdraw(short.cookie, { amount: 1000, payout_details: 'KBZ 09 1' });
    expect(errorOf(refused).message).toBe('You can withdraw a maximum of 999 coins.');
    await expectLedgerInvariant(t.database.db);
  });

  it('a retry with the same Idempotency-Key holds the amount once', async () => {
    const member = await memberWithCoins(t.app, 3000);
    const body = { amount: 1000, payout_details: 'KBZ 09 2' };
    const first = await withdraw(member.cookie, body, 'wd-key-00001');
    const second = await withdraw(member.cookie, body, 'wd-key-00001');
    expect(second.json()).toEqual(first.json());
    expect(second.statusCode).toBe(201);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(2000);
    expect(await transactionsOf(member.user.id)).toHaveLength(1);
    await expectLedgerInvariant(t.database.db);
  });
});
