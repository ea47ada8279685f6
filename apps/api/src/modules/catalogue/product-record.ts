/**
 * A product as the server reads it from `products`: the record type, its review counts and
 * the columns each read selects.
 */
import { products, type ProductRow } from '../../platform/db/schema.ts';

/**
 * A product row as selected: everything but the search vector and the sort and filter keys of
 * migration 008
 * (`chargedPricePence`, `reviewCount`, `ratingSum`, `ratingX10`: decision 030; answers compute
 * the price and rating in TypeScript from the facts above).
 */
export type ProductRecord = Omit<
  ProductRow,
  'search' | 'chargedPricePence' | 'reviewCount' | 'ratingSum' | 'ratingX10' | 'heldAt' | 'heldBy'
>;

/** A product's reviews as counted on read: how many, and the sum of their ratings (1-5 each). */
export interface ReviewCounts {
  count: number;
  sum: number;
}

/** The columns of `products` except the tsvector and the legacy sale price and rating (never read). */
export const productColumns = {
  id: products.id,
  ownerId: products.ownerId,
  name: products.name,
  pricePence: products.pricePence,
  description: products.description,
  detailedDescription: products.detailedDescription,
  tags: products.tags,
  category: products.category,
  isNew: products.isNew,
  featured: products.featured,
  specialOffer: products.specialOffer,
  onSale: products.onSale,
  popular: products.popular,
  percentageOff: products.percentageOff,
  itemsInStock: products.itemsInStock,
  dispatchDays: products.dispatchDays,
  active: products.active,
  inStock: products.inStock,
  suspend: products.suspend,
  sellerSuspended: products.sellerSuspended,
  holdReason: products.holdReason,
  sellerActive: products.sellerActive,
  sellerTakingOrders: products.sellerTakingOrders,
  adminApproved: products.adminApproved,
  approved: products.approved,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/**
 * The product columns a purchase is checked against (seller, price rule inputs, stock and
 * visibility): read when a checkout session opens and again, FOR UPDATE, when it is paid, so both
 * checks see the same facts. Feed the row to chargedPricePence and isPublicRow.
 */
export const purchaseColumns = {
  ownerId: products.ownerId,
  pricePence: products.pricePence,
  onSale: products.onSale,
  specialOffer: products.specialOffer,
  percentageOff: products.percentageOff,
  itemsInStock: products.itemsInStock,
  inStock: products.inStock,
  active: products.active,
  suspend: products.suspend,
  adminApproved: products.adminApproved,
  sellerTakingOrders: products.sellerTakingOrders,
} as const;
