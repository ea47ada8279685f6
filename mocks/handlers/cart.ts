/**
 * Cart handlers (spec section 7): every call answers the whole cart, of the signed-in user or,
 * for a visitor, of their guest cart (decision 032, guests.ts: made on the first add). Quantities
 * are 1..itemsInStock of the product (400 MESSAGES.server.outOfStock beyond, or when the seller
 * switched 'in stock' off: contract coversQuantity); adding a product
 * already in the cart adds to its line. Cart lines belong to their owner (404 unknown, 403 anyone
 * else's). A guest cart holds public products only, at most GUEST_MAX_CART_LINES of them (400
 * MESSAGES.server.guestCartFull). A cart totals at most MAX_CART_TOTAL_PENCE (decision 046): adding,
 * or raising a quantity, beyond it answers 400 MESSAGES.server.cartTotalTooHigh, nothing changed.
 */
import {
  PAYOUT_MESSAGES,
  DEFAULT_ADD_QUANTITY,
  EMPTY_CART,
  GUEST_MAX_CART_LINES,
  MESSAGES,
  isOwnListing,
  sellerTakesOrders,
  chargedPricePenceOf,
  coversQuantity,
  withinCartTotalLimit,
  type Cart,
} from '@shop/contract';
import { db, type DbOwner } from '../db.ts';
import { cartOfOwner } from '../store/cart.ts';

import { ownerForRead, writeAsOwner } from './guests.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

/** The cart lines of `owner` (user lines or guest lines; both have id, productId and quantity). */
function linesOf(owner: DbOwner): { id: number; productId: number; quantity: number }[] {
  return owner.kind === 'user'
    ? db.cartLines.filter((l) => l.userId === owner.id)
    : db.guestCartLines.filter((l) => l.guestId === owner.id);
}

/** The cart line `id` of `owner`: 404 when unknown, 403 when it is anyone else's. */
function ownLine(id: number, owner: DbOwner): { id: number; productId: number; quantity: number } {
  const line = db.cartLines.find((l) => l.id === id) ?? db.guestCartLines.find((l) => l.id === id);
  if (!line) throw notFound();
  const mine = linesOf(owner).includes(line);
  if (!mine) throw forbidden();
  return line;
}

/**
 * Throws 400 MESSAGES.server.cartTotalTooHigh unless the lines of `owner`, with `productId` at
 * `quantity`, total at most MAX_CART_TOTAL_PENCE at the charged prices (withinCartTotalLimit,
 * decision 046). Called before the change, so a refused change leaves the cart as it was.
 */
function checkCartTotal(owner: DbOwner, productId: number, quantity: number): void {
  const lines = linesOf(owner).filter((l) => l.productId !== productId);
  const priced = [...lines, { productId, quantity }].flatMap((l) => {
    const product = db.productById(l.productId)?.product;
    return product ? [{ unitPricePence: chargedPricePenceOf(product), quantity: l.quantity }] : [];
  });
  if (!withinCartTotalLimit(priced)) throw badRequest(MESSAGES.server.cartTotalTooHigh);
}

/** Deletes cart line `id` (a user's or a guest's). */
function deleteLine(id: number): void {
  db.cartLines = db.cartLines.filter((l) => l.id !== id);
  db.guestCartLines = db.guestCartLines.filter((l) => l.id !== id);
}

/** getCart, addToCart, updateCartItem, removeCartItem, clearCart. */
export const cartHandlers = [
  route('getCart', ({ user, cookies }) => {
    const { owner, setCookies } = ownerForRead(user, cookies);
    const cart: Cart = owner ? cartOfOwner(db, owner) : EMPTY_CART;
    return { body: { success: true, cart }, setCookies };
  }),
  route('addToCart', ({ body, user, cookies }) => {
    const { result, setCookies } = writeAsOwner(user, cookies, { create: true }, (owner) => {
      const product = visibleProduct(body.product_id, owner.kind === 'user' ? owner.id : undefined);
      // Nobody buys their own listing (decision 045).
      if (owner.kind === 'user' && isOwnListing(product, owner.id))
        throw badRequest(MESSAGES.server.ownListingPurchase);
      // Until its seller's payout account is active, a listing cannot be bought (decision 059).
      if (!sellerTakesOrders(product)) throw badRequest(PAYOUT_MESSAGES.notTakingOrders);
      const quantity = body.quantity ?? DEFAULT_ADD_QUANTITY;
      const lines = linesOf(owner);
      const line = lines.find((l) => l.productId === product.id);
      const wanted = (line?.quantity ?? 0) + quantity;
      if (!coversQuantity(product, wanted)) throw badRequest(MESSAGES.server.outOfStock);
      if (owner.kind === 'guest' && !line && lines.length >= GUEST_MAX_CART_LINES)
        throw badRequest(MESSAGES.server.guestCartFull);
      checkCartTotal(owner, product.id, wanted);
      if (line) line.quantity = wanted;
      else if (owner.kind === 'user')
        db.cartLines.push({ id: db.nextId('cartLine'), userId: owner.id, productId: product.id, quantity });
      else
        db.guestCartLines.push({
          id: db.nextId('cartLine'),
          guestId: owner.id,
          productId: product.id,
          quantity,
        });
      return cartOfOwner(db, owner);
    });
    return { body: { success: true, cart: result }, setCookies };
  }),
  route('updateCartItem', ({ body, params, user, cookies }) => {
    const { result, setCookies } = writeAsOwner(user, cookies, { create: false }, (owner) => {
      const line = ownLine(params.itemId, owner);
      const product = db.productById(line.productId)?.product;
      if (!product || !coversQuantity(product, body.quantity)) throw badRequest(MESSAGES.server.outOfStock);
      if (body.quantity > line.quantity) checkCartTotal(owner, line.productId, body.quantity);
      line.quantity = body.quantity;
      return cartOfOwner(db, owner);
    });
    return { body: { success: true, cart: result }, setCookies };
  }),
  route('removeCartItem', ({ params, user, cookies }) => {
    const { result, setCookies } = writeAsOwner(user, cookies, { create: false }, (owner) => {
      deleteLine(ownLine(params.itemId, owner).id);
      return cartOfOwner(db, owner);
    });
    return { body: { success: true, cart: result }, setCookies };
  }),
  route('clearCart', ({ user, cookies }) => {
    const { result, setCookies } = writeAsOwner(user, cookies, { create: false }, (owner) => {
      for (const line of linesOf(owner)) deleteLine(line.id);
      return cartOfOwner(db, owner);
    });
    return { body: { success: true, cart: result }, setCookies };
  }),
];
