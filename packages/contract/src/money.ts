/**
 * Money helpers at the boundary between pounds (contract) and integer pence (storage and sums).
 * ARCHITECTURE "Money": the contract carries pounds with at most 2 decimals; sums are in pence.
 */

/** Pounds (e.g. 12.5) to integer pence (1250), rounding half away from zero. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100 + Number.EPSILON * Math.sign(pounds));
}

/** Integer pence (1250) to pounds (12.5). */
export function toPounds(pence: number): number {
  return pence / 100;
}

/** The product fields that decide what a shopper pays (contract Product, or a row in pence). */
export interface PricedProduct {
  /** List price in integer pence. */
  pricePence: number;
  onSale: boolean;
  specialOffer: boolean;
  /** 0..100. */
  percentageOff: number;
}

/** True when the product is discounted: on sale or a special offer, with percentageOff > 0. */
export function isDiscounted(p: Omit<PricedProduct, 'pricePence'>): boolean {
  return (p.onSale || p.specialOffer) && p.percentageOff > 0;
}

/**
 * THE price rule (docs/decisions/019): what one unit costs the shopper, in integer
 * pence. A discounted product (see isDiscounted) costs `pricePence * (100 - percentageOff) / 100`
 * rounded to the nearest penny, halves up (199.99 at 50% off: 9999.5p -> 10000p = £100.00);
 * otherwise the list price. The server computes every charged price with this; the mocks too.
 */
export function chargedPricePence(p: PricedProduct): number {
  if (!isDiscounted(p)) return p.pricePence;
  const pct = Math.min(100, Math.max(0, Math.trunc(p.percentageOff)));
  // Integer arithmetic: (pence * (100 - pct) + 50) / 100, floored, is round-half-up exactly.
  return Math.floor((p.pricePence * (100 - pct) + 50) / 100);
}

/** The contract Product fields that decide what a shopper pays, in pounds (decision 019). */
export interface ProductPriceFields {
  /** List price in pounds. */
  price: number;
  onSale: boolean;
  specialOffer: boolean;
  /** 0..100. */
  percentageOff: number;
}

/**
 * What one unit of a contract Product costs the shopper, in integer pence: chargedPricePence on
 * the product's pounds (decision 019). The server's `salePrice ?? price` of a product it built is
 * the same amount.
 */
export function chargedPricePenceOf(product: ProductPriceFields): number {
  return chargedPricePence({
    pricePence: toPence(product.price),
    onSale: product.onSale,
    specialOffer: product.specialOffer,
    percentageOff: product.percentageOff,
  });
}
