/**
 * What the shop's polite live region says after a cart or bookmark change ("cart,
 * bookmark and review changes announced in a polite live region"; useAnnounce from the Layout).
 * Our wording: the spec gives none. One place, so every route says the same.
 */

/** After a bookmark toggle: whether the product is now bookmarked. */
export function bookmarkChangeMessage(productName: string, bookmarked: boolean): string {
  return bookmarked ? `${productName} bookmarked` : `${productName} removed from your bookmarks`;
}

/** After an add to cart: the product, the quantity added and the cart's new item count. */
export function cartAddedMessage(productName: string, quantity: number, itemCount: number): string {
  return `Added ${quantity} × ${productName} to your cart. ${itemCount} ${itemCount === 1 ? 'item' : 'items'} in your cart.`;
}

/** After a cart line is removed (Undo is offered in its place). */
export function cartRemovedMessage(productName: string): string {
  return `Removed ${productName} from your cart. Undo is available in its place.`;
}

/** After Undo put a removed line back. */
export function cartRestoredMessage(productName: string): string {
  return `${productName} is back in your cart`;
}

/** After a cart line's quantity changed. */
export function cartQuantityMessage(productName: string, quantity: number): string {
  return `${productName}: quantity ${quantity}`;
}
