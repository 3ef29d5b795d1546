export { adminMoneyKeys } from './api';
export { DepositsScreen } from './screens/DepositsScreen';
export { HistoryScreen } from './screens/HistoryScreen';
export { WithdrawalsScreen } from './screens/WithdrawalsScreen';
