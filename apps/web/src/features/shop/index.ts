/** The gift store and the member's inventory (server: shop/); the wallet tabs come from wallet. */
export { ShopScreen } from './screens/ShopScreen';
