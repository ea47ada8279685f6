/**
 * Carts, payment details and bookmarks over the store, of a signed-in user or a visitor's guest
 * (decision 032): the contract's assembleCart over the stored lines (decision 054), so the mocks
 * and the server answer the same cart.
 */
import {
  assembleCart,
  paymentImagesOf,
  type Bookmark,
  type Cart,
  type HoldReasonViewer,
  type PaymentDetails,
} from '@shop/contract';
import type { MockDb } from './store.ts';
import type { DbOwner } from './tables.ts';

/**
 * The cart of user `userId` as the contract shows it: each line with `unit_price` (the charged
 * price, decision 019), `line_total` and the same as `total_price` (decision 046); item_count is the sum of quantities; sums in pence.
 */
export function cartOf(db: MockDb, userId: number): Cart {
  const isStaff = db.users.find((u) => u.user.id === userId)?.user.customer.is_staff ?? false;
  return cartOfLines(
    db,
    db.cartLines.filter((l) => l.userId === userId),
    { id: userId, is_staff: isStaff },
  );
}

/** The cart of `owner` (a user's or a guest's, decision 032) as the contract shows it (cartOf). */
export function cartOfOwner(db: MockDb, owner: DbOwner): Cart {
  return owner.kind === 'user'
    ? cartOf(db, owner.id)
    : cartOfLines(
        db,
        db.guestCartLines.filter((l) => l.guestId === owner.id),
        undefined,
      );
}

/**
 * The cart of `lines` as `viewer` (the cart's user; undefined for a guest) sees it: the
 * contract's assembleCart over the stored products (decision 054).
 */
function cartOfLines(
  db: MockDb,
  lines: readonly { id: number; productId: number; quantity: number }[],
  viewer: HoldReasonViewer | undefined,
): Cart {
  return assembleCart(lines, (id) => db.productById(id)?.product, viewer).cart;
}

/**
 * What user `userId` would pay now (spec section 3, payment details), from the cart: `price`
 * is the charged unit price, `original_price` the list price, `images` the product's images as
 * `{ id, url, order }` (paymentImagesOf, decision 046).
 */
export function paymentOf(db: MockDb, userId: number): PaymentDetails {
  const cart = cartOf(db, userId);
  return {
    total_amount: cart.total_price,
    item_count: cart.item_count,
    items: cart.items.map((i) => ({
      id: i.id,
      product_id: i.product.id,
      name: i.product.name,
      price: i.unit_price,
      original_price: i.product.price,
      quantity: i.quantity,
      subtotal: i.line_total,
      image_url: i.product.imageUrl,
      images: paymentImagesOf(i.product.images),
    })),
  };
}

/** The bookmarks of user `userId`, oldest first, as the contract shows them. */
export function bookmarksOf(db: MockDb, userId: number): Bookmark[] {
  return bookmarksOfRows(
    db,
    db.bookmarks.filter((b) => b.userId === userId),
  );
}

/** The bookmarks of `owner` (a user's or a guest's, decision 032), oldest first (bookmarksOf). */
export function bookmarksOfOwner(db: MockDb, owner: DbOwner): Bookmark[] {
  return owner.kind === 'user'
    ? bookmarksOf(db, owner.id)
    : bookmarksOfRows(
        db,
        db.guestBookmarks.filter((b) => b.guestId === owner.id),
      );
}

function bookmarksOfRows(db: MockDb, rows: readonly { id: number; productId: number }[]): Bookmark[] {
  return rows.flatMap((b) => {
    const p = db.productById(b.productId)?.product;
    return p
      ? [
          {
            id: b.id,
            product: { id: p.id, name: p.name, price: p.price, salePrice: p.salePrice, images: p.images },
          },
        ]
      : [];
  });
}
