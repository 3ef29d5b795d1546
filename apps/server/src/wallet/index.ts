export { adminMoneyRoutes } from './admin-routes.js';
export { balanceOf, changeBalance, tryChangeBalance } from './ledger.js';
export { walletRoutes } from './routes.js';
