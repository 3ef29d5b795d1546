import {
  type AdminDecisionOutcome,
  type AuditAction,
  DEFAULT_REJECTION_NOTE,
  type RejectTransactionRequest,
  type WalletTransactionType,
} from '@dating/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../infra/audit.js';
import type { Queryable } from '../../infra/db/client.js';
import { walletTransactions } from '../../infra/db/schema.js';
import { AppError } from '../../infra/http/errors.js';
import { assertClaimFree } from '../../moderation-claims/index.js';
import { enqueuePush } from '../../notifications/index.js';
import { approvalStep } from '../four-eyes.js';
import { assertCreditFits, lockMemberRow } from '../ledger.js';
import type { TransactionRow } from '../serialize.js';

const t = walletTransactions;

export interface Decision {
  status: 'approved' | 'rejected';
  values: Partial<typeof t.$inferInsert>;
  /** An approval's amount (a deposit's from the admin, a withdrawal's as requested). */
  amount?: number;
  /** Why a deposit's amount differs from the quoted coins (decision 024). */
  reason?: string | null;
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
export async function decide(
  tx: Queryable,
  fourEyesCoins: number,
  adminId: string,
  id: string,
  type: WalletTransactionType,
  decision: Decision,
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

/** The audit entry of a decision, in its transaction. */
export async function audit(
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

/** The member hears of the decision by push, written in the decision's transaction. */
export async function pushDecision(tx: Queryable, row: TransactionRow, approved: boolean) {
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

export const notesOf = (input: RejectTransactionRequest) =>
  input.admin_notes?.trim() || DEFAULT_REJECTION_NOTE;
