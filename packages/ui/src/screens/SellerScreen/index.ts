export { SellerScreen, dispatchText, type SellerScreenProps } from './SellerScreen.tsx';
