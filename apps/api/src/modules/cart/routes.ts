/**
 * getCart, addToCart, updateCartItem, removeCartItem, clearCart (spec section 7): each answers the
 * whole cart, of the signed-in user or, for a visitor, of their guest cart (decision 032,
 * modules/guests/guest-cookie.ts: made on the first add, under the HttpOnly guest cookie). Answers are
 * `private, no-store` (they read the session; platform/http/caching.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { pageUserRead } from '../accounts/index.ts';
import { ownerForRead, writeAsOwner } from '../guests/index.ts';
import { defineRoute } from '../../platform/http/route.ts';
import {
  CART_LINES_READ,
  addToCart,
  clearCart,
  getCart,
  removeCartItem,
  storedLinesOf,
  updateCartItem,
} from './cart.ts';

/** Registers the cart endpoints. */
export const cartRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  defineRoute(app, 'getCart', async ({ request, reply, viewer }) => {
    const owner = await ownerForRead(db, request, reply, config, await viewer());
    // A page's read takes the lines its session statement read (decision 069).
    const stored =
      owner?.kind === 'user' ? storedLinesOf(pageUserRead(request, CART_LINES_READ, owner.id)) : undefined;
    return { success: true, cart: await getCart(db, owner, stored) };
  });
  defineRoute(app, 'addToCart', async ({ request, reply, user, body }) => ({
    success: true,
    cart: await writeAsOwner(db, request, reply, config, user, { create: true }, (tx, owner) =>
      addToCart(tx, owner, body.product_id, body.quantity),
    ),
  }));
  defineRoute(app, 'updateCartItem', async ({ request, reply, user, params, body }) => ({
    success: true,
    cart: await writeAsOwner(db, request, reply, config, user, { create: false }, (tx, owner) =>
      updateCartItem(tx, owner, params.itemId, body.quantity),
    ),
  }));
  defineRoute(app, 'removeCartItem', async ({ request, reply, user, params }) => ({
    success: true,
    cart: await writeAsOwner(db, request, reply, config, user, { create: false }, (tx, owner) =>
      removeCartItem(tx, owner, params.itemId),
    ),
  }));
  defineRoute(app, 'clearCart', async ({ request, reply, user }) => ({
    success: true,
    cart: await writeAsOwner(db, request, reply, config, user, { create: false }, (tx, owner) =>
      clearCart(tx, owner),
    ),
  }));
};
