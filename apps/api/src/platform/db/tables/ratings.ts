/**
 * Ratings between the buyer and the seller of a delivered order (migration 023, decision 071): one
 * row per side per order; `side` is the author's ('buyer': a rating of the seller).
 */
import type { RatingSide } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

export const orderRatings = pgTable(
  'order_ratings',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    side: text('side').$type<RatingSide>().notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-5 (CHECK in SQL; the contract's RATING_STARS_MIN..MAX). */
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull(),
    /** The seller's one public reply (ratings of the seller only), with its time. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
    /** When staff hid it on reports (migration 028, decision 076); null while shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** When its subject was e-mailed that it became visible to them (once; decision 076). */
    subjectNotifiedAt: timestamp('subject_notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('order_ratings_order_id_side_key').on(t.orderId, t.side),
    index('order_ratings_subject_idx').on(t.subjectId, t.side, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('order_ratings_unnotified_idx')
      .on(t.orderId)
      .where(sql`subject_notified_at IS NULL`),
  ],
);
