import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { insertMembers } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { changeBalance, tryChangeBalance } from './ledger.js';
import { coinsOf, expectLedgerInvariant } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrap: true });
});
afterAll(async () => t.close());

const ledgerOf = (userId: string) =>
  t.database.db
    .select()
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(coinLedger.id);

describe('changeBalance', () => {
  it('moves the balance and writes one ledger row with the balance after', async () => {
    const [id] = (await insertMembers(t.database.db, 1)) as [string];
    const db = t.database.db;
    expect(await db.transaction((tx) => changeBalance(tx, id, 700, 'deposit', 'ref-1'))).toBe(700);
    expect(await db.transaction((tx) => changeBalance(tx, id, -200, 'gift_purchase', 'g1'))).toBe(
      500,
    );
    expect(await coinsOf(db, id)).toBe(500);
    const rows = await ledgerOf(id);
    expect(rows.map((r) => [r.delta, r.reason, r.referenceId, r.balanceAfter])).toEqual([
      [700, 'deposit', 'ref-1', 700],
      [-200, 'gift_purchase', 'g1', 500],
    ]);
    await expectLedgerInvariant(db);
  });

  it('refuses to go below zero with NOT_ENOUGH_COINS (422) and writes nothing', async () => {
    const [id] = (await insertMembers(t.database.db, 1)) as [string];
    const db = t.database.db;
    await db.transaction((tx) => changeBalance(tx, id, 100, 'deposit', null));
    const refusal = await db
      .transaction((tx) => changeBalance(tx, id, -101, 'gift_purchase', null))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'NOT_ENOUGH_COINS', status: 422 });
    expect((refusal as Error).message).toBe('Not enough coins!');
    expect(await coinsOf(db, id)).toBe(100);
    expect(await ledgerOf(id)).toHaveLength(1);
    // Exactly to zero is allowed.
    expect(await db.transaction((tx) => changeBalance(tx, id, -100, 'gift_purchase', null))).toBe(
      0,
    );
    await expectLedgerInvariant(db);
  });

  it('keeps a minimum when asked (the withdrawal reserve) and answers null when short', async () => {
    const [id] = (await insertMembers(t.database.db, 1)) as [string];
    const db = t.database.db;
    await db.transaction((tx) => changeBalance(tx, id, 1500, 'deposit', null));
    const short = await db.transaction((tx) =>
      tryChangeBalance(tx, id, -1001, 'withdrawal_hold', 'w', { minimumAfter: 500 }),
    );
    expect(short).toBeNull();
    const held = await db.transaction((tx) =>
      tryChangeBalance(tx, id, -1000, 'withdrawal_hold', 'w', { minimumAfter: 500 }),
    );
    expect(held).toBe(500);
    await expectLedgerInvariant(db);
  });

  it('rolls back with the caller: a failed transaction leaves neither balance nor ledger row', async () => {
    const [id] = (await insertMembers(t.database.db, 1)) as [string];
    const db = t.database.db;
    await db
      .transaction(async (tx) => {
        await changeBalance(tx, id, 300, 'deposit', null);
        throw new Error('later step failed');
      })
      .catch(() => undefined);
    expect(await coinsOf(db, id)).toBe(0);
    expect(await ledgerOf(id)).toEqual([]);
  });

  it('answers NOT_ENOUGH_COINS for an unknown member and refuses a non-integer delta', async () => {
    const db = t.database.db;
    await expect(
      db.transaction((tx) =>
        changeBalance(tx, '00000000-0000-4000-8000-000000000000', 1, 'deposit', null),
      ),
    ).rejects.toMatchObject({ code: 'NOT_ENOUGH_COINS' });
    const [id] = (await insertMembers(db, 1)) as [string];
    await expect(
      db.transaction((tx) => changeBalance(tx, id, 1.5, 'deposit', null)),
    ).rejects.toThrow(/invalid coin delta/);
  });
});
