import { type LedgerReason, MAX_COIN_BALANCE } from '@dating/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { coinLedger, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';

/**
 * LOCK ORDER for a member's money. Every transaction that touches a member's balance, gifts,
 * wallet transactions or account takes row locks in this order, so none can wait in a circle
 * (deleting an account against buys, sells, withdrawals and admin decisions used to deadlock):
 *   1. the member's `user_profiles` row, first of all (`lockMemberRow`, or the conditional
 *      balance update below when that is the first statement): FOR UPDATE to delete the
 *      account, NO KEY UPDATE to move coins, KEY SHARE only to keep the member while adding a
 *      row (a deposit);
 *   2. then that member's own rows: `wallet_transactions` (admin decisions), `user_gifts`
 *      (sell), the `gifts_catalog` row being bought (FOR SHARE);
 *   3. last, rows that only reference the member: `coin_ledger`, `audit_log`, new
 *      `wallet_transactions` / `user_gifts` (their foreign keys key-share the `accounts` row,
 *      which only account deletion locks harder, and only while it holds the profile row).
 * An admin decision knows the transaction, not the member: it reads the owner without a lock,
 * locks the owner's profile, and only then the transaction. What this order misses still
 * resolves: the transaction helper runs a deadlocked or serialization-failed transaction again
 * (infra/db/transactions.ts).
 */
export type MemberLock = 'update' | 'no key update' | 'key share';

/** Step 1 of the lock order. False when there is no such member (any more). */
export async function lockMemberRow(
  tx: Queryable,
  userId: string,
  strength: MemberLock,
): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1)
    .for(strength);
  return row !== undefined;
}

export type ChangeBalanceOptions = {
  /** The balance may not end below this (default 0; withdrawals keep the 500-coin reserve). */
  minimumAfter?: number;
  /** An admin adjustment: the reason shown to the member, and the admin (decision 016). */
  note?: string;
  adminId?: string;
};

/**
 * The only place a balance changes (docs/decisions/006-money.md): one conditional update
 * `coins = coins + delta WHERE coins + delta >= minimum` and one append-only ledger row with the
 * balance after, both in the caller's transaction. The update takes the profile's row lock, so
 * concurrent changes of one balance run one after the other and each sees the previous result.
 * Returns the new balance, or null when the balance would fall below the minimum (or there is
 * no such member); nothing is written then. A credit past MAX_COIN_BALANCE (the column's
 * limit) is refused with BALANCE_MAXIMUM (422).
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
  // Compared as bigint: `coins + delta` past the integer range would be a database error.
  const after = sql`${userProfiles.coins}::bigint + ${delta}::bigint`;
  const [row] = await tx
    .update(userProfiles)
    .set({ coins: sql`${userProfiles.coins} + ${delta}::integer` })
    .where(
      and(
        eq(userProfiles.userId, userId),
        sql`${after} >= ${minimum}::bigint`,
        sql`${after} <= ${MAX_COIN_BALANCE}::bigint`,
      ),
    )
    .returning({ coins: userProfiles.coins });
  if (!row) {
    if (delta > 0 && (await currentCoins(tx, userId)) + delta > MAX_COIN_BALANCE) {
      throw new AppError('BALANCE_MAXIMUM', { max: MAX_COIN_BALANCE });
    }
    return null;
  }
  await tx.insert(coinLedger).values({
    userId,
    delta,
    reason,
    referenceId,
    balanceAfter: row.coins,
    note: options.note ?? null,
    adminId: options.adminId ?? null,
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

/** The balance, 0 when there is no such member (nothing to credit then). */
async function currentCoins(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx
    .select({ coins: userProfiles.coins })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row?.coins ?? 0;
}

/**
 * Refuses with BALANCE_MAXIMUM a credit that could never be made: checked before a first of two
 * approvals is recorded, so a second admin is not asked to complete what must fail.
 */
export async function assertCreditFits(tx: Queryable, userId: string, coins: number) {
  if ((await currentCoins(tx, userId)) + coins > MAX_COIN_BALANCE) {
    throw new AppError('BALANCE_MAXIMUM', { max: MAX_COIN_BALANCE });
  }
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
