import type { Db } from '../../infra/db/client.js';
import { approveDeposit } from './approve-deposit.js';
import { approveWithdrawal } from './approve-withdrawal.js';
import { history } from './history.js';
import { listPending } from './list-pending.js';
import { rejectDeposit } from './reject-deposit.js';
import { rejectWithdrawal } from './reject-withdrawal.js';
import type { AdminMoney } from './select.js';

/**
 * The admin side of deposits and withdrawals (docs/product.md#coins-gifts-and-money), one file
 * per operation; every decision goes through `decide` (decide.ts) in one transaction.
 */
export function createAdminMoneyService(db: Db, fourEyesCoins: number) {
  const money: AdminMoney = { db, fourEyesCoins };
  return {
    listPending: listPending.bind(null, money),
    history: history.bind(null, money),
    approveDeposit: approveDeposit.bind(null, money),
    rejectDeposit: rejectDeposit.bind(null, money),
    approveWithdrawal: approveWithdrawal.bind(null, money),
    rejectWithdrawal: rejectWithdrawal.bind(null, money),
  };
}

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
