import type { RejectTransactionRequest } from '@dating/shared';
import { audit, decide, notesOf, pushDecision } from './decide.js';
import { type AdminMoney, loadOne } from './select.js';

/** spec reject_deposit: notes optional, default 'No reason provided'; nothing is credited. */
export async function rejectDeposit(
  { db, fourEyesCoins }: AdminMoney,
  adminId: string,
  id: string,
  input: RejectTransactionRequest,
) {
  return db.transaction(async (tx) => {
    const { row, outcome } = await decide(tx, fourEyesCoins, adminId, id, 'deposit', {
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
