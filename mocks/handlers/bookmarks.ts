/**
 * Bookmark handlers (spec section 7): list, toggle by product id, remove by bookmark id. Every
 * call answers the whole list, of the signed-in user or, for a visitor, of their guest bookmarks
 * (decision 032, guests.ts: made on the first bookmark). Bookmarks belong to their owner (404
 * unknown, 403 anyone else's). A visitor may bookmark public products only, at most
 * GUEST_MAX_BOOKMARKS (400 MESSAGES.server.guestBookmarksFull).
 */
import { GUEST_MAX_BOOKMARKS, MESSAGES } from '@shop/contract';
import { db, type DbOwner } from '../db.ts';
import { bookmarksOfOwner } from '../store/cart.ts';
import { ownerForRead, writeAsOwner } from './guests.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

/** The bookmark rows of `owner` (a user's or a guest's; both have id and productId). */
function rowsOf(owner: DbOwner): { id: number; productId: number }[] {
  return owner.kind === 'user'
    ? db.bookmarks.filter((b) => b.userId === owner.id)
    : db.guestBookmarks.filter((b) => b.guestId === owner.id);
}

/** Deletes bookmark `id` (a user's or a guest's). */
function deleteBookmark(id: number): void {
  db.bookmarks = db.bookmarks.filter((b) => b.id !== id);
  db.guestBookmarks = db.guestBookmarks.filter((b) => b.id !== id);
}

/** getBookmarks, toggleBookmark, removeBookmark (`{id}` is the bookmark's id). */
export const bookmarksHandlers = [
  route('getBookmarks', ({ user, cookies }) => {
    const { owner, setCookies } = ownerForRead(user, cookies);
    return { body: { success: true, bookmarks: owner ? bookmarksOfOwner(db, owner) : [] }, setCookies };
  }),
  route('toggleBookmark', ({ body, user, cookies }) => {
    const { result, setCookies } = writeAsOwner(user, cookies, { create: true }, (owner) => {
      const rows = rowsOf(owner);
      const existing = rows.find((b) => b.productId === body.product_id);
      if (existing) {
        deleteBookmark(existing.id);
      } else {
        const product = visibleProduct(body.product_id, owner.kind === 'user' ? owner.id : undefined);
        if (owner.kind === 'user') {
          db.bookmarks.push({ id: db.nextId('bookmark'), userId: owner.id, productId: product.id });
        } else {
          if (rows.length >= GUEST_MAX_BOOKMARKS) throw badRequest(MESSAGES.server.guestBookmarksFull);
          db.guestBookmarks.push({ id: db.nextId('bookmark'), guestId: owner.id, productId: product.id });
        }
      }
      return bookmarksOfOwner(db, owner);
    });
    return { body: { success: true, bookmarks: result }, setCookies };
  }),
  route('removeBookmark', ({ params, user, cookies }) => {
    const { result, setCookies } = writeAsOwner(user, cookies, { create: false }, (owner) => {
      const bookmark =
        db.bookmarks.find((b) => b.id === params.id) ?? db.guestBookmarks.find((b) => b.id === params.id);
      if (!bookmark) throw notFound();
      if (!rowsOf(owner).includes(bookmark)) throw forbidden();
      deleteBookmark(bookmark.id);
      return bookmarksOfOwner(db, owner);
    });
    return { body: { success: true, bookmarks: result }, setCookies };
  }),
];
