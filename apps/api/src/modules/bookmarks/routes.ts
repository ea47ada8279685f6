/**
 * getBookmarks, toggleBookmark, removeBookmark (spec section 7): each answers the whole list, of
 * the signed-in user or, for a visitor, their guest bookmarks (decision 032, modules/guests/guest-cookie.ts: made
 * on the first bookmark, under the HttpOnly guest cookie). Answers are `private, no-store`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { ownerForRead, writeAsOwner } from '../guests/index.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getBookmarks, removeBookmark, toggleBookmark } from './bookmarks.ts';

/** Registers the bookmark endpoints. */
export const bookmarksRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  defineRoute(app, 'getBookmarks', async ({ request, reply, viewer }) => ({
    success: true,
    bookmarks: await getBookmarks(db, await ownerForRead(db, request, reply, config, await viewer())),
  }));
  defineRoute(app, 'toggleBookmark', async ({ request, reply, user, body }) => ({
    success: true,
    bookmarks: await writeAsOwner(db, request, reply, config, user, { create: true }, (tx, owner) =>
      toggleBookmark(tx, owner, body.product_id),
    ),
  }));
  defineRoute(app, 'removeBookmark', async ({ request, reply, user, params }) => ({
    success: true,
    bookmarks: await writeAsOwner(db, request, reply, config, user, { create: false }, (tx, owner) =>
      removeBookmark(tx, owner, params.id),
    ),
  }));
};
