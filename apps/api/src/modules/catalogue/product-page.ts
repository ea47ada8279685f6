/**
 * One product as its page shows it: the product with its reviews in figures, its related
 * products and its stock, each visible to the public or to its owner only.
 */
import {
  MESSAGES,
  RELATED_COUNT,
  type Product,
  type ReviewSummary,
  type SellerSummary,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { namedStatement, type Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isPublicProduct, isPublicRow, type ProductViewer, checkVisible } from './visibility.ts';
import {
  WITH_IMAGES_AND_BULLETS,
  PRODUCT_JSON,
  type ProductJson,
  productOfJson,
  PRODUCT_BY_ID,
} from './product-json.ts';
import { sellerSummaryOf } from './seller-summary.ts';

/** A product, its reviews in figures and its seller's card, as the product page shows them (getProduct). */
export interface ProductWithReviews {
  product: Product;
  review_summary: ReviewSummary;
  /** The seller card (decision 075); null when the seller's account is closed. */
  seller: SellerSummary | null;
}

/**
 * The product `id` as a visitor or the viewer may see it: public products, or any product of its
 * owner, with its review summary (count, average and the 1..5-star histogram, decision 028) and its
 * seller's card with the ratings visible at `now` (decision 075). One SQL statement (the row with
 * its images, bullet points, review counts and seller); `viewer` is consulted
 * only when the product is not public, so a public product never looks the session up. Throws
 * HttpError 404 'Product not found' otherwise (spec: edit-my-listing 'Product not found').
 */
export async function getVisibleProduct(
  db: Db,
  id: number,
  viewer: ProductViewer,
  now: Date,
): Promise<ProductWithReviews> {
  const [row] = await PRODUCT_BY_ID.rows(db, { id, now: now.toISOString() });
  if (row === undefined) throw notFound(MESSAGES.products.notFound);
  await checkVisible(row.product, viewer);
  const product = productOfJson(row.product);
  return {
    product,
    review_summary: { average: product.rating, count: product.review_count, histogram: row.histogram },
    seller: sellerSummaryOf(row.seller),
  };
}

/**
 * 'Related Products' of product `id` (decision 028), one row or none (unknown id): the
 * product's owner and visibility, and up to RELATED_COUNT public products other than it, those of
 * its category first, then the others, each group newest (highest id) first. Each group is an
 * ordered index scan that stops after RELATED_COUNT rows (products_public_category_idx backwards
 * for the category, products_public_idx backwards for the rest; the category is an InitPlan value,
 * so both keep their index order), then those rows are joined with their images, bullet points
 * and review counts.
 */
const RELATED = (() => {
  const id = sql.placeholder('id');
  const category = sql`(SELECT category FROM me)`;
  return namedStatement<{
    ownerId: number;
    active: boolean;
    suspend: boolean;
    adminApproved: boolean;
    products: ProductJson[] | null;
  }>(
    'catalogue_related',
    sql`WITH me AS (
          SELECT ${products.id} AS id, ${products.category} AS category, ${products.ownerId} AS owner_id,
                 ${products.active} AS active, ${products.suspend} AS suspend,
                 ${products.adminApproved} AS admin_approved
          FROM ${products} WHERE ${products.id} = ${id}
        ),
        picked AS (
          (SELECT ${products.id} AS id, 0 AS tier FROM ${products}
           WHERE ${isPublicProduct} AND ${products.category} = ${category} AND ${products.id} <> ${id}
           ORDER BY ${products.id} DESC LIMIT ${RELATED_COUNT})
          UNION ALL
          (SELECT ${products.id} AS id, 1 AS tier FROM ${products}
           WHERE ${isPublicProduct} AND ${products.category} <> ${category}
           ORDER BY ${products.id} DESC LIMIT ${RELATED_COUNT})
        ),
        top AS (SELECT id, tier FROM picked ORDER BY tier, id DESC LIMIT ${RELATED_COUNT})
        SELECT me.owner_id AS "ownerId", me.active, me.suspend, me.admin_approved AS "adminApproved",
               (SELECT json_agg(${PRODUCT_JSON} ORDER BY top.tier, top.id DESC)
                FROM top JOIN ${products} ON ${products.id} = top.id
                ${WITH_IMAGES_AND_BULLETS}) AS products
        FROM me`,
  );
})();

/**
 * 'Related Products' of product `id` (getRelatedProducts, decision 028): up to RELATED_COUNT
 * public products, never `id` itself, those of its category first, then the others, each group
 * newest first. Visible as getVisibleProduct (404 'Product not found' for an unknown id, or a
 * product that is not public to anyone but its owner; `viewer` is consulted only then). `public`
 * says whether the answer may be shared (cached). One SQL statement.
 */
export async function relatedProducts(
  db: Db,
  id: number,
  viewer: ProductViewer,
): Promise<{ products: Product[]; public: boolean }> {
  const [row] = await RELATED.rows(db, { id });
  if (row === undefined) throw notFound(MESSAGES.products.notFound);
  await checkVisible(row, viewer);
  return { products: (row.products ?? []).map(productOfJson), public: isPublicRow(row) };
}

/**
 * Checks that product `id` exists and `viewerId` may see it (as getVisibleProduct) and returns
 * its stock facts, seller (`ownerId`) and whether the seller takes orders (decision 059); throws
 * HttpError 404 'Product not found'.
 */
export async function visibleProductStock(
  db: Db,
  id: number,
  viewerId: number,
): Promise<{
  id: number;
  ownerId: number;
  itemsInStock: number;
  inStock: boolean;
  sellerTakingOrders: boolean;
  /** Seen by everyone (isPublicRow), so what is said about it is the same for every viewer. */
  public: boolean;
}> {
  const rows = await db
    .select({
      id: products.id,
      ownerId: products.ownerId,
      sellerTakingOrders: products.sellerTakingOrders,
      active: products.active,
      suspend: products.suspend,
      adminApproved: products.adminApproved,
      itemsInStock: products.itemsInStock,
      inStock: products.inStock,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const row = rows[0];
  if (row === undefined || (!isPublicRow(row) && row.ownerId !== viewerId)) {
    throw notFound(MESSAGES.products.notFound);
  }
  return {
    id: row.id,
    ownerId: row.ownerId,
    itemsInStock: row.itemsInStock,
    inStock: row.inStock,
    sellerTakingOrders: row.sellerTakingOrders,
    public: isPublicRow(row),
  };
}
