/**
 * Reviews (decision 028).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { products } from './catalogue.ts';
import { users } from './accounts.ts';

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
    /** Set when staff hide it on reports (migration 024, decision 072): off the product page and its rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('comments_user_id_product_id_key').on(t.userId, t.productId),
    index('comments_product_idx').on(t.productId, t.id),
    // Counts and sums a product's visible ratings by an index-only scan (migrations 006 and 024,
    // decisions 028 and 072).
    index('comments_product_rating_idx')
      .on(t.productId, t.rating)
      .where(sql`hidden_at IS NULL`),
  ],
);
