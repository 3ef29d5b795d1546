export { adminMoneyRoutes } from './admin-routes.js';
export { balanceOf, changeBalance, lockMemberRow, tryChangeBalance } from './ledger.js';
export { walletRoutes } from './routes.js';
