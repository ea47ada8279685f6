/** Every hook of the package (read hooks, mutations, auth and cart), for `@shop/api-client/hooks`. */
export * from './useApiQuery.ts';
export * from './useMutationState.ts';
export * from './products.ts';
export * from './search.ts';
export * from './reviews.ts';
export * from './bookmarks.ts';
export * from './user.ts';
export * from './account.ts';
export * from './orders.ts';
export * from './payment.ts';
export * from './sales.ts';
export * from './payouts.ts';
export * from './addresses.ts';
export * from './admin.ts';
export * from './admin-money.ts';
export * from './statement.ts';
export { useAuth } from '../auth/AuthProvider.tsx';
export { useCart } from '../cart/CartProvider.tsx';
