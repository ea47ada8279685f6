/**
 * What happens to a visitor's guest cart and guest bookmarks when they sign in or sign up
 * (decision 032): ONE pure rule, used by the server (inside the sign-in / sign-up
 * transaction) and by the mocks, so both merge alike.
 */

/** A cart line reduced to what the merge needs: the product and how many (a whole number >= 1). */
export interface MergeLine {
  productId: number;
  quantity: number;
}

/** What the merge needs to know about a product now (read when the merge runs). */
export interface MergeProduct {
  id: number;
  /** The seller's user id. */
  ownerId: number;
  /** Units the seller has now (a whole number >= 0). */
  itemsInStock: number;
  /** The seller's "in stock" switch. */
  inStock: boolean;
  /** Shown to everyone: active, not suspended and approved by staff (decision 020). */
  isPublic: boolean;
}

/**
 * May a guest's line or bookmark of `product` join the account of `userId`? Only when the product
 * still exists (`product` defined) and is public; for a cart line also only when the user does not
 * sell it and it can be bought (in stock with at least one unit).
 */
function guestMayBring(
  product: MergeProduct | undefined,
  userId: number,
  kind: 'cart' | 'bookmark',
): boolean {
  if (product === undefined || !product.isPublic) return false;
  if (kind === 'bookmark') return true;
  return product.ownerId !== userId && product.inStock && product.itemsInStock >= 1;
}

/**
 * The cart of user `userId` after their guest cart joins it (decision 032). Returns every line of
 * the merged cart, one per product, the user's lines first in their order, then the guest's new
 * products in the guest's order:
 * - a guest line of a product that is gone, no longer public, sold by the user, switched out of
 *   stock or with no units left is dropped;
 * - a product in both carts: the quantities are summed and capped at the product's itemsInStock,
 *   but the user's own quantity is never lowered (`max(user, min(user + guest, stock))`);
 * - a product only in the guest cart: the guest quantity capped at itemsInStock;
 * - the user's own lines are never dropped or lowered here (the checkout checks them anyway).
 * Quantities are whole numbers; lines with a quantity below 1 in the input are ignored, and two
 * input lines of one product (which a cart never holds) are added together first.
 * `products` are the facts of every product of either cart (missing ones count as gone).
 */
export function mergeGuestCart(
  userId: number,
  userLines: readonly MergeLine[],
  guestLines: readonly MergeLine[],
  products: readonly MergeProduct[],
): MergeLine[] {
  const facts = new Map(products.map((p) => [p.id, p]));
  const merged = new Map<number, number>();
  for (const line of userLines) {
    if (line.quantity < 1) continue;
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  }
  const fromGuest = new Map<number, number>();
  for (const line of guestLines) {
    if (line.quantity < 1 || !guestMayBring(facts.get(line.productId), userId, 'cart')) continue;
    fromGuest.set(line.productId, (fromGuest.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, guestQuantity] of fromGuest) {
    const stock = facts.get(productId)?.itemsInStock ?? 0;
    const own = merged.get(productId) ?? 0;
    merged.set(productId, Math.max(own, Math.min(own + guestQuantity, stock)));
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The bookmarked product ids of user `userId` after their guest bookmarks join them (decision
 * 032): the union without duplicates, the user's first in their order, then the guest's new ones
 * in the guest's order. A guest bookmark of a product that is gone or no longer public is dropped;
 * the user's own bookmarks are kept as they are. Merging the same guest bookmarks again changes
 * nothing (idempotent).
 */
export function mergeBookmarks(
  userId: number,
  userProductIds: readonly number[],
  guestProductIds: readonly number[],
  products: readonly MergeProduct[],
): number[] {
  const facts = new Map(products.map((p) => [p.id, p]));
  const merged = new Set(userProductIds);
  for (const id of guestProductIds) {
    if (guestMayBring(facts.get(id), userId, 'bookmark')) merged.add(id);
  }
  return [...merged];
}
