import type { ApproveWithdrawalRequest } from '@dating/shared';
import { audit, decide, pushDecision } from './decide.js';
import { type AdminMoney, loadOne } from './select.js';

/**
 * spec approve_withdraw: the coins were held at request time; the payout happens outside, and
 * the approval that completes it records the payout's reference (shown to the member).
 */
export async function approveWithdrawal(
  { db, fourEyesCoins }: AdminMoney,
  adminId: string,
  id: string,
  input: ApproveWithdrawalRequest,
) {
  const payoutReference = input.payout_reference?.trim() || null;
  return db.transaction(async (tx) => {
    const { row, outcome } = await decide(tx, fourEyesCoins, adminId, id, 'withdraw', {
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
