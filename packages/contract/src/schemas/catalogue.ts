/**
 * The catalogue's entities (spec section 3): a product with its images and bullet points, the
 * filters' counts, search suggestions and paging.
 */
import * as z from 'zod/mini';
import { CATEGORIES, MAX_DISPATCH_DAYS, RATING_MAX } from '../constants.ts';
import { Id, IsoDate, Pounds } from './common.ts';

export const ProductImage = z.object({ id: z.optional(z.int()), image_url: z.string() });
export type ProductImage = z.infer<typeof ProductImage>;

export const BulletPoint = z.object({ id: z.int(), text: z.string() });
export type BulletPoint = z.infer<typeof BulletPoint>;

export const CategorySchema = z.enum(CATEGORIES);

/** A product as the server sends it (spec section 3, with the sample-catalogue fields). */
export const Product = z.object({
  id: Id,
  name: z.string(),
  price: Pounds,
  description: z.string(),
  detailedDescription: z.string(),
  images: z.array(ProductImage),
  /** Comma-separated tags. */
  tags: z.string(),
  bullet_points: z.array(BulletPoint),
  category: z.string(),
  new: z.boolean(),
  featured: z.boolean(),
  specialOffer: z.boolean(),
  onSale: z.boolean(),
  popular: z.boolean(),
  percentageOff: z.int(),
  /**
   * The price charged when the product is discounted (on sale or a special offer with
   * percentageOff > 0), computed by the server with `chargedPricePence` (money.ts); null when
   * the shopper pays `price`. Show `salePrice ?? price`, with `price` struck through when set.
   */
  salePrice: z.nullable(Pounds),
  itemsInStock: z.int().check(z.gte(0)),
  active: z.boolean(),
  inStock: z.boolean(),
  /** The seller's own "suspend" switch (the product form's box); staff holds are `hold_reason`. */
  suspend: z.boolean(),
  adminApproved: z.boolean(),
  approved: z.boolean(),
  /** The seller's user id: nobody buys or reviews their own listing (decision 045). */
  seller_id: Id,
  /** False while the seller's account is deactivated: the listing is off sale (decision 045). */
  seller_active: z.boolean(),
  /**
   * False until the seller's payout account is active (decision 059, contract takesOrders): the
   * listing stays visible but cannot be bought ('This seller is not taking orders yet').
   */
  seller_taking_orders: z.boolean(),
  /**
   * Why staff hold (suspend) the listing, plain single-line text; null when there is no hold.
   * Held listings are off sale; only staff lift a hold, never the seller (decision 045).
   */
  hold_reason: z.nullable(z.string()),
  /**
   * The average rating of the product's reviews (the spec's comments, 1-5), rounded to one decimal with
   * `roundRating`; 0 when it has none (review_count 0). Decision 028.
   */
  rating: z.number().check(z.gte(0), z.lte(RATING_MAX)),
  /** How many reviews (the spec's comments, each with a rating) the product has. */
  review_count: z.int().check(z.gte(0)),
  /** Main image address (first of images, or a placeholder). */
  imageUrl: z.string(),
  created_at: IsoDate,
  /**
   * The seller's dispatch time in working days (0..MAX_DISPATCH_DAYS; DEFAULT_DISPATCH_DAYS unless
   * the seller chose another): the product page's estimated delivery dates (decision 047).
   */
  dispatchDays: z.int().check(z.gte(0), z.lte(MAX_DISPATCH_DAYS)),
  /** Units sold in paid, not cancelled orders: only on the seller's own listings. */
  itemsSold: z.optional(z.int().check(z.gte(0))),
});
export type Product = z.infer<typeof Product>;

/**
 * The filters' counts for a product list (decision 030), computed on the server over
 * the public products that match the search text and every OTHER filter (a facet ignores its
 * own filter, so choosing a category still shows how many each other category holds).
 * - `categories`: every category with at least one match, in CATEGORIES order;
 * - `price_ranges`: one entry per PRICE_BUCKETS bucket (pounds, max null = open), count of
 *   products whose charged price (`salePrice ?? price`) is in [min, max);
 * - `ratings`: one entry per MIN_RATING_CHOICES value, count of products whose average rating
 *   (Product.rating) is at least `min`;
 * - `in_stock`: how many matches are in stock (inStock and itemsInStock > 0);
 * - `total`: how many products match every filter (the list's totalItems).
 */
export const ProductFacets = z.object({
  categories: z.array(z.object({ value: z.string(), count: z.int().check(z.gte(0)) })),
  price_ranges: z.array(z.object({ min: Pounds, max: z.nullable(Pounds), count: z.int().check(z.gte(0)) })),
  ratings: z.array(
    z.object({ min: z.int().check(z.gte(1), z.lte(RATING_MAX)), count: z.int().check(z.gte(0)) }),
  ),
  in_stock: z.int().check(z.gte(0)),
  total: z.int().check(z.gte(0)),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

/**
 * A search suggestion as you type: a public product that matches the text, typo-
 * tolerant (pg_trgm on the server), accent-insensitive, prefixes included. The client highlights
 * the matching parts of `name` itself.
 */
export const SearchSuggestion = z.object({
  id: Id,
  name: z.string(),
  category: z.string(),
  imageUrl: z.string(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** Paging facts of a list (spec: totalPages; the others are ours). */
export const Pagination = z.object({
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  totalItems: z.int(),
});
export type Pagination = z.infer<typeof Pagination>;
