/**
 * getBookmarks, toggleBookmark, removeBookmark (spec section 7): each answers the whole list, of
 * the signed-in user or, for a visitor, their guest bookmarks (decision 032, modules/guests/guest-cookie.ts: made
 * on the first bookmark, under the HttpOnly guest cookie). Answers are `private, no-store`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { pageUserRead } from '../accounts/index.ts';
import { ownerForRead, writeAsOwner } from '../guests/index.ts';
import { defineRoute } from '../../platform/http/route.ts';
import {
  BOOKMARKS_READ,
  getBookmarks,
  removeBookmark,
  storedBookmarksOf,
  toggleBookmark,
} from './bookmarks.ts';

/** Registers the bookmark endpoints. */
export const bookmarksRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  defineRoute(app, 'getBookmarks', async ({ request, reply, viewer }) => {
    const owner = await ownerForRead(db, request, reply, config, await viewer());
    // A page's read takes the bookmarks its session statement read (decision 069).
    const stored =
      owner?.kind === 'user' ? storedBookmarksOf(pageUserRead(request, BOOKMARKS_READ, owner.id)) : undefined;
    return { success: true, bookmarks: await getBookmarks(db, owner, stored) };
  });
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
