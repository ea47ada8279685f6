/**
 * Checkout sessions, orders with their lines and the audit logs of order moves and staff actions
 * (decisions 020 and 045).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { products } from './catalogue.ts';
import { type StoredAddress, users } from './accounts.ts';

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
    /** What was refunded on the order in all, integer pence; CHECK at most total_pence (migration 021). */
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at'),
    /** Paid + SHIP_BY_DAYS, fixed at payment; null: no deadline (migration 019, decision 060). */
    shipBy: timestamp('ship_by', { withTimezone: true, mode: 'date' }),
    /** When the 'ship by tomorrow' reminder was sent (once per order). */
    shipByRemindedAt: timestamp('ship_by_reminded_at', { withTimezone: true, mode: 'date' }),
    /** When the order was marked delivered (by its seller or staff, or by the buyer's Confirm receipt). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Delivered + RELEASE_AFTER_DELIVERY_DAYS: the earnings release by themselves then. */
    releaseAt: timestamp('release_at', { withTimezone: true, mode: 'date' }),
    /** When the seller's net moved from pending to available (the order_released journal). */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    /** When the buyer pressed Confirm receipt. */
    receiptConfirmedAt: timestamp('receipt_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** When each side that had not rated was reminded to (once per order; migration 028, decision 076). */
    ratingRemindedAt: timestamp('rating_reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    uniqueIndex('orders_session_seller_key').on(t.checkoutSessionId, t.sellerId),
    index('orders_checkout_session_idx').on(t.checkoutSessionId),
    index('orders_seller_idx').on(t.sellerId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_ship_by_due_idx')
      .on(t.shipBy, t.id)
      .where(sql`status = 'processing' AND ship_by IS NOT NULL`),
    index('orders_release_due_idx')
      .on(t.releaseAt, t.id)
      .where(sql`released_at IS NULL AND release_at IS NOT NULL`),
    index('orders_rating_reminder_idx')
      .on(t.deliveredAt)
      .where(sql`delivered_at IS NOT NULL AND rating_reminded_at IS NULL`),
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
    /**
     * What was refunded on the line (returns, refunds without a return, decisions, a
     * cancellation), integer pence; CHECK at most quantity x unit price (migration 021, decision 067).
     */
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
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
