export { GIFT_CATALOGUE, giftImagePath } from './catalogue.js';
export { shopRoutes } from './routes.js';
export { seedGiftCatalogue } from './seed.js';
