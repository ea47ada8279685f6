/** The bookmarks module's part of 'Your data' (decision 073): the user's bookmarks, and their deletion. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bookmarks, products } from '../../platform/db/schema.ts';

/** The products `userId` bookmarked, oldest first. */
export async function bookmarksSection(db: Db, userId: number) {
  const rows = await db
    .select({ productId: bookmarks.productId, name: products.name, createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .innerJoin(products, eq(products.id, bookmarks.productId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.id));
  return rows.map((r) => ({
    product_id: r.productId,
    product_name: r.name,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Deletes every bookmark of `userId` (an account's deletion, decision 073). */
export async function eraseBookmarks(tx: Db, userId: number): Promise<void> {
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
}
