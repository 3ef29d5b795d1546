/**
 * Deleting an account while the member's money moves (audit: this deadlocked on PostgreSQL and
 * answered 500). On PGlite (one connection) requests run one after another; with
 * TEST_DATABASE_URL they race for real on a PostgreSQL server, which is the case that matters.
 */
import { eq, isNull, or, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.js';
import { giftsCatalog, userProfiles, walletTransactions } from '../infra/db/schema.js';
import { createAdmin } from '../test/members.js';
import { createTestApp, request, type TestApp } from '../test/test-app.js';
import {
  depositAs,
  expectLedgerInvariant,
  memberWithCoins,
  post,
  withdrawalAs,
} from '../wallet/test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

const ROUNDS = 12;

/** Answers a request may get when the account vanishes under it; never a 500. */
const EXPECTED = [200, 201, 204, 401, 404, 409, 422];

async function cheapestGift() {
  const [gift] = await t.database.db
    .select()
    .from(giftsCatalog)
    .where(eq(giftsCatalog.isActive, true))
    .orderBy(giftsCatalog.price)
    .limit(1);
  if (!gift) throw new Error('no gift in the catalogue');
  return gift;
}

describe('deleting an account while its money moves', () => {
  it('never deadlocks into a 500, keeps the ledger in step and erases every payout detail', async () => {
    const admin = await createAdmin(t.app);
    const gift = await cheapestGift();
    for (let round = 0; round < ROUNDS; round++) {
      const member = await memberWithCoins(t.app, 20_000);
      const owned: string[] = [];
      for (let i = 0; i < 3; i++) {
        const bought = await post(
          t.app,
          '/api/shop/buy',
          { gift_catalog_id: gift.id },
          member.cookie,
        );
        owned.push(bought.json().user_gift.id);
      }
      const deposit = await depositAs(t.app, member.cookie);
      const held = await withdrawalAs(t.app, member.cookie);
      const work: Promise<LightMyRequestResponse>[] = [
        // Some with an Idempotency-Key: its claim may come after the account is gone.
        ...Array.from({ length: 3 }, (_, i) =>
          post(t.app, '/api/shop/buy', { gift_catalog_id: gift.id }, member.cookie, `buy-${i}-key`),
        ),
        ...owned.map((id) => post(t.app, '/api/shop/sell', { user_gift_id: id }, member.cookie)),
        ...Array.from({ length: 2 }, (_, i) =>
          post(
            t.app,
            '/api/wallet/withdrawals',
            { amount: 1000, payout_details: 'KBZ 09 1' },
            member.cookie,
            `withdraw-${i}-key`,
          ),
        ),
        post(t.app, `/api/admin/deposits/${deposit.id}/approve`, { amount: 500 }, admin.cookie),
        post(t.app, `/api/admin/withdrawals/${held.id}/reject`, {}, admin.cookie),
      ];
      // Deletion joins half-way through the burst, so it meets transactions in every phase.
      work.splice(
        round % work.length,
        0,
        request(t.app, 'DELETE', '/api/me', undefined, { cookie: member.cookie }),
      );
      const responses = await Promise.all(work);
      const unexpected = responses.filter((r) => !EXPECTED.includes(r.statusCode));
      expect(unexpected.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
      expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(1);

      const profile = await t.database.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, member.user.id));
      expect(profile).toEqual([]);
    }
    await expectLedgerInvariant(t.database.db);
    // Money records of deleted members stay, but nothing personal survives on them.
    const leftovers = await t.database.db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        sql`${isNull(walletTransactions.userId)} and ${or(
          sql`${walletTransactions.payoutDetails} is not null`,
          sql`${walletTransactions.proofUrl} is not null`,
          sql`${walletTransactions.transactionRef} is not null`,
        )}`,
      );
    expect(leftovers).toEqual([]);
    const orphans = rowsOf(
      await t.database.db.execute(
        sql`select id from user_gifts g where not exists (select 1 from accounts a where a.id = g.user_id)`,
      ),
    );
    expect(orphans).toEqual([]);
  });
});
