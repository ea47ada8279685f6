/**
 * Bookmarks (spec sections 3, 4 and 7): list, toggle by product id, remove by bookmark id. Every
 * call answers the user's whole list, oldest first. Bookmarks belong to their user: 404 for an
 * unknown bookmark, 403 for another user's (contract-tests/scenarios.ts).
 */
import type { Bookmark } from '@shop/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { bookmarks } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { loadProducts, visibleProductStock } from './catalogue.ts';

/** The bookmarks of `userId`, oldest first, each with its product's id, name, price and images. */
export async function getBookmarks(db: Db, userId: number): Promise<Bookmark[]> {
  const rows = await db
    .select({ id: bookmarks.id, productId: bookmarks.productId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.id));
  const list = await loadProducts(
    db,
    rows.map((r) => r.productId),
  );
  const byId = new Map(list.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const p = byId.get(r.productId);
    return p ? [{ id: r.id, product: { id: p.id, name: p.name, price: p.price, images: p.images } }] : [];
  });
}

/**
 * Bookmarks product `productId` for `userId`, or removes the bookmark when it exists (one
 * transaction). Throws 404 'Product not found' when adding a bookmark to a hidden or unknown product.
 */
export async function toggleBookmark(db: Db, userId: number, productId: number): Promise<Bookmark[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.productId, productId)))
      .returning({ id: bookmarks.id });
    if (removed.length === 0) {
      await visibleProductStock(tx, productId, userId);
      await tx.insert(bookmarks).values({ userId, productId }).onConflictDoNothing();
    }
    return getBookmarks(tx, userId);
  });
}

/** Removes bookmark `bookmarkId` of `userId`; 404 when unknown, 403 when another user's. */
export async function removeBookmark(db: Db, userId: number, bookmarkId: number): Promise<Bookmark[]> {
  return db.transaction(async (tx) => {
    const owner = await tx
      .select({ userId: bookmarks.userId })
      .from(bookmarks)
      .where(eq(bookmarks.id, bookmarkId))
      .limit(1);
    if (owner[0] === undefined) throw notFound();
    if (owner[0].userId !== userId) throw forbidden();
    await tx.delete(bookmarks).where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, userId)));
    return getBookmarks(tx, userId);
  });
}
