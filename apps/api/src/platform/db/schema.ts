/**
 * Drizzle (pg-core) view of the tables created by migrations/*.sql. The SQL files are the source
 * of truth; keep this file in sync with them. Money columns are integer pence.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Exact number of public products, all ('' row) and per category; kept by a trigger (migration 002). */
export const catalogueCounts = pgTable('catalogue_counts', {
  category: text('category').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/** Key/value facts of the installation (e.g. which seed ran). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at'),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Deactivated by staff (migration 011): a password reset does not reopen it (decision 024). */
    deactivatedByStaff: boolean('deactivated_by_staff').notNull().default(false),
    isTestUser: boolean('is_test_user').notNull().default(false),
    /** Staff may use the back office and move any order (migration 003). */
    isStaff: boolean('is_staff').notNull().default(false),
    /** The public name the user chose (migration 004); null: first name and last initial. */
    displayName: text('display_name'),
    /**
     * How many of the user's checkout sessions were fulfilled (migration 014). Fulfilment refuses
     * a session opened before the last one was paid: one cart, one payment (decision 046).
     */
    paidCheckouts: integer('paid_checkouts').notNull().default(0),
    dateJoined: ts('date_joined'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 (hex) of the session token; the token itself is only in the cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at'),
    lastSeenAt: ts('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

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

/**
 * A visitor's guest cart and bookmarks (migration 009, decision 032): found by the SHA-256 of the
 * token in the HttpOnly guest cookie; deleted (with its lines and bookmarks) when merged into an
 * account at sign-in or sign-up, or when expired.
 */
export const guests = pgTable(
  'guests',
  {
    id: id(),
    /** SHA-256 (hex) of the guest token; the token itself is only in the cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('guests_expires_at_idx').on(t.expiresAt)],
);

/** A cart line of exactly one owner: a user (`userId`) or a guest (`guestId`, migration 009). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [
    unique('cart_items_user_id_product_id_key').on(t.userId, t.productId),
    unique('cart_items_guest_id_product_id_key').on(t.guestId, t.productId),
  ],
);

/** A bookmark of exactly one owner: a user (`userId`) or a guest (`guestId`, migration 009). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at'),
  },
  (t) => [
    unique('bookmarks_user_id_product_id_key').on(t.userId, t.productId),
    unique('bookmarks_guest_id_product_id_key').on(t.guestId, t.productId),
  ],
);

/** Reviews (decision 050, "Names"): the table keeps the spec's name, comments. */
export const reviews = pgTable(
  'comments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** 1..5 (CHECK in SQL; spec section 5). */
    rating: integer('rating').notNull(),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    unique('comments_user_id_product_id_key').on(t.userId, t.productId),
    index('comments_product_idx').on(t.productId, t.id),
    // Counts and sums a product's ratings by an index-only scan (migration 006, decision 028).
    index('comments_product_rating_idx').on(t.productId, t.rating),
  ],
);

/** One line of the cart as frozen into a checkout session (pence). */
export interface CheckoutItemSnapshot {
  productId: number;
  name: string;
  imageUrl: string | null;
  quantity: number;
  /** The charged unit price (chargedPricePence) when the session opened. */
  unitPricePence: number;
  /** The seller when the session opened (absent in sessions made before migration 003). */
  sellerId?: number;
}

/** A UK delivery address as stored (jsonb; contract DeliveryAddress, postcode normalised). */
export interface StoredAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
}

/** Saved delivery addresses of a user (migration 003). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'open' | 'complete' | 'expired' (provider's words). */
    status: text('status').notNull(),
    /** 'stripe' | 'simulated'. */
    provider: text('provider').notNull(),
    /** Sum of the lines, integer pence (bigint since migration 014, decision 046). */
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<CheckoutItemSnapshot[]>().notNull(),
    clientSecret: text('client_secret'),
    customerEmail: text('customer_email'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
    /** After this the session can no longer be paid (CHECKOUT_SESSION_LIFETIME_MS after opening). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The delivery address once known (simulated confirm, or Stripe's collected shipping). */
    shipping: jsonb('shipping').$type<StoredAddress>(),
    /** The provider's payment id (Stripe PaymentIntent), for refunds. */
    paymentReference: text('payment_reference'),
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    /** The buyer's users.paid_checkouts when the session opened (migration 014, decision 046). */
    paidCheckoutsAtOpen: integer('paid_checkouts_at_open').notNull().default(0),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
    index('checkout_sessions_open_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`status = 'open'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of FULFILMENT_STATUSES (CHECK in SQL); moved only along FULFILMENT_TRANSITIONS. */
    status: text('status').notNull().default('pending'),
    totalPence: bigint('total_pence', { mode: 'number' }).notNull(),
    trackingNumber: text('tracking_number'),
    checkoutSessionId: text('checkout_session_id').references(() => checkoutSessions.id),
    createdAt: ts('created_at'),
    /** Who ships it: one order per seller per checkout (null for orders older than migration 003). */
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    shipping: jsonb('shipping').$type<StoredAddress>(),
    carrier: text('carrier'),
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    uniqueIndex('orders_session_seller_key').on(t.checkoutSessionId, t.sellerId),
    index('orders_checkout_session_idx').on(t.checkoutSessionId),
    index('orders_seller_idx').on(t.sellerId, t.id),
    index('orders_status_idx').on(t.status, t.id),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.id)],
);

/** The audit log of order state changes (migration 003): who, when, from, to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null: the system (payment). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** null: the order's creation. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Staff actions besides order moves (migration 013, decision 045): listing holds, lifts and
 * approvals, account (de)activation. `note` is plain single-line text (contract singleLine).
 */
export const staffActions = pgTable('staff_actions', {
  id: id(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at'),
});

/** Single-use password reset links (migration 004): only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is only in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Links confirming a new e-mail address (migration 012, decision 044). */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address asked for (trimmed, lower-case). */
    newEmail: text('new_email').notNull(),
    /** SHA-256 (hex) of the token; the token itself is only in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The session that asked: it stays signed in when the change is confirmed. */
    sessionId: integer('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The notification outbox (migration 004, decision 024): rows written in the transaction of the
 * change that causes them, claimed by the worker with FOR UPDATE SKIP LOCKED and a lease.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One row per event: a repeated enqueue of the same event is ignored. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: ts('created_at'),
    /** Claims so far (a claim counts even when its process dies mid-send). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    /** A worker holds the row until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Given up after the last attempt. */
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`sent_at IS NULL AND dead_at IS NULL`),
    index('outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`sent_at IS NOT NULL`),
  ],
);
