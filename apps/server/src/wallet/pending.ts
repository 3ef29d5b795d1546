import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client.js';
import { walletTransactions } from '../infra/db/schema.js';

/**
 * A member's deposits and withdrawals still waiting for an admin, counted over all of them (the
 * transactions list is paged): what Delete Account warns would be lost.
 */
export async function pendingMoney(db: Db, userId: string) {
  const isPending = (type: 'deposit' | 'withdraw') =>
    sql`${walletTransactions.type} = ${type} and ${walletTransactions.status} = 'pending'`;
  const [row] = await db
    .select({
      deposits: sql<number>`count(*) filter (where ${isPending('deposit')})`,
      deposit_kyat: sql<number>`coalesce(sum(${walletTransactions.amountKyat}) filter (where ${isPending('deposit')}), 0)`,
      withdrawals: sql<number>`count(*) filter (where ${isPending('withdraw')})`,
      withdrawal_coins: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${isPending('withdraw')}), 0)`,
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.status, 'pending')));
  // count and sum arrive as text or bigint depending on the driver.
  return {
    deposits: Number(row?.deposits ?? 0),
    deposit_kyat: Number(row?.deposit_kyat ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    withdrawal_coins: Number(row?.withdrawal_coins ?? 0),
  };
}
