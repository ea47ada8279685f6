export {
  ProductPrice,
  ProductPriceOf,
  chargedPrice,
  productPriceText,
  type ProductPriceProps,
  type ProductPriceOfProps,
} from './ProductPrice.tsx';
