/**
 * Bookmarks (spec sections 3, 4 and 7): list, toggle by product id, remove by bookmark id. Every
 * call answers the owner's whole list, oldest first. Bookmarks belong to their owner, a signed-in
 * user or a visitor's guest bookmarks (decision 032): 404 for an unknown bookmark, 403 for anyone
 * else's (contract-tests/scenarios.ts). A visitor may bookmark public products only, at most
 * GUEST_MAX_BOOKMARKS of them (400 MESSAGES.server.guestBookmarksFull).
 */
import { GUEST_MAX_BOOKMARKS, MESSAGES, type Bookmark } from '@shop/contract';
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { integerRows, type Db } from '../../platform/db/client.ts';
import { bookmarks } from '../../platform/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { loadProducts, visibleProductStock } from '../catalogue/index.ts';
import { viewerIdOf, type Owner } from '../guests/index.ts';

/** The bookmarks of `owner` (its user_id or guest_id column). */
function bookmarksOf(owner: Owner): SQL {
  return owner.kind === 'user' ? eq(bookmarks.userId, owner.id) : eq(bookmarks.guestId, owner.id);
}

/** A stored bookmark, as getBookmarks reads it. */
type StoredBookmark = { id: number; productId: number };

/** The name of the bookmarks among a page's user reads (bookmarksRead). */
export const BOOKMARKS_READ = 'bookmarks';

/**
 * A user's bookmarks as one SQL expression of their id column, for the page's session statement
 * (accounts UserReads, decision 069): a JSON array of `[id, product_id]`, oldest first.
 */
export function bookmarksRead(userId: AnyColumn): SQL {
  return sql`(select coalesce(json_agg(json_build_array(${bookmarks.id}, ${bookmarks.productId}) order by ${bookmarks.id}), '[]'::json) from ${bookmarks} where ${bookmarks.userId} = ${userId})`;
}

/** The bookmarks a bookmarksRead gave (JSON as the driver parsed it), or undefined for anything else. */
export function storedBookmarksOf(value: unknown): StoredBookmark[] | undefined {
  return integerRows(value, 2)?.map(([id = 0, productId = 0]) => ({ id, productId }));
}

/**
 * The bookmarks of `owner` ([] for null, a visitor without guest bookmarks), oldest first, each
 * with its product's id, name, list price, charged price (salePrice, decision 019) and images.
 * `stored`: the owner's bookmarks when already read (a page's session statement, decision 069),
 * else they are read here.
 */
export async function getBookmarks(
  db: Db,
  owner: Owner | null,
  stored?: StoredBookmark[],
): Promise<Bookmark[]> {
  if (owner === null) return [];
  const rows =
    stored ??
    (await db
      .select({ id: bookmarks.id, productId: bookmarks.productId })
      .from(bookmarks)
      .where(bookmarksOf(owner))
      .orderBy(asc(bookmarks.id)));
  const list = await loadProducts(
    db,
    rows.map((r) => r.productId),
  );
  const byId = new Map(list.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const p = byId.get(r.productId);
    return p
      ? [
          {
            id: r.id,
            product: { id: p.id, name: p.name, price: p.price, salePrice: p.salePrice, images: p.images },
          },
        ]
      : [];
  });
}

/**
 * Bookmarks product `productId` for `owner`, or removes the bookmark when it exists (one
 * transaction). Throws 404 'Product not found' when adding a bookmark to a hidden or unknown
 * product (a guest sees public products only), 400 guestBookmarksFull when a visitor already has
 * GUEST_MAX_BOOKMARKS.
 */
export async function toggleBookmark(db: Db, owner: Owner, productId: number): Promise<Bookmark[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookmarks)
      .where(and(bookmarksOf(owner), eq(bookmarks.productId, productId)))
      .returning({ id: bookmarks.id });
    if (removed.length === 0) {
      await visibleProductStock(tx, productId, viewerIdOf(owner));
      if (owner.kind === 'guest') {
        const [held] = await tx.select({ n: count() }).from(bookmarks).where(bookmarksOf(owner));
        if ((held?.n ?? 0) >= GUEST_MAX_BOOKMARKS) throw badRequest(MESSAGES.server.guestBookmarksFull);
      }
      await tx
        .insert(bookmarks)
        .values(
          owner.kind === 'user'
            ? { userId: owner.id, guestId: null, productId }
            : { userId: null, guestId: owner.id, productId },
        )
        .onConflictDoNothing();
    }
    return getBookmarks(tx, owner);
  });
}

/** Removes bookmark `bookmarkId` of `owner`; 404 when unknown, 403 when anyone else's. */
export async function removeBookmark(db: Db, owner: Owner, bookmarkId: number): Promise<Bookmark[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: bookmarks.userId, guestId: bookmarks.guestId })
      .from(bookmarks)
      .where(eq(bookmarks.id, bookmarkId))
      .limit(1);
    const row = rows[0];
    if (row === undefined) throw notFound();
    if ((owner.kind === 'user' ? row.userId : row.guestId) !== owner.id) throw forbidden();
    await tx.delete(bookmarks).where(and(eq(bookmarks.id, bookmarkId), bookmarksOf(owner)));
    return getBookmarks(tx, owner);
  });
}
