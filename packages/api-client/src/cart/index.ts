/** Cart: CartProvider and useCart over the cart in the SWR cache (cartKey). */
export * from './CartProvider.tsx';
