/**
 * The reviews module's part of 'Your data' (decision 073): the user's reviews, and their removal
 * when the account is deleted (removed, not kept anonymised: decision 073 says why).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { products, reviews } from '../../platform/db/schema.ts';
import { publishCatalogueChange } from '../../platform/cache/catalogue-events.ts';

/** The reviews `userId` wrote, oldest first: product, rating (1..5), text and dates. */
export async function reviewsSection(db: Db, userId: number) {
  const rows = await db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.id));
  return rows.map(({ review, productName }) => ({
    product_id: review.productId,
    product_name: productName,
    rating: review.rating,
    text: review.text,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  }));
}

/**
 * Deletes every review of `userId` in the deletion's transaction `tx`, as deleting each one does:
 * a catalogue change of the products they were on (their ratings are counted from the reviews).
 */
export async function eraseReviews(tx: Db, userId: number): Promise<void> {
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId });
  if (gone.length > 0) await publishCatalogueChange(tx, { ids: gone.map((r) => r.productId), lists: false });
}
