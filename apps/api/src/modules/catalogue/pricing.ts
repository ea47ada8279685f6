/**
 * What a product costs on read (decision 019): the sale price when it applies, else the price;
 * integer pence.
 */
import { chargedPricePence, isDiscounted, toPence, type Product } from '@shop/contract';
import type { ProductRecord } from './product-record.ts';

/**
 * The contract `salePrice` of a product row, in pence: the charged price (`chargedPricePence`,
 * decision 019) when the product is discounted, else null (the shopper pays the list price).
 */
export function salePricePenceOf(
  row: Pick<ProductRecord, 'pricePence' | 'onSale' | 'specialOffer' | 'percentageOff'>,
): number | null {
  return isDiscounted(row) ? chargedPricePence(row) : null;
}

/** What one unit of a contract Product costs now, in integer pence: `salePrice ?? price` (decision 019). */
export function unitPricePenceOf(product: Pick<Product, 'price' | 'salePrice'>): number {
  return toPence(product.salePrice ?? product.price);
}
