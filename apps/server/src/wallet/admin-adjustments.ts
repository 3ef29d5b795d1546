import type { AdjustmentRequest, AdjustmentResponse, CoinAdjustment } from '@dating/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { accounts, coinLedger, walletTransactions } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lockMemberRow, tryChangeBalance } from './ledger.js';

type LedgerRow = typeof coinLedger.$inferSelect;

function toAdjustment(row: LedgerRow): CoinAdjustment {
  return {
    id: String(row.id),
    delta: row.delta,
    balance_after: row.balanceAfter,
    reason: row.note ?? '',
    transaction_id: row.referenceId,
    created_at: row.createdAt.toISOString(),
  };
}

/** An admin's correction always has a reason (older 'admin_adjustment' rows, e.g. seeded coins, do not). */
const isAdjustment = (userId: string) =>
  and(
    eq(coinLedger.userId, userId),
    eq(coinLedger.reason, 'admin_adjustment'),
    isNotNull(coinLedger.note),
  );

/**
 * Corrections of a member's coins (docs/decisions/016-four-eyes-and-adjustments.md): each is a
 * new ledger entry with its reason and admin, audited, and shown to the member; nothing already
 * recorded is edited. A correction may not take the balance below zero (BALANCE_NEGATIVE).
 */
export function createAdjustmentService(db: Db) {
  async function adjust(adminId: string, input: AdjustmentRequest): Promise<AdjustmentResponse> {
    const transactionId = input.transaction_id ?? null;
    return db.transaction(async (tx) => {
      // Lock order (ledger.ts): the member's profile row first, then their own rows.
      if (!(await lockMemberRow(tx, input.user_id, 'no key update'))) {
        throw new AppError('NOT_FOUND');
      }
      if (transactionId) await requireOwnTransaction(tx, input.user_id, transactionId);
      const coins = await tryChangeBalance(
        tx,
        input.user_id,
        input.delta,
        'admin_adjustment',
        transactionId,
        { minimumAfter: 0, note: input.reason, adminId },
      );
      if (coins === null) throw new AppError('BALANCE_NEGATIVE');
      const [row] = await tx
        .select()
        .from(coinLedger)
        .where(isAdjustment(input.user_id))
        .orderBy(desc(coinLedger.id))
        .limit(1);
      const adjustment = toAdjustment(row as LedgerRow);
      await recordAudit(tx, adminId, 'coins.adjust', input.user_id, {
        ledger_id: adjustment.id,
        delta: input.delta,
        reason: input.reason,
        balance_after: coins,
        ...(transactionId ? { transaction_id: transactionId } : {}),
      });
      const [admin] = await tx
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, adminId))
        .limit(1);
      return { adjustment: { ...adjustment, admin_username: admin?.username ?? null }, coins };
    });
  }

  /** The member's own adjustments, newest first (their wallet history shows them). */
  async function listForMember(userId: string): Promise<{ items: CoinAdjustment[] }> {
    const rows = await db
      .select()
      .from(coinLedger)
      .where(isAdjustment(userId))
      .orderBy(desc(coinLedger.id))
      .limit(100);
    return { items: rows.map(toAdjustment) };
  }

  return { adjust, listForMember };
}

/** A correction names a transaction of the same member, or none (NOT_FOUND otherwise). */
async function requireOwnTransaction(tx: Queryable, userId: string, transactionId: string) {
  const [row] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, transactionId), eq(walletTransactions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
}
