/**
 * The catalogue's tables: products with their images and bullet points, and the exact counts of
 * public products.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector, ts, id } from './columns.ts';
import { users } from './accounts.ts';

/** Exact number of public products, all ('' row) and per category; kept by a trigger (migration 002). */
export const catalogueCounts = pgTable('catalogue_counts', {
  category: text('category').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePence: integer('price_pence').notNull(),
    description: text('description').notNull().default(''),
    detailedDescription: text('detailed_description').notNull().default(''),
    /** Comma-separated (spec section 3). */
    tags: text('tags').notNull().default(''),
    category: text('category').notNull(),
    isNew: boolean('is_new').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    specialOffer: boolean('special_offer').notNull().default(false),
    onSale: boolean('on_sale').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    percentageOff: integer('percentage_off').notNull().default(0),
    itemsInStock: integer('items_in_stock').notNull().default(0),
    /** Working days to dispatch (migration 015, decision 047; DEFAULT_DISPATCH_DAYS). */
    dispatchDays: integer('dispatch_days').notNull().default(2),
    active: boolean('active').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(true),
    /**
     * Off sale by moderation: the seller's switch (sellerSuspended), a staff hold (holdReason) or
     * the seller's closed account (sellerActive false). Kept by the products_off_sale trigger
     * (migration 013, decision 045) and never written by the API: every public index, count and
     * search table reads `active AND NOT suspend AND admin_approved`.
     */
    suspend: boolean('suspend').notNull().default(false),
    /** The seller's own "suspend" switch (the product form's box; migration 013). */
    sellerSuspended: boolean('seller_suspended').notNull().default(false),
    /** A staff hold's reason, plain single-line text; null: no hold (migration 013, decision 045). */
    holdReason: text('hold_reason'),
    heldAt: timestamp('held_at', { withTimezone: true, mode: 'date' }),
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
    /** False while the seller's account is deactivated (migration 013, decision 045). */
    sellerActive: boolean('seller_active').notNull().default(true),
    /**
     * True while the seller's payout account is active (migration 018, decision 059): only then can
     * the listing be bought. Set on insert by a trigger; kept by the payouts module.
     */
    sellerTakingOrders: boolean('seller_taking_orders').notNull().default(false),
    adminApproved: boolean('admin_approved').notNull().default(true),
    approved: boolean('approved').notNull().default(true),
    /**
     * What one unit costs, integer pence: the contract's chargedPricePence mirrored in SQL (stored,
     * generated; migration 008, decision 030). For sorting and filtering only; answers compute it in TS.
     */
    chargedPricePence: integer('charged_price_pence').generatedAlwaysAs(
      sql`CASE WHEN (on_sale OR special_offer) AND percentage_off > 0 THEN ((price_pence::bigint * (100 - least(100, greatest(0, percentage_off))) + 50) / 100)::integer ELSE price_pence END`,
    ),
    /** How many reviews (the spec's comments) the product has; kept by triggers on the comments table (migration 008). */
    reviewCount: integer('review_count').notNull().default(0),
    /** The sum of its reviews' ratings (1-5 each); kept by triggers on the comments table (migration 008). */
    ratingSum: integer('rating_sum').notNull().default(0),
    /** averageRating(ratingSum, reviewCount) * 10 (0..50), stored, generated (migration 008). */
    ratingX10: smallint('rating_x10').generatedAlwaysAs(
      sql`CASE WHEN review_count > 0 THEN ((20 * rating_sum::bigint + review_count) / (2 * review_count::bigint))::smallint ELSE 0::smallint END`,
    ),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
    /** The name as search compares it (shop_fold: lower case, accents removed); generated (migration 007). */
    searchName: text('search_name').generatedAlwaysAs(sql`shop_fold(name)`),
    /**
     * Weighted full-text document (name A, tags and category B, description C) of the folded text
     * (shop_fold: lower case, accents removed; migration 007); generated.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(name, ''))), 'A') || setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(tags, ''))), 'B') || setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(category, ''))), 'B') || setweight(to_tsvector('english'::regconfig, shop_fold(coalesce(description, ''))), 'C')`,
    ),
  },
  (t) => [
    index('products_public_idx')
      .on(t.id)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_public_category_idx')
      .on(t.category, t.id)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_owner_idx').on(t.ownerId, t.id),
    index('products_search_idx')
      .using('gin', t.search)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_public_search_name_idx')
      .on(t.searchName)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_public_price_idx')
      .on(t.chargedPricePence, t.id)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_public_rating_idx')
      .on(t.ratingX10, t.reviewCount, t.id)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_public_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`active AND NOT suspend AND admin_approved`),
    index('products_public_facets_idx')
      .on(t.category, t.chargedPricePence, t.ratingX10)
      .where(sql`active AND NOT suspend AND admin_approved`),
    // A seller's public listings, their totals and facets (migration 027, decision 075).
    index('products_public_seller_idx')
      .on(t.ownerId, t.category, t.chargedPricePence, t.ratingX10)
      .where(sql`active AND NOT suspend AND admin_approved`),
  ],
);
export type ProductRow = typeof products.$inferSelect;

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position, t.id)],
);

export const bulletPoints = pgTable(
  'bullet_points',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bullet_points_product_idx').on(t.productId, t.position, t.id)],
);
