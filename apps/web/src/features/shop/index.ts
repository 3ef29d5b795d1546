export { shopKeys } from './api';
export { refusalText, useMoneyFormat } from './format';
export { newIdempotencyKey } from './idempotency';
export { ShopScreen } from './screens/ShopScreen';
