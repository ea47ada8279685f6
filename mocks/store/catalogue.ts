/**
 * The catalogue over the store: which products are public (the contract's isOnSale, the one
 * visibility rule; decision 054), related products and a seller's listings going on or off sale.
 */
import { isOnSale, type Product } from '@shop/contract';
import { relatedProductsOf } from '@shop/sample-catalogue';
import type { MockDb } from './store.ts';

/**
 * Products everyone may see, in id order: the contract's isOnSale (active, not suspended by its
 * seller, approved and not held by staff, its seller's account active; decisions 020, 045).
 */
export function publicProducts(db: MockDb): Product[] {
  return db.products.filter((p) => isOnSale(p.product)).map((p) => p.product);
}

/**
 * 'Related Products' of `product` (decision 028, as the server's SQL; relatedProductsOf):
 * up to RELATED_COUNT public products other than itself, those of its category first, then the
 * others, each group newest (highest id) first.
 */
export function relatedProducts(db: MockDb, product: Product): Product[] {
  return relatedProductsOf(product, publicProducts(db));
}

/** Puts the listings of seller `userId` on or off sale with their account (decision 045). */
export function setSellerListingsActive(db: MockDb, userId: number, isActive: boolean): void {
  for (const row of db.products) {
    if (row.ownerId === userId) row.product = { ...row.product, seller_active: isActive };
  }
}
