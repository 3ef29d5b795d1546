import {
  type AdminDecisionOutcome,
  type AdminPendingPage,
  type AdminPendingQuery,
  type AdminTransactionsQuery,
  type ApproveDepositRequest,
  type ApproveWithdrawalRequest,
  type AuditAction,
  DEFAULT_REJECTION_NOTE,
  type RejectTransactionRequest,
  type WalletTransactionType,
} from '@dating/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../infra/audit.js';
import type { Db, Queryable } from '../infra/db/client.js';
import { userProfiles, walletTransactions } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import { lookAlikesOfPathSql } from '../infra/images/duplicates.js';
import { assertClaimFree } from '../moderation-claims/index.js';
import { enqueuePush } from '../notifications/index.js';
import {
  decidedByUsernameSql,
  duplicateMatchSql,
  duplicateOfSql,
  firstApprovedByUsernameSql,
  memberContextSql,
  pendingFilters,
  searchCondition,
} from './admin-context.js';
import { approvalStep } from './four-eyes.js';
import { assertCreditFits, changeBalance, lockMemberRow } from './ledger.js';
import { type TransactionRow, toAdminTransaction } from './serialize.js';
import { newestFirst, olderThanCursor, pageOf } from './service.js';

const t = walletTransactions;

const isUuid = (text: string | undefined) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text?.trim() ?? '');

function selectAdminTransactions(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      tx: t,
      username: userProfiles.username,
      firstName: userProfiles.firstName,
      duplicateOf: duplicateOfSql,
      duplicateMatch: duplicateMatchSql,
      duplicatePhotoOf: lookAlikesOfPathSql('proof', sql`${t.proofUrl}`),
      decidedByUsername: decidedByUsernameSql,
      firstApprovedByUsername: firstApprovedByUsernameSql,
      memberContext: memberContextSql,
    })
    .from(t)
    .leftJoin(userProfiles, eq(userProfiles.userId, t.userId))
    .where(where);
}

/** The admin side of deposits and withdrawals (docs/product.md#coins-gifts-and-money). */
export function createAdminMoneyService(db: Db, fourEyesCoins: number) {
  /**
   * One page of the open queue, oldest first (the longest wait is decided first), filtered.
   * (created_at, id) is a total order, so while nothing is decided each open item is on exactly
   * one page; a decision takes its item out and the next one moves up. `total` counts the
   * filtered queue (unfiltered: the sidebar's count, queueCountsSql); the count and the page
   * are read from one snapshot so they agree. A page past the end is empty, with the real total.
   */
  async function listPending(
    type: WalletTransactionType,
    query: AdminPendingQuery,
  ): Promise<AdminPendingPage> {
    const where = and(eq(t.type, type), eq(t.status, 'pending'), pendingFilters(query));
    return db.transaction(
      async (tx) => {
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
          .from(t)
          .leftJoin(userProfiles, eq(userProfiles.userId, t.userId))
          .where(where);
        const total = counted?.total ?? 0;
        const rows = await selectAdminTransactions(tx, where)
          .orderBy(asc(t.createdAt), asc(t.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        return {
          items: rows.map(toAdminTransaction),
          four_eyes_coins: fourEyesCoins,
          total,
          page: query.page,
          page_count: Math.max(1, Math.ceil(total / query.limit)),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Decided transactions, newest first; q = part of a username, of the transaction or payout
   * reference, or the start of a transaction id.
   */
  async function history(query: AdminTransactionsQuery) {
    const search = searchCondition(query.q);
    const rows = await selectAdminTransactions(
      db,
      and(
        // A whole transaction id (a duplicate flag's link) finds it in any state.
        isUuid(query.q) ? undefined : ne(t.status, 'pending'),
        query.type ? eq(t.type, query.type) : undefined,
        search,
        olderThanCursor(query.cursor),
      ),
    )
      .orderBy(...newestFirst)
      .limit(query.limit + 1);
    const page = pageOf(
      rows.map((r) => ({ ...r, id: r.tx.id })),
      query.limit,
    );
    return { items: page.items.map(toAdminTransaction), next_cursor: page.next_cursor };
  }

  async function loadOne(q: Queryable, id: string) {
    const [row] = await selectAdminTransactions(q, eq(t.id, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminTransaction(row);
  }

  /**
   * Moves a pending transaction to its decision. The member is locked first, then the
   * transaction row (ledger.ts lock order), so of two admins deciding at once one decides and the
   * other sees the result: the same decision again answers 'already_decided' (a repeated click is
   * harmless), a conflicting one 409 ALREADY_DECIDED. Approvals need the member's account
   * (ACCOUNT_DELETED otherwise). Four eyes (decisions 016, 024, `approvalStep`): an approval
   * that needs a second admin first records 'approved by X, waiting for a second admin'; only a
   * different admin, for the same amount, completes it.
   */
  async function decide(
    tx: Queryable,
    adminId: string,
    id: string,
    type: WalletTransactionType,
    decision: {
      status: 'approved' | 'rejected';
      values: Partial<typeof t.$inferInsert>;
      /** An approval's amount (a deposit's from the admin, a withdrawal's as requested). */
      amount?: number;
      /** Why a deposit's amount differs from the quoted coins (decision 024). */
      reason?: string | null;
    },
  ): Promise<{ row: TransactionRow; outcome: AdminDecisionOutcome }> {
    await assertClaimFree(tx, type === 'deposit' ? 'deposit' : 'withdrawal', id, adminId);
    const [owner] = await tx.select({ userId: t.userId }).from(t).where(eq(t.id, id)).limit(1);
    if (owner?.userId) await lockMemberRow(tx, owner.userId, 'no key update');
    const [current] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.type, type)))
      .limit(1)
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === decision.status) return { row: current, outcome: 'already_decided' };
    if (current.status !== 'pending') throw new AppError('ALREADY_DECIDED');
    if (decision.status === 'approved') {
      if (!current.userId) throw new AppError('ACCOUNT_DELETED');
      const amount = decision.amount ?? current.amount ?? 0;
      const reason = decision.reason?.trim() || null;
      const step = await approvalStep(tx, current, {
        adminId,
        amount,
        reason,
        limit: fourEyesCoins,
      });
      if (step === 'first') {
        if (type === 'deposit') await assertCreditFits(tx, current.userId, amount);
        const [row] = await tx
          .update(t)
          .set({
            firstApprovedBy: adminId,
            firstApprovedAt: new Date(),
            firstApprovedAmount: amount,
            amountReason: reason,
          })
          .where(eq(t.id, id))
          .returning();
        return { row: row as TransactionRow, outcome: 'awaiting_second_approval' };
      }
      if (reason && !current.firstApprovedAt) decision.values.amountReason = reason;
      if (type === 'withdraw' && !decision.values.payoutReference) {
        throw new AppError('PAYOUT_REFERENCE_REQUIRED');
      }
    }
    const [row] = await tx
      .update(t)
      .set({
        ...decision.values,
        status: decision.status,
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .where(and(eq(t.id, id), eq(t.status, 'pending')))
      .returning();
    if (!row) throw new AppError('ALREADY_DECIDED');
    return { row, outcome: 'decided' };
  }

  async function audit(
    tx: Queryable,
    adminId: string,
    action: AuditAction,
    row: typeof t.$inferSelect,
    extra: Record<string, unknown> = {},
  ) {
    await recordAudit(tx, adminId, action, row.userId, {
      transaction_id: row.id,
      amount: row.amount,
      ...(row.adminNotes ? { admin_notes: row.adminNotes } : {}),
      ...extra,
    });
  }

  /**
   * spec approve_deposit: sets the coin amount and credits it, exactly once; the credit's ledger
   * row names the admin who completed it (it counts toward their 24-hour total, decision 024).
   */
  async function approveDeposit(adminId: string, id: string, input: ApproveDepositRequest) {
    const { amount } = input;
    return db.transaction(async (tx) => {
      const { row, outcome } = await decide(tx, adminId, id, 'deposit', {
        status: 'approved',
        values: { amount },
        amount,
        reason: input.reason ?? null,
      });
      const why = {
        quoted_coins: row.quotedCoins,
        ...(row.amountReason ? { amount_reason: row.amountReason } : {}),
      };
      if (outcome === 'decided') {
        await changeBalance(tx, row.userId as string, amount, 'deposit', row.id, { adminId });
        await audit(tx, adminId, 'deposit.approve', row, why);
        await pushDecision(tx, row, true);
      } else if (outcome === 'awaiting_second_approval') {
        await audit(tx, adminId, 'deposit.first_approve', { ...row, amount }, why);
      }
      return { ...(await loadOne(tx, id)), outcome };
    });
  }

  /** spec reject_deposit: notes optional, default 'No reason provided'; nothing is credited. */
  async function rejectDeposit(adminId: string, id: string, input: RejectTransactionRequest) {
    return db.transaction(async (tx) => {
      const { row, outcome } = await decide(tx, adminId, id, 'deposit', {
        status: 'rejected',
        values: { adminNotes: notesOf(input) },
      });
      if (outcome === 'decided') {
        await audit(tx, adminId, 'deposit.reject', row);
        await pushDecision(tx, row, false);
      }
      return { ...(await loadOne(tx, id)), outcome };
    });
  }

  /**
   * spec approve_withdraw: the coins were held at request time; the payout happens outside, and
   * the approval that completes it records the payout's reference (shown to the member).
   */
  async function approveWithdrawal(adminId: string, id: string, input: ApproveWithdrawalRequest) {
    const payoutReference = input.payout_reference?.trim() || null;
    return db.transaction(async (tx) => {
      const { row, outcome } = await decide(tx, adminId, id, 'withdraw', {
        status: 'approved',
        values: { payoutReference },
      });
      if (outcome === 'decided') {
        await audit(tx, adminId, 'withdrawal.approve', row, { payout_reference: payoutReference });
        await pushDecision(tx, row, true);
      } else if (outcome === 'awaiting_second_approval') {
        await audit(tx, adminId, 'withdrawal.first_approve', row);
      }
      return { ...(await loadOne(tx, id)), outcome };
    });
  }

  /** spec reject_withdraw: the held amount goes back to the member (ledger withdrawal_release). */
  async function rejectWithdrawal(adminId: string, id: string, input: RejectTransactionRequest) {
    return db.transaction(async (tx) => {
      const { row, outcome } = await decide(tx, adminId, id, 'withdraw', {
        status: 'rejected',
        values: { adminNotes: notesOf(input) },
      });
      if (outcome !== 'decided') return { ...(await loadOne(tx, id)), outcome };
      // A deleted member's hold left with their balance: there is no one to return it to.
      if (row.userId && row.amount) {
        await changeBalance(tx, row.userId, row.amount, 'withdrawal_release', row.id);
      }
      await audit(tx, adminId, 'withdrawal.reject', row);
      await pushDecision(tx, row, false);
      return { ...(await loadOne(tx, id)), outcome };
    });
  }

  return {
    listPending,
    history,
    approveDeposit,
    rejectDeposit,
    approveWithdrawal,
    rejectWithdrawal,
  };
}

/** The member hears of the decision by push, written in the decision's transaction. */
async function pushDecision(tx: Queryable, row: TransactionRow, approved: boolean) {
  if (!row.userId) return;
  await enqueuePush(tx, {
    kind: 'decision',
    userId: row.userId,
    subject: row.type === 'deposit' ? 'deposit' : 'withdrawal',
    approved,
    id: row.id,
    coins: row.amount,
  });
}

const notesOf = (input: RejectTransactionRequest) =>
  input.admin_notes?.trim() || DEFAULT_REJECTION_NOTE;

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
