/** getBookmarks, toggleBookmark, removeBookmark (spec section 7): each answers the whole list. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { getBookmarks, removeBookmark, toggleBookmark } from '../services/bookmarks.ts';

/** Registers the bookmark endpoints. */
export const bookmarksRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getBookmarks', async ({ user }) => ({
    success: true,
    bookmarks: await getBookmarks(db, user.id),
  }));
  defineRoute(app, 'toggleBookmark', async ({ user, body }) => ({
    success: true,
    bookmarks: await toggleBookmark(db, user.id, body.product_id),
  }));
  defineRoute(app, 'removeBookmark', async ({ user, params }) => ({
    success: true,
    bookmarks: await removeBookmark(db, user.id, params.id),
  }));
};
