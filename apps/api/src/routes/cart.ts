/** getCart, addToCart, updateCartItem, removeCartItem, clearCart (spec section 7): each answers the whole cart. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from '../services/cart.ts';

/** Registers the cart endpoints. */
export const cartRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getCart', async ({ user }) => ({ success: true, cart: await getCart(db, user.id) }));
  defineRoute(app, 'addToCart', async ({ user, body }) => ({
    success: true,
    cart: await addToCart(db, user.id, body.product_id, body.quantity),
  }));
  defineRoute(app, 'updateCartItem', async ({ user, params, body }) => ({
    success: true,
    cart: await updateCartItem(db, user.id, params.itemId, body.quantity),
  }));
  defineRoute(app, 'removeCartItem', async ({ user, params }) => ({
    success: true,
    cart: await removeCartItem(db, user.id, params.itemId),
  }));
  defineRoute(app, 'clearCart', async ({ user }) => ({ success: true, cart: await clearCart(db, user.id) }));
};
