/**
 * The member's wallet (server: wallet/): balance, deposit, withdraw and their history. The
 * admin side (pending deposits and withdrawals, history) is its own entry, `wallet/admin`, so
 * member screens never download it.
 */
export { refreshBalance, useWallet, useWalletTransactions, walletKeys } from './api';
export { DepositTab } from './member/DepositTab';
export { WithdrawTab } from './member/WithdrawTab';
