/**
 * Reviews with ratings (spec sections 3, 5 and 7): a product's reviews (public, newest first),
 * one review per user per product (400 MESSAGES.server.reviewExists, enforced by a unique
 * constraint so two racing requests cannot both win), update and delete by the author only, and
 * the signed-in user's own reviews with product name and image. A review's `username` is its
 * author's public display name, never anything from the e-mail address.
 *
 * Reviews in figures (decision 028): a review is a 'Verified purchase' when its author
 * has an order containing the product whose status is one of PAID_ORDER_STATUSES, worked out in
 * the same statement that reads the reviews. A product's rating and review count are counted
 * from its reviews on read (modules/catalogue/catalogue.ts), so adding, re-rating or deleting a review
 * publishes a catalogue change of that product (decision 026: the cached answers listing it drop).
 */
import { MESSAGES, PAID_ORDER_STATUSES, PLACEHOLDER_IMAGE_URL, type Review } from '@shop/contract';
import { and, desc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../platform/db/client.ts';
import { reviews, orderItems, orders, productImages, products, users } from '../../platform/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { visibleProductStock } from '../catalogue/index.ts';
import { publishCatalogueChange } from '../../platform/cache/catalogue-events.ts';
import { publicName } from '../accounts/index.ts';

/**
 * SQL: the author of the review row has an order containing its product in one of
 * PAID_ORDER_STATUSES (paid, shipped, delivered; not pending, not cancelled).
 */
const VERIFIED_PURCHASE = sql<boolean>`EXISTS (
  SELECT 1 FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
  WHERE ${orders.userId} = ${reviews.userId} AND ${orderItems.productId} = ${reviews.productId}
    AND ${orders.status} IN (${sql.join(
      PAID_ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
)`;

/** The reviews matching `where`, newest first; `markHidden`: each says whether staff hid it (the author's list). */
async function selectReviews(db: Db, where: SQL | undefined, markHidden = false): Promise<Review[]> {
  const firstImage = sql<
    string | null
  >`(SELECT ${productImages.imageUrl} FROM ${productImages} WHERE ${productImages.productId} = ${reviews.productId} ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;
  const rows = await db
    .select({
      id: reviews.id,
      text: reviews.text,
      rating: reviews.rating,
      authorId: users.id,
      authorDisplayName: users.displayName,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      productId: reviews.productId,
      createdAt: reviews.createdAt,
      productName: products.name,
      productImage: firstImage,
      verifiedPurchase: VERIFIED_PURCHASE,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    rating: r.rating,
    // The author's public name: chosen, else first name and last initial; never the e-mail.
    username: publicName({
      id: r.authorId,
      displayName: r.authorDisplayName,
      firstName: r.authorFirstName,
      lastName: r.authorLastName,
    }),
    user_id: r.authorId,
    product_id: r.productId,
    created_at: r.createdAt.toISOString(),
    product_name: r.productName,
    product_image: r.productImage ?? PLACEHOLDER_IMAGE_URL,
    verified_purchase: r.verifiedPurchase,
    ...(markHidden ? { hidden: r.hiddenAt !== null } : {}),
  }));
}

/**
 * Reviews of product `productId` (newest first) but those staff hid on reports (decision 072), and
 * whether the product is public (then every viewer gets the same list, which the catalogue cache
 * may keep, decision 069); 404 'Product not found' when hidden from `viewerId`.
 */
export async function getReviews(
  db: Db,
  productId: number,
  viewerId: number | undefined,
): Promise<{ reviews: Review[]; public: boolean }> {
  const product = await visibleProductStock(db, productId, viewerId ?? 0);
  const shown = await selectReviews(db, and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  return { reviews: shown, public: product.public };
}

/** The name of the count of the user's hidden reviews among a page's user reads (hiddenReviewCountRead). */
export const HIDDEN_REVIEW_COUNT_READ = 'hiddenReviewCount';

/**
 * How many of a user's reviews staff hid, as one SQL expression of their id column, for the page's
 * session statement (accounts UserReads, decision 069): a signed-in product page reads them
 * (decision 076), and almost every user has none.
 */
export function hiddenReviewCountRead(userId: AnyColumn): SQL {
  return sql`(select count(*)::int from ${reviews} where ${reviews.userId} = ${userId} and ${reviews.hiddenAt} is not null)`;
}

/**
 * Reviews written by `userId` (newest first) with product_name and product_image, and `hidden`
 * (decision 076): the product page tells the author of a hidden review so instead of its form.
 * `onlyHidden`: only those staff hid. `knownHidden`: how many staff hid when already read (a page's
 * session statement, decision 069); with `onlyHidden` and none, [] with no statement.
 */
export async function getMyReviews(
  db: Db,
  userId: number,
  { onlyHidden = false, knownHidden }: { onlyHidden?: boolean; knownHidden?: number } = {},
): Promise<Review[]> {
  if (onlyHidden && knownHidden === 0) return [];
  const mine = eq(reviews.userId, userId);
  return selectReviews(db, onlyHidden ? and(mine, isNotNull(reviews.hiddenAt)) : mine, true);
}

async function one(db: Db, id: number): Promise<Review> {
  const [review] = await selectReviews(db, eq(reviews.id, id));
  if (review === undefined) throw notFound();
  return review;
}

/**
 * Adds the review of `userId` on product `productId` (a catalogue change of the product: its
 * rating and review count move). Throws 404 for a hidden product, 400 ownListingReview on the
 * user's own listing (decision 045), 400 reviewExists when this user already reviewed it.
 */
export async function addReview(
  db: Db,
  userId: number,
  productId: number,
  input: { text: string; rating: number },
): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      const product = await visibleProductStock(tx, productId, userId);
      // Nobody reviews their own listing (decision 045).
      if (product.ownerId === userId) throw badRequest(MESSAGES.server.ownListingReview);
      const inserted = await tx
        .insert(reviews)
        .values({ userId, productId, text: input.text, rating: input.rating })
        .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
        .returning({ id: reviews.id });
      const row = inserted[0];
      if (row === undefined) throw badRequest(MESSAGES.server.reviewExists);
      await publishCatalogueChange(tx, { ids: [productId], lists: false });
      return one(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MESSAGES.server.reviewExists);
    throw error;
  }
}

/** Review `id` of `userId` (its product and rating), locked; 404 unknown, 403 someone else's. */
async function ownReview(db: Db, userId: number, id: number): Promise<{ productId: number; rating: number }> {
  const rows = await db
    .select({ userId: reviews.userId, productId: reviews.productId, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1)
    .for('update');
  const row = rows[0];
  if (row === undefined) throw notFound();
  if (row.userId !== userId) throw forbidden();
  return row;
}

/**
 * Updates text and rating of review `id` (a new rating is a catalogue change of its product);
 * 404 unknown, 403 when written by someone else.
 */
export async function updateReview(
  db: Db,
  userId: number,
  id: number,
  input: { text: string; rating: number },
): Promise<Review> {
  return db.transaction(async (tx) => {
    const before = await ownReview(tx, userId, id);
    if (before.rating !== input.rating)
      await publishCatalogueChange(tx, { ids: [before.productId], lists: false });
    await tx
      .update(reviews)
      .set({ text: input.text, rating: input.rating, updatedAt: sql`now()` })
      .where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
    return one(tx, id);
  });
}

/** Deletes review `id` (a catalogue change of its product); 404 unknown, 403 when written by someone else. */
export async function deleteReview(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { productId } = await ownReview(tx, userId, id);
    await publishCatalogueChange(tx, { ids: [productId], lists: false });
    await tx.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
  });
}
