import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { coinLedger, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';

/** Why a balance moved (the coin_ledger reasons, DESIGN.md "Coins"). */
export type LedgerReason =
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'gift_purchase'
  | 'gift_sale'
  | 'admin_adjustment';

export type ChangeBalanceOptions = {
  /** The balance may not end below this (default 0; withdrawals keep the 500-coin reserve). */
  minimumAfter?: number;
};

/**
 * The only place a balance changes (DESIGN.md "Coins"): one conditional update
 * `coins = coins + delta WHERE coins + delta >= minimum` and one append-only ledger row with the
 * balance after, both in the caller's transaction. The update takes the profile's row lock, so
 * concurrent changes of one balance run one after the other and each sees the previous result.
 * Returns the new balance, or null when the balance would fall below the minimum (or there is
 * no such member); nothing is written then.
 */
export async function tryChangeBalance(
  tx: Queryable,
  userId: string,
  delta: number,
  reason: LedgerReason,
  referenceId: string | null,
  options: ChangeBalanceOptions = {},
): Promise<number | null> {
  if (!Number.isSafeInteger(delta)) throw new Error(`invalid coin delta ${delta}`);
  const minimum = options.minimumAfter ?? 0;
  const [row] = await tx
    .update(userProfiles)
    .set({ coins: sql`${userProfiles.coins} + ${delta}::integer` })
    .where(
      and(
        eq(userProfiles.userId, userId),
        sql`${userProfiles.coins} + ${delta}::integer >= ${minimum}::integer`,
      ),
    )
    .returning({ coins: userProfiles.coins });
  if (!row) return null;
  await tx.insert(coinLedger).values({
    userId,
    delta,
    reason,
    referenceId,
    balanceAfter: row.coins,
  });
  return row.coins;
}

/** `tryChangeBalance` that refuses with NOT_ENOUGH_COINS (422, 'Not enough coins!'). */
export async function changeBalance(
  tx: Queryable,
  userId: string,
  delta: number,
  reason: LedgerReason,
  referenceId: string | null,
  options: ChangeBalanceOptions = {},
): Promise<number> {
  const coins = await tryChangeBalance(tx, userId, delta, reason, referenceId, options);
  if (coins === null) throw new AppError('NOT_ENOUGH_COINS');
  return coins;
}

/** A member's current balance (NOT_FOUND when there is no such member). */
export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ coins: userProfiles.coins })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row.coins;
}
