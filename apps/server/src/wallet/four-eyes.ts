import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../infra/db/client.js';
import { accounts, coinLedger, walletTransactions } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { duplicateOfSql } from './admin-context.js';
import { readIdReused } from './receipt-checks/reused.js';

/**
 * Four eyes without side doors (docs/decisions/024-four-eyes-without-side-doors.md). Every coin an
 * admin creates or moves (a deposit approval, an adjustment, a refund, which is an adjustment)
 * counts, as its absolute value, toward one threshold per member and one per admin over the
 * last 24 hours: `coin_ledger` rows with an `admin_id` and reason `deposit` or
 * `admin_adjustment`. A completed approval counts for the admin who completed it.
 */
export const FOUR_EYES_WINDOW_HOURS = 24;

const ADMIN_REASONS = ['deposit', 'admin_adjustment'] as const;

/** Coins admins created for `userId`, and coins `adminId` created, in the last 24 hours. */
export async function adminCoinsInWindow(
  tx: Queryable,
  userId: string,
  adminId: string,
): Promise<{ member: number; admin: number }> {
  const abs = sql`abs(${coinLedger.delta})::bigint`;
  const [row] = await tx
    .select({
      member:
        sql<number>`coalesce(sum(${abs}) filter (where ${coinLedger.userId} = ${userId}), 0)`.mapWith(
          Number,
        ),
      admin:
        sql<number>`coalesce(sum(${abs}) filter (where ${coinLedger.adminId} = ${adminId}), 0)`.mapWith(
          Number,
        ),
    })
    .from(coinLedger)
    .where(
      and(
        isNotNull(coinLedger.adminId),
        inArray(coinLedger.reason, ADMIN_REASONS),
        gt(coinLedger.createdAt, sql`now() - make_interval(hours => ${FOUR_EYES_WINDOW_HOURS})`),
        or(eq(coinLedger.userId, userId), eq(coinLedger.adminId, adminId)),
      ),
    );
  return { member: row?.member ?? 0, admin: row?.admin ?? 0 };
}

/**
 * Whether `coins` more, created by `adminId` for `userId` alone, would take either 24-hour
 * total above `limit`. The caller holds the member's row lock (ledger.ts lock order, step 1);
 * this takes the admin's `accounts` row (NO KEY UPDATE, after the member's rows) so that one
 * admin's decisions for different members cannot both pass under the limit at once either.
 */
export async function needsSecondAdmin(
  tx: Queryable,
  input: { userId: string; adminId: string; coins: number; limit: number },
): Promise<boolean> {
  const coins = Math.abs(input.coins);
  if (coins > input.limit) return true;
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, input.adminId))
    .limit(1)
    .for('no key update');
  const totals = await adminCoinsInWindow(tx, input.userId, input.adminId);
  return totals.member + coins > input.limit || totals.admin + coins > input.limit;
}

type PendingRow = typeof walletTransactions.$inferSelect;

/**
 * What an approval of a pending deposit or withdrawal may do (decision 016, 024): `complete` it,
 * or record it as the `first` of two approvals. Refuses with a clear code: the same admin twice
 * (FOUR_EYES_SAME_ADMIN), a second approval for another amount (FOUR_EYES_AMOUNT_MISMATCH), a
 * deposit credited at other than the quoted coins without a reason (AMOUNT_REASON_REQUIRED).
 * A deposit needs a second admin above the 24-hour totals or when its receipt was reused
 * (duplicate_match, or a transaction ID its screenshot shows that another deposit carries), whatever
 * the amount; a withdrawal (no coins created) above the limit.
 */
export async function approvalStep(
  tx: Queryable,
  current: PendingRow,
  input: { adminId: string; amount: number; reason: string | null; limit: number },
): Promise<'first' | 'complete'> {
  const { adminId, amount, limit } = input;
  if (current.firstApprovedAt) {
    if (current.firstApprovedBy === adminId) throw new AppError('FOUR_EYES_SAME_ADMIN');
    if (current.firstApprovedAmount !== amount) {
      throw new AppError('FOUR_EYES_AMOUNT_MISMATCH', { amount: current.firstApprovedAmount ?? 0 });
    }
    return 'complete';
  }
  if (current.type === 'withdraw') return amount > limit ? 'first' : 'complete';
  if (current.quotedCoins !== null && amount !== current.quotedCoins && !input.reason) {
    throw new AppError('AMOUNT_REASON_REQUIRED', { quoted: current.quotedCoins });
  }
  const userId = current.userId as string;
  if (await needsSecondAdmin(tx, { userId, adminId, coins: amount, limit })) return 'first';
  const [duplicate] = await tx
    .select({ of: duplicateOfSql })
    .from(walletTransactions)
    .where(eq(walletTransactions.id, current.id))
    .limit(1);
  if (duplicate?.of) return 'first';
  return (await readIdReused(tx, current.id)) ? 'first' : 'complete';
}
