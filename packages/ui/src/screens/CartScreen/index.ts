export { CartScreen, type CartScreenProps } from './CartScreen.tsx';
