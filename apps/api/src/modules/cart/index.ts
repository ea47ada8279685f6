/**
 * The cart module's public surface (decision 050): what the app and other modules use.
 */
export { CART_LINES_READ, cartLinesRead } from './cart.ts';
export { cartRoutes } from './routes.ts';
export { cartSection, eraseCart } from './personal-data.ts';
