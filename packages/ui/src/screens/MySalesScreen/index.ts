export {
  MySalesScreen,
  MY_SALES_TITLE,
  NO_SALES_TEXT,
  SHIP_BY_LABEL,
  releaseOnText,
  releasedSaleText,
  type MySalesScreenProps,
} from './MySalesScreen.tsx';
export { SellerReturns, returnRequestHref, type SellerReturnsView } from './SellerReturns.tsx';
