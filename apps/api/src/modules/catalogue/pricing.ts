/**
 * What a product costs on read (decision 019): the sale price when it applies, else the price;
 * integer pence.
 */
import { chargedPricePence, isDiscounted } from '@shop/contract';
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
