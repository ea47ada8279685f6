/** Cart: the pure reducer of spec section 4, CartProvider and useCart. */
export * from './cartReducer.ts';
export * from './CartProvider.tsx';
