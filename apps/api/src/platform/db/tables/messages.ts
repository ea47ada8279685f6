/**
 * Messages between people (migration 026, decision 074): conversations about a listing (one per
 * listing and buyer) or an order (one per order and seller), their messages, and blocks.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing asked about (a listing conversation), else null. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** The order written about (an order conversation), else null. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The id of the latest message each party has read (0: none). */
    buyerReadId: integer('buyer_read_id').notNull().default(0),
    sellerReadId: integer('seller_read_id').notNull().default(0),
    /** When the last e-mail about new messages here was queued to each party (the batching window). */
    buyerEmailedAt: at('buyer_emailed_at'),
    sellerEmailedAt: at('seller_emailed_at'),
    lastMessageAt: at('last_message_at').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_idx')
      .on(t.productId, t.buyerId)
      .where(sql`${t.productId} IS NOT NULL`),
    uniqueIndex('conversations_order_seller_idx')
      .on(t.orderId, t.sellerId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('conversations_buyer_idx').on(t.buyerId, sql`${t.lastMessageAt} DESC`),
    index('conversations_seller_idx').on(t.sellerId, sql`${t.lastMessageAt} DESC`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to MESSAGE_BODY_MAX_LENGTH characters (CHECK in SQL). */
    body: text('body').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
