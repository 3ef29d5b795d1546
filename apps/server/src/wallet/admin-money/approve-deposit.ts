import type { ApproveDepositRequest } from '@dating/shared';
import { changeBalance } from '../ledger.js';
import { audit, decide, pushDecision } from './decide.js';
import { type AdminMoney, loadOne } from './select.js';

/**
 * spec approve_deposit: sets the coin amount and credits it, exactly once; the credit's ledger
 * row names the admin who completed it (it counts toward their 24-hour total, decision 024).
 */
export async function approveDeposit(
  { db, fourEyesCoins }: AdminMoney,
  adminId: string,
  id: string,
  input: ApproveDepositRequest,
) {
  const { amount } = input;
  return db.transaction(async (tx) => {
    const { row, outcome } = await decide(tx, fourEyesCoins, adminId, id, 'deposit', {
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
