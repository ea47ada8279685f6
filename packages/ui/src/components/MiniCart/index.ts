export * from './MiniCart.tsx';
