import { MAX_COIN_AMOUNT, MAX_COIN_BALANCE } from '@dating/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  coinsOf,
  depositAs,
  errorOf,
  expectLedgerInvariant,
  giveCoins,
  memberWithCoins,
  post,
} from './test-support.js';

/** Attacks of the API audit on money amounts: JSON integers only, balances within the column. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  // One admin decides here: four eyes (decision 016) is tested in four-eyes.test.ts.
  t = await createTestApp({ bootstrap: true, fourEyesCoins: MAX_COIN_AMOUNT });
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

/** Anything but a JSON integer: strings of digits, hex, booleans, arrays, fractions. */
const NOT_INTEGERS: unknown[] = ['0x10', '0x3E8', '1000', '1e3', ' 5 ', true, false, [5], 1.5, {}];

describe('money amounts are JSON integers only', () => {
  it('an admin approval refuses every non-integer and credits nothing', async () => {
    const member = await memberWithCoins(t.app);
    const { id } = await depositAs(t.app, member.cookie);
    for (const amount of NOT_INTEGERS) {
      const res = await post(t.app, `/api/admin/deposits/${id}/approve`, { amount }, admin.cookie);
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid amount.',
      });
    }
    expect(await coinsOf(t.database.db, member.user.id)).toBe(0);
    const approved = await post(
      t.app,
      `/api/admin/deposits/${id}/approve`,
      { amount: 1 },
      admin.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(1);
  });

  it('a withdrawal refuses every non-integer and holds nothing', async () => {
    const member = await memberWithCoins(t.app, 5000);
    for (const amount of NOT_INTEGERS) {
      const body = { amount, payout_details: 'KBZ 09 5' };
      const res = await post(t.app, '/api/wallet/withdrawals', body, member.cookie);
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    }
    expect(await coinsOf(t.database.db, member.user.id)).toBe(5000);
  });
});

describe('the balance maximum', () => {
  it('refuses an approval that would pass it with a 422 and a clear message', async () => {
    const member = await memberWithCoins(t.app);
    await giveCoins(t.database.db, member.user.id, MAX_COIN_BALANCE - MAX_COIN_AMOUNT + 1);
    const before = await coinsOf(t.database.db, member.user.id);
    const { id } = await depositAs(t.app, member.cookie);
    const body = { amount: MAX_COIN_AMOUNT };
    const res = await post(t.app, `/api/admin/deposits/${id}/approve`, body, admin.cookie);
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res)).toEqual({
      code: 'BALANCE_MAXIMUM',
      message: `This would take the balance above the maximum of ${MAX_COIN_BALANCE} coins.`,
      params: { max: MAX_COIN_BALANCE },
    });
    expect(await coinsOf(t.database.db, member.user.id)).toBe(before);
    // The deposit stays pending; an amount that fits is still approved.
    const fits = MAX_COIN_BALANCE - before;
    const ok = await post(
      t.app,
      `/api/admin/deposits/${id}/approve`,
      { amount: fits },
      admin.cookie,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(MAX_COIN_BALANCE);
    await expectLedgerInvariant(t.database.db);
  });
});
