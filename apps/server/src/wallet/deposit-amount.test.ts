import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { depositAs, get, submitDeposit } from './test-support.js';

// A rate other than the default, so the coins shown are visibly computed from it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ coinsPerKyat: 0.5 });
});
afterAll(async () => t.close());

describe('deposit amount (Kyat) and the COINS_PER_KYAT rate', () => {
  it('tells the Deposit tab the rate', async () => {
    const member = await onboardedMember(t.app);
    expect((await get(t.app, '/api/wallet', member.cookie)).json().coins_per_kyat).toBe(0.5);
  });

  it('stores the stated amount and the coins it buys, shown to the member and the admin', async () => {
    const member = await onboardedMember(t.app);
    const res = await submitDeposit(t.app, member.cookie, {
      fields: { payment_method: 'kbzpay', amount_kyat: ' 5001 ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount_kyat: 5001, quoted_coins: 2500, amount: null });
    const mine = await get(t.app, '/api/wallet/transactions', member.cookie);
    expect(mine.json().items[0]).toMatchObject({ amount_kyat: 5001, quoted_coins: 2500 });
    const admin = await createAdmin(t.app);
    const pending = await get(t.app, '/api/admin/deposits', admin.cookie);
    const item = pending.json().items.find((i: { id: string }) => i.id === res.json().id);
    expect(item).toMatchObject({ amount_kyat: 5001, quoted_coins: 2500 });
  });

  it('treats an empty amount as not stated', async () => {
    const member = await onboardedMember(t.app);
    const deposit = await depositAs(t.app, member.cookie, { amount_kyat: '' });
    const mine = await get(t.app, '/api/wallet/transactions', member.cookie);
    expect(mine.json().items[0]).toMatchObject({
      id: deposit.id,
      amount_kyat: null,
      quoted_coins: null,
    });
  });
});
