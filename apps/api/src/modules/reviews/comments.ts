/**
 * Comments with ratings (spec sections 3, 5 and 7): a product's comments (public, newest first),
 * one comment per user per product (400 MESSAGES.server.commentExists, enforced by a unique
 * constraint so two racing requests cannot both win), update and delete by the author only, and
 * the signed-in user's own comments with product name and image. A comment's `username` is its
 * author's public display name, never anything from the e-mail address.
 *
 * Reviews in figures (decision 028): a comment is a 'Verified purchase' when its author
 * has an order containing the product whose status is one of PAID_ORDER_STATUSES, worked out in
 * the same statement that reads the comments. A product's rating and review count are counted
 * from its comments on read (modules/catalogue/catalogue.ts), so adding, re-rating or deleting a comment
 * publishes a catalogue change of that product (decision 026: the cached answers listing it drop).
 */
import { MESSAGES, PAID_ORDER_STATUSES, PLACEHOLDER_IMAGE_URL, type Comment } from '@shop/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../platform/db/client.ts';
import { comments, orderItems, orders, productImages, products, users } from '../../platform/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { visibleProductStock } from '../catalogue/index.ts';
import { publishCatalogueChange } from '../../platform/cache/catalogue-events.ts';
import { publicName } from '../accounts/index.ts';

/**
 * SQL: the author of the comment row has an order containing its product in one of
 * PAID_ORDER_STATUSES (paid, shipped, delivered; not pending, not cancelled).
 */
const VERIFIED_PURCHASE = sql<boolean>`EXISTS (
  SELECT 1 FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
  WHERE ${orders.userId} = ${comments.userId} AND ${orderItems.productId} = ${comments.productId}
    AND ${orders.status} IN (${sql.join(
      PAID_ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
)`;

async function selectComments(db: Db, where: SQL | undefined): Promise<Comment[]> {
  const firstImage = sql<
    string | null
  >`(SELECT ${productImages.imageUrl} FROM ${productImages} WHERE ${productImages.productId} = ${comments.productId} ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;
  const rows = await db
    .select({
      id: comments.id,
      text: comments.text,
      rating: comments.rating,
      authorId: users.id,
      authorDisplayName: users.displayName,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      productId: comments.productId,
      createdAt: comments.createdAt,
      productName: products.name,
      productImage: firstImage,
      verifiedPurchase: VERIFIED_PURCHASE,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(products, eq(products.id, comments.productId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id));
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
  }));
}

/** Comments of product `productId` (newest first); 404 'Product not found' when hidden from `viewerId`. */
export async function getComments(
  db: Db,
  productId: number,
  viewerId: number | undefined,
): Promise<Comment[]> {
  await visibleProductStock(db, productId, viewerId ?? 0);
  return selectComments(db, eq(comments.productId, productId));
}

/** Comments written by `userId` (newest first) with product_name and product_image. */
export function getMyComments(db: Db, userId: number): Promise<Comment[]> {
  return selectComments(db, eq(comments.userId, userId));
}

async function one(db: Db, id: number): Promise<Comment> {
  const [comment] = await selectComments(db, eq(comments.id, id));
  if (comment === undefined) throw notFound();
  return comment;
}

/**
 * Adds the comment of `userId` on product `productId` (a catalogue change of the product: its
 * rating and review count move). Throws 404 for a hidden product, 400 ownListingReview on the
 * user's own listing (decision 045), 400 commentExists when this user already commented on it.
 */
export async function addComment(
  db: Db,
  userId: number,
  productId: number,
  input: { text: string; rating: number },
): Promise<Comment> {
  try {
    return await db.transaction(async (tx) => {
      const product = await visibleProductStock(tx, productId, userId);
      // Nobody reviews their own listing (decision 045).
      if (product.ownerId === userId) throw badRequest(MESSAGES.server.ownListingReview);
      const inserted = await tx
        .insert(comments)
        .values({ userId, productId, text: input.text, rating: input.rating })
        .onConflictDoNothing({ target: [comments.userId, comments.productId] })
        .returning({ id: comments.id });
      const row = inserted[0];
      if (row === undefined) throw badRequest(MESSAGES.server.commentExists);
      await publishCatalogueChange(tx, { ids: [productId], lists: false });
      return one(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MESSAGES.server.commentExists);
    throw error;
  }
}

/** Comment `id` of `userId` (its product and rating), locked; 404 unknown, 403 someone else's. */
async function ownComment(
  db: Db,
  userId: number,
  id: number,
): Promise<{ productId: number; rating: number }> {
  const rows = await db
    .select({ userId: comments.userId, productId: comments.productId, rating: comments.rating })
    .from(comments)
    .where(eq(comments.id, id))
    .limit(1)
    .for('update');
  const row = rows[0];
  if (row === undefined) throw notFound();
  if (row.userId !== userId) throw forbidden();
  return row;
}

/**
 * Updates text and rating of comment `id` (a new rating is a catalogue change of its product);
 * 404 unknown, 403 when written by someone else.
 */
export async function updateComment(
  db: Db,
  userId: number,
  id: number,
  input: { text: string; rating: number },
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const before = await ownComment(tx, userId, id);
    if (before.rating !== input.rating)
      await publishCatalogueChange(tx, { ids: [before.productId], lists: false });
    await tx
      .update(comments)
      .set({ text: input.text, rating: input.rating, updatedAt: sql`now()` })
      .where(and(eq(comments.id, id), eq(comments.userId, userId)));
    return one(tx, id);
  });
}

/** Deletes comment `id` (a catalogue change of its product); 404 unknown, 403 when written by someone else. */
export async function deleteComment(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { productId } = await ownComment(tx, userId, id);
    await publishCatalogueChange(tx, { ids: [productId], lists: false });
    await tx.delete(comments).where(and(eq(comments.id, id), eq(comments.userId, userId)));
  });
}
