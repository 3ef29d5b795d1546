/** The admin side of the wallet (server: wallet/admin-routes): its own lazily loaded entry. */
export { DepositsScreen } from './screens/DepositsScreen';
export { HistoryScreen } from './screens/HistoryScreen';
export { WithdrawalsScreen } from './screens/WithdrawalsScreen';
