/**
 * Concurrency: many requests at once on one balance. On PGlite (one connection) they run one
 * after another; with TEST_DATABASE_URL they race for real on a PostgreSQL server.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, giftsCatalog, userGifts } from '../infra/db/schema.js';
import { createAdmin, onboardedMember } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  coinsOf,
  expectLedgerInvariant,
  get,
  memberWithCoins,
  post,
  submitDeposit,
  uniqueJpeg,
} from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);
const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length;

async function giftNamed(name: string) {
  const [gift] = await t.database.db.select().from(giftsCatalog).where(eq(giftsCatalog.name, name));
  if (!gift) throw new Error(`no gift ${name}`);
  return gift;
}

describe('races on one balance', () => {
  it('50 parallel buys on a balance for one gift: exactly one succeeds', async () => {
    const gift = await giftNamed('Jasmine Garland');
    const member = await memberWithCoins(t.app, gift.price + gift.price - 1);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie),
      ),
    );
    expect(count(responses, 200)).toBe(1);
    expect(count(responses, 422)).toBe(49);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(gift.price - 1);
    const owned = await t.database.db
      .select()
      .from(userGifts)
      .where(eq(userGifts.userId, member.user.id));
    expect(owned).toHaveLength(1);
    await expectLedgerInvariant(t.database.db);
  });

  it('20 parallel withdrawals never go below the 500 reserve', async () => {
    const member = await memberWithCoins(t.app, 5300);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          t.app,
          '/api/wallet/withdrawals',
          { amount: 1000, payout_details: 'KBZ 09 7' },
          member.cookie,
        ),
      ),
    );
    expect(count(responses, 201)).toBe(4);
    expect(count(responses, 422)).toBe(16);
    const coins = await coinsOf(t.database.db, member.user.id);
    expect(coins).toBe(1300);
    const holds = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, member.user.id));
    expect(holds.filter((r) => r.reason === 'withdrawal_hold')).toHaveLength(4);
    expect(Math.min(...holds.map((r) => r.balanceAfter))).toBeGreaterThanOrEqual(500);
    await expectLedgerInvariant(t.database.db);
  });

  it('parallel sells of one gift: one sale, the rest 404', async () => {
    const gift = await giftNamed('Ruby Ring');
    const member = await memberWithCoins(t.app, gift.price);
    const bought = await post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie);
    const id = bought.json().user_gift.id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, '/api/shop/sell', { user_gift_id: id }, member.cookie),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(404)]);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(6000);
    await expectLedgerInvariant(t.database.db);
  });

  it('buys, sells and withdrawals mixed at once keep the balance and the ledger in step', async () => {
    const rose = await giftNamed('Rose');
    const member = await memberWithCoins(t.app, 3000);
    const bought = await post(t.app, '/api/shop/buy', { gift_catalog_id: rose.id }, member.cookie);
    const owned = bought.json().user_gift.id;
    const work = [
      ...Array.from({ length: 15 }, () =>
        post(t.app, '/api/shop/buy', { gift_catalog_id: rose.id }, member.cookie),
      ),
      ...Array.from({ length: 5 }, () =>
        post(
          t.app,
          '/api/wallet/withdrawals',
          { amount: 1000, payout_details: 'x' },
          member.cookie,
        ),
      ),
      post(t.app, '/api/shop/sell', { user_gift_id: owned }, member.cookie),
    ];
    const responses = await Promise.all(work);
    expect(responses.every((r) => [200, 201, 422].includes(r.statusCode))).toBe(true);
    expect(await coinsOf(t.database.db, member.user.id)).toBeGreaterThanOrEqual(0);
    await expectLedgerInvariant(t.database.db);
  });
});

/**
 * One request decides; a repeat of the same decision answers 200 'already_decided' (a repeated
 * click is harmless), a conflicting one 409.
 */
function expectDecidedOnce(responses: { statusCode: number; json: () => { outcome?: string } }[]) {
  expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  const outcomes = responses.filter((r) => r.statusCode === 200).map((r) => r.json().outcome);
  expect(outcomes.filter((o) => o === 'decided')).toHaveLength(1);
  expect(outcomes.every((o) => o === 'decided' || o === 'already_decided')).toBe(true);
}

describe('races between admins', () => {
  it('a deposit decided three times at once is decided once; the others see the outcome', async () => {
    const first = await createAdmin(t.app);
    const second = await createAdmin(t.app);
    const member = await onboardedMember(t.app);
    for (let round = 0; round < 5; round++) {
      const dep = await submitDeposit(t.app, member.cookie, {
        proof: { data: await uniqueJpeg() },
      });
      const id = dep.json().id;
      const responses = await Promise.all([
        post(t.app, `/api/admin/deposits/${id}/approve`, { amount: 1000 }, first.cookie),
        post(t.app, `/api/admin/deposits/${id}/approve`, { amount: 1000 }, second.cookie),
        post(t.app, `/api/admin/deposits/${id}/reject`, {}, second.cookie),
      ]);
      expectDecidedOnce(responses);
    }
    const credits = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, member.user.id));
    const coins = await coinsOf(t.database.db, member.user.id);
    expect(coins).toBe(credits.reduce((sum, r) => sum + r.delta, 0));
    expect(coins % 1000).toBe(0);
    expect(coins).toBe(credits.length * 1000);
    expect(credits.length).toBeLessThanOrEqual(5);
    await expectLedgerInvariant(t.database.db);
  });

  it('a withdrawal rejected by two admins at once returns the hold once', async () => {
    const first = await createAdmin(t.app);
    const second = await createAdmin(t.app);
    const member = await memberWithCoins(t.app, 1500);
    const w = await post(
      t.app,
      '/api/wallet/withdrawals',
      { amount: 1000, payout_details: 'x' },
      member.cookie,
    );
    const id = w.json().id;
    const responses = await Promise.all([
      post(t.app, `/api/admin/withdrawals/${id}/reject`, {}, first.cookie),
      post(t.app, `/api/admin/withdrawals/${id}/reject`, {}, second.cookie),
      post(
        t.app,
        `/api/admin/withdrawals/${id}/approve`,
        { payout_reference: 'KBZ-RACE-1' },
        second.cookie,
      ),
    ]);
    expectDecidedOnce(responses);
    const coins = await coinsOf(t.database.db, member.user.id);
    expect([500, 1500]).toContain(coins);
    await expectLedgerInvariant(t.database.db);
  });

  it('parallel retries with one Idempotency-Key move the coins once', async () => {
    const gift = await giftNamed('Teddy Bear');
    const member = await memberWithCoins(t.app, gift.price * 3);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie, 'same-key-42'),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body)).size).toBe(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await coinsOf(t.database.db, member.user.id)).toBe(gift.price * 2);
    const again = await post(
      t.app,
      '/api/shop/buy',
      { gift_catalog_id: gift.id },
      member.cookie,
      'same-key-42',
    );
    expect(again.body).toBe(ok[0]?.body);
    expect((await get(t.app, '/api/me/gifts', member.cookie)).json().items).toHaveLength(1);
    await expectLedgerInvariant(t.database.db);
  });
});
