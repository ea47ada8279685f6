/**
 * Cart handlers (spec section 7): every call answers the whole cart. Quantities are 1..itemsInStock
 * of the product (400 MESSAGES.server.outOfStock beyond); adding a product already in the cart
 * adds to its line. Cart lines belong to their user (403 for someone else's line).
 */
import { DEFAULT_ADD_QUANTITY, MESSAGES } from '@shop/api-client/contract';
import { db, type DbCartLine } from '../db.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

/** The cart line `id` of user `userId`: 404 when unknown, 403 when it is someone else's. */
function ownLine(id: number, userId: number): DbCartLine {
  const line = db.cartLines.find((l) => l.id === id);
  if (!line) throw notFound();
  if (line.userId !== userId) throw forbidden();
  return line;
}

/** getCart, addToCart, updateCartItem, removeCartItem, clearCart. */
export const cartHandlers = [
  route('getCart', ({ user }) => ({ body: { success: true, cart: db.cartOf(user.user.id) } })),
  route('addToCart', ({ body, user }) => {
    const userId = user.user.id;
    const product = visibleProduct(body.product_id, userId);
    const quantity = body.quantity ?? DEFAULT_ADD_QUANTITY;
    const line = db.cartLines.find((l) => l.userId === userId && l.productId === product.id);
    const wanted = (line?.quantity ?? 0) + quantity;
    if (!product.inStock || wanted > product.itemsInStock) throw badRequest(MESSAGES.server.outOfStock);
    if (line) line.quantity = wanted;
    else db.cartLines.push({ id: db.nextId('cartLine'), userId, productId: product.id, quantity });
    return { body: { success: true, cart: db.cartOf(userId) } };
  }),
  route('updateCartItem', ({ body, params, user }) => {
    const line = ownLine(params.itemId, user.user.id);
    const product = db.productById(line.productId)?.product;
    if (!product || body.quantity > product.itemsInStock) throw badRequest(MESSAGES.server.outOfStock);
    line.quantity = body.quantity;
    return { body: { success: true, cart: db.cartOf(user.user.id) } };
  }),
  route('removeCartItem', ({ params, user }) => {
    const line = ownLine(params.itemId, user.user.id);
    db.cartLines = db.cartLines.filter((l) => l !== line);
    return { body: { success: true, cart: db.cartOf(user.user.id) } };
  }),
  route('clearCart', ({ user }) => {
    db.cartLines = db.cartLines.filter((l) => l.userId !== user.user.id);
    return { body: { success: true, cart: db.cartOf(user.user.id) } };
  }),
];
