import type { RejectTransactionRequest } from '@dating/shared';
import { changeBalance } from '../ledger.js';
import { audit, decide, notesOf, pushDecision } from './decide.js';
import { type AdminMoney, loadOne } from './select.js';

/** spec reject_withdraw: the held amount goes back to the member (ledger withdrawal_release). */
export async function rejectWithdrawal(
  { db, fourEyesCoins }: AdminMoney,
  adminId: string,
  id: string,
  input: RejectTransactionRequest,
) {
  return db.transaction(async (tx) => {
    const { row, outcome } = await decide(tx, fourEyesCoins, adminId, id, 'withdraw', {
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
