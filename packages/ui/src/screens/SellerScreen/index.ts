export { SellerScreen, dispatchText, type SellerScreenProps } from './SellerScreen.tsx';
export { SellerListings, type SellerListingsProps } from './SellerListings.tsx';
