/**
 * Bookmark handlers (spec section 7): list, toggle by product id, remove by bookmark id. Every
 * call answers the user's whole bookmark list. Bookmarks belong to their user (403 otherwise).
 */
import { db } from '../db.ts';
import { forbidden, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

/** getBookmarks, toggleBookmark, removeBookmark (`{id}` is the bookmark's id). */
export const bookmarksHandlers = [
  route('getBookmarks', ({ user }) => ({ body: { success: true, bookmarks: db.bookmarksOf(user.user.id) } })),
  route('toggleBookmark', ({ body, user }) => {
    const userId = user.user.id;
    const existing = db.bookmarks.find((b) => b.userId === userId && b.productId === body.product_id);
    if (existing) {
      db.bookmarks = db.bookmarks.filter((b) => b !== existing);
    } else {
      const product = visibleProduct(body.product_id, userId);
      db.bookmarks.push({ id: db.nextId('bookmark'), userId, productId: product.id });
    }
    return { body: { success: true, bookmarks: db.bookmarksOf(userId) } };
  }),
  route('removeBookmark', ({ params, user }) => {
    const bookmark = db.bookmarks.find((b) => b.id === params.id);
    if (!bookmark) throw notFound();
    if (bookmark.userId !== user.user.id) throw forbidden();
    db.bookmarks = db.bookmarks.filter((b) => b !== bookmark);
    return { body: { success: true, bookmarks: db.bookmarksOf(user.user.id) } };
  }),
];
