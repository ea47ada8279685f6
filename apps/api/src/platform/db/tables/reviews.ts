/**
 * Reviews (decision 028).
 */
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    unique('comments_user_id_product_id_key').on(t.userId, t.productId),
    index('comments_product_idx').on(t.productId, t.id),
    // Counts and sums a product's ratings by an index-only scan (migration 006, decision 028).
    index('comments_product_rating_idx').on(t.productId, t.rating),
  ],
);
