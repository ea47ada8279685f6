export { SellerCard, type SellerCardProps } from './SellerCard.tsx';
export { sellerHref } from './hrefs.ts';
