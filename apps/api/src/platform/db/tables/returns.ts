/**
 * Returns, refunds without a return, and disputes (migration 021, decision 067): a buyer's
 * request to return units of one line, its history, and every refund of an order but a
 * cancellation. Amounts are integer pence; the states are the contract's RETURN_STATUSES.
 */
import type { ReturnParty, ReturnReasonCode, ReturnStatusCode } from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { type StoredAddress, users } from './accounts.ts';
import { orderItems, orders } from './orders.ts';

/** How a staff decision ended a dispute (contract DisputeOutcome). */
export type StoredDisputeOutcome = 'refund_full' | 'refund_partial' | 'decline';

/** What an `order_refunds` row refunds: a return, a refund without a return, or a staff decision. */
export type OrderRefundKind = 'return' | 'goodwill' | 'dispute';

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReasonCode>().notNull(),
    note: text('note').notNull().default(''),
    /** Public addresses of the photos (`/uploads/returns/<32 hex>.webp`). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** One of RETURN_STATUSES (CHECK in SQL); moved only along RETURN_TRANSITIONS. */
    status: text('status').$type<ReturnStatusCode>().notNull().default('requested'),
    /** Request + RETURN_RESPONSE_DAYS; null once the seller answered. */
    respondBy: timestamp('respond_by', { withTimezone: true, mode: 'date' }),
    keepItem: boolean('keep_item'),
    returnAddress: jsonb('return_address').$type<StoredAddress>(),
    declineReason: text('decline_reason'),
    returnCarrier: text('return_carrier'),
    returnTrackingNumber: text('return_tracking_number'),
    /** What the request refunds in full, as made: unit price x quantity, at most what the line had left. */
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** What it has refunded (0 until refunded or decided with a refund). */
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    decisionOutcome: text('decision_outcome').$type<StoredDisputeOutcome>(),
    decisionAmountPence: bigint('decision_amount_pence', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('return_requests_buyer_idx').on(t.buyerId, t.id.desc()),
    index('return_requests_seller_idx').on(t.sellerId, t.id.desc()),
    index('return_requests_order_idx').on(t.orderId, t.orderItemId, t.id.desc()),
    index('return_requests_respond_by_idx')
      .on(t.respondBy, t.id)
      .where(sql`status = 'requested'`),
    index('return_requests_escalated_idx')
      .on(t.escalatedAt, t.id)
      .where(sql`status = 'escalated'`),
    index('return_requests_resolved_idx')
      .on(t.resolvedAt.desc(), t.id.desc())
      .where(sql`status = 'resolved'`),
    uniqueIndex('return_requests_one_open_idx')
      .on(t.orderItemId)
      .where(sql`status IN ('requested', 'accepted', 'declined', 'in_transit', 'received', 'escalated')`),
  ],
);

/** The history of a return request: one row per step (the request's creation included). */
export const returnRequestEvents = pgTable(
  'return_request_events',
  {
    id: id(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** null: the shop itself (a deadline, a refund). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<ReturnParty>().notNull(),
    /** null: the request's creation. */
    fromStatus: text('from_status').$type<ReturnStatusCode>(),
    toStatus: text('to_status').$type<ReturnStatusCode>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at'),
  },
  (t) => [index('return_request_events_request_idx').on(t.returnRequestId, t.id)],
);

/**
 * Every refund of an order but a cancellation (which keeps its own key, decision 041): the
 * amount, why, who, and the key the ledger and the payment provider know it by.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<OrderRefundKind>().notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `refund-return-{request id}` or `refund-goodwill-{id}`: the provider's idempotency key. */
    refundKey: text('refund_key').notNull().unique(),
    createdAt: ts('created_at'),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.id)],
);
