/**
 * What shoppers keep (decision 032): guests, cart lines and bookmarks, each of one owner, a user
 * or a guest.
 */
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { products } from './catalogue.ts';
import { users } from './accounts.ts';

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
