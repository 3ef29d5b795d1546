import type {
  AdjustmentRequest,
  AdjustmentResponse,
  CoinAdjustment,
  PendingAdjustmentsResponse,
  RejectTransactionRequest,
} from '@dating/shared';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import {
  accounts,
  coinAdjustmentRequests,
  coinLedger,
  walletTransactions,
} from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import {
  type AdjustmentRequestRow,
  loadRequest,
  lockRequest,
  requestAdjustment,
  selectRequests,
  toPending,
} from './adjustment-requests.js';
import { needsSecondAdmin } from './four-eyes.js';
import { balanceOf, lockMemberRow, tryChangeBalance } from './ledger.js';

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
export function createAdjustmentService(db: Db, fourEyesCoins: number) {
  /**
   * A correction by one admin. Four eyes (decision 024): when its absolute value would take the
   * coins admins created for the member, or by this admin, in 24 hours above FOUR_EYES_COINS, it
   * is recorded as a request (outcome `awaiting_second_approval`, nothing moves) that a
   * different admin approves or declines (adjustment-requests.ts).
   */
  async function adjust(adminId: string, input: AdjustmentRequest): Promise<AdjustmentResponse> {
    const transactionId = input.transaction_id ?? null;
    return db.transaction(async (tx) => {
      // Lock order (ledger.ts): the member's profile row first, then their own rows.
      if (!(await lockMemberRow(tx, input.user_id, 'no key update'))) {
        throw new AppError('NOT_FOUND');
      }
      if (transactionId) await requireOwnTransaction(tx, input.user_id, transactionId);
      const change = { userId: input.user_id, delta: input.delta, reason: input.reason };
      const limit = fourEyesCoins;
      if (
        await needsSecondAdmin(tx, { userId: input.user_id, adminId, coins: input.delta, limit })
      ) {
        const coins = await balanceOf(tx, input.user_id);
        if (coins + input.delta < 0) throw new AppError('BALANCE_NEGATIVE');
        const pending = await requestAdjustment(tx, adminId, { ...change, transactionId });
        return { outcome: 'awaiting_second_approval', adjustment: null, pending, coins };
      }
      const done = await applyAdjustment(tx, adminId, { ...change, transactionId });
      return { outcome: 'decided', ...done, pending: null };
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

  /** Corrections waiting for a second admin, oldest first. */
  async function listRequests(): Promise<PendingAdjustmentsResponse> {
    const rows = await selectRequests(db, eq(coinAdjustmentRequests.status, 'pending'))
      .orderBy(asc(coinAdjustmentRequests.createdAt), asc(coinAdjustmentRequests.id))
      .limit(100);
    return { items: rows.map(toPending), four_eyes_coins: fourEyesCoins };
  }

  /**
   * The second admin applies a waiting correction: a different admin than the one who asked
   * (FOUR_EYES_SAME_ADMIN), once (a repeat answers `already_decided`, a declined one 409
   * ALREADY_DECIDED), and never below zero (BALANCE_NEGATIVE, the request stays pending).
   */
  async function approveRequest(adminId: string, id: string): Promise<AdjustmentResponse> {
    return db.transaction(async (tx) => {
      const request = await lockRequest(tx, id);
      if (request.status === 'approved') return decidedAnswer(tx, request, 'already_decided');
      if (request.status !== 'pending') throw new AppError('ALREADY_DECIDED');
      if (request.requestedBy === adminId) throw new AppError('FOUR_EYES_SAME_ADMIN');
      const change = { ...request, transactionId: request.transactionId };
      const done = await applyAdjustment(tx, adminId, change, {
        request_id: request.id,
        requested_by: request.requestedBy,
      });
      await markDecided(tx, adminId, id, { status: 'approved' });
      return { outcome: 'decided', ...done, pending: await loadRequest(tx, id) };
    });
  }

  /** Any admin may decline a waiting correction (nothing moves), with an optional note. */
  async function declineRequest(
    adminId: string,
    id: string,
    input: RejectTransactionRequest,
  ): Promise<AdjustmentResponse> {
    return db.transaction(async (tx) => {
      const request = await lockRequest(tx, id);
      if (request.status === 'declined') return decidedAnswer(tx, request, 'already_decided');
      if (request.status !== 'pending') throw new AppError('ALREADY_DECIDED');
      const note = input.admin_notes?.trim() || null;
      await markDecided(tx, adminId, id, { status: 'declined', declineNote: note });
      await recordAudit(tx, adminId, 'coins.adjust_decline', request.userId, {
        request_id: id,
        delta: request.delta,
        reason: request.reason,
        requested_by: request.requestedBy,
        ...(note ? { admin_notes: note } : {}),
      });
      return decidedAnswer(tx, request, 'decided');
    });
  }

  return { adjust, listForMember, listRequests, approveRequest, declineRequest };
}

/**
 * Writes a correction: one `admin_adjustment` ledger row naming `adminId` (the admin who
 * completed it), and one `coins.adjust` audit entry (with `extra`, e.g. who requested it).
 * The caller holds the member's row lock.
 */
export async function applyAdjustment(
  tx: Queryable,
  adminId: string,
  change: { userId: string; delta: number; reason: string; transactionId: string | null },
  extra: Record<string, unknown> = {},
): Promise<Pick<AdjustmentResponse, 'adjustment' | 'coins'>> {
  const { userId, delta, reason, transactionId } = change;
  const coins = await tryChangeBalance(tx, userId, delta, 'admin_adjustment', transactionId, {
    minimumAfter: 0,
    note: reason,
    adminId,
  });
  if (coins === null) throw new AppError('BALANCE_NEGATIVE');
  const [row] = await tx
    .select()
    .from(coinLedger)
    .where(isAdjustment(userId))
    .orderBy(desc(coinLedger.id))
    .limit(1);
  const adjustment = toAdjustment(row as LedgerRow);
  await recordAudit(tx, adminId, 'coins.adjust', userId, {
    ledger_id: adjustment.id,
    delta,
    reason,
    balance_after: coins,
    ...(transactionId ? { transaction_id: transactionId } : {}),
    ...extra,
  });
  const [admin] = await tx
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, adminId))
    .limit(1);
  return { adjustment: { ...adjustment, admin_username: admin?.username ?? null }, coins };
}

async function markDecided(
  tx: Queryable,
  adminId: string,
  id: string,
  values: Partial<typeof coinAdjustmentRequests.$inferInsert>,
) {
  await tx
    .update(coinAdjustmentRequests)
    .set({ ...values, decidedBy: adminId, decidedAt: new Date() })
    .where(eq(coinAdjustmentRequests.id, id));
}

/** The answer about a request without a new ledger entry: the request and the balance. */
async function decidedAnswer(
  tx: Queryable,
  request: AdjustmentRequestRow,
  outcome: AdjustmentResponse['outcome'],
): Promise<AdjustmentResponse> {
  const coins = await balanceOf(tx, request.userId);
  return { outcome, adjustment: null, pending: await loadRequest(tx, request.id), coins };
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
