/**
 * Products as the catalogue reads them (decision 022): the columns, the JSON one statement
 * builds for a product (images and bullet points included), and the contract Product of it.
 */
import {
  CATEGORIES,
  PLACEHOLDER_IMAGE_URL,
  averageRating,
  toPounds,
  type Pagination,
  type Product,
  type ReviewSummary,
} from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { namedStatement, type Db } from '../../platform/db/client.ts';
import { bulletPoints, reviews, productImages, products } from '../../platform/db/schema.ts';
import { salePricePenceOf } from './pricing.ts';
import { type ProductRecord, type ReviewCounts, productColumns } from './product-record.ts';
import { WITH_SELLER_SUMMARY, type SellerSummaryRow } from './seller-summary.ts';

/**
 * The contract `Product` of `row` with its images and bullet points (in position order) and its
 * reviews' counts. Prices go from pence to pounds here (`salePrice` computed by salePricePenceOf);
 * imageUrl is the first image or the placeholder; `rating` is the contract's averageRating of the
 * reviews (0 without any), `review_count` their number (decision 028).
 */
export function toContractProduct(
  row: Omit<ProductRecord, 'updatedAt'>,
  images: { id: number; imageUrl: string }[],
  bullets: { id: number; text: string }[],
  reviews: ReviewCounts,
): Product {
  const salePence = salePricePenceOf(row);
  return {
    id: row.id,
    name: row.name,
    price: toPounds(row.pricePence),
    description: row.description,
    detailedDescription: row.detailedDescription,
    images: images.map((i) => ({ id: i.id, image_url: i.imageUrl })),
    tags: row.tags,
    bullet_points: bullets.map((b) => ({ id: b.id, text: b.text })),
    category: row.category,
    new: row.isNew,
    featured: row.featured,
    specialOffer: row.specialOffer,
    onSale: row.onSale,
    popular: row.popular,
    percentageOff: row.percentageOff,
    salePrice: salePence === null ? null : toPounds(salePence),
    itemsInStock: row.itemsInStock,
    dispatchDays: row.dispatchDays,
    active: row.active,
    inStock: row.inStock,
    // The seller's own switch; `suspend` in the row is off sale for any reason (migration 013).
    suspend: row.sellerSuspended,
    adminApproved: row.adminApproved,
    approved: row.approved,
    seller_id: row.ownerId,
    seller_active: row.sellerActive,
    seller_taking_orders: row.sellerTakingOrders,
    hold_reason: row.holdReason,
    rating: averageRating(reviews.sum, reviews.count),
    review_count: reviews.count,
    imageUrl: images[0]?.imageUrl ?? PLACEHOLDER_IMAGE_URL,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Joins each `products` row with its images and bullet points, each aggregated in the database as
 * a JSON array of `[id, text]` pairs in (position, id) order (`im.images`, `bp.bullets`; null when
 * there are none), and with its reviews (the spec's comments) counted: `rv.n` how many, `rv.total` the sum
 * of their ratings, `rv.histogram` the counts of 1..5 stars as a JSON array (read by the product
 * statement only; PostgreSQL drops the unread outputs of a subquery). Reviews staff hid are not
 * counted (decision 072). The counts come from an index-only scan of comments_product_rating_idx,
 * partial on the visible reviews (migrations 006 and 024).
 */
export const WITH_IMAGES_AND_BULLETS: SQL = sql`
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_array(${productImages.id}, ${productImages.imageUrl})
                    ORDER BY ${productImages.position}, ${productImages.id}) AS images
    FROM ${productImages} WHERE ${productImages.productId} = ${products.id}
  ) AS im ON true
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_array(${bulletPoints.id}, ${bulletPoints.text})
                    ORDER BY ${bulletPoints.position}, ${bulletPoints.id}) AS bullets
    FROM ${bulletPoints} WHERE ${bulletPoints.productId} = ${products.id}
  ) AS bp ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, coalesce(sum(${reviews.rating}), 0)::int AS total,
           json_build_array(${sql.raw(
             [1, 2, 3, 4, 5]
               .map((star) => `count(*) FILTER (WHERE "comments"."rating" = ${star})`)
               .join(', '),
           )}) AS histogram
    FROM ${reviews} WHERE ${reviews.productId} = ${products.id} AND ${reviews.hiddenAt} IS NULL
  ) AS rv`;

/**
 * One `products` row (joined WITH_IMAGES_AND_BULLETS) as a JSON object built in the database: the
 * ProductRecord fields by their names (productColumns), `createdAt` in whole milliseconds since
 * the epoch, and `images`, `bullets`. A page is a json_agg of these, so the driver parses one
 * JSON text per statement instead of every column of every row.
 */
export const PRODUCT_JSON: SQL = sql.raw(
  `json_build_object(${Object.entries(productColumns)
    .filter(([key]) => key !== 'updatedAt')
    .map(([key, column]) =>
      key === 'createdAt'
        ? `'createdAt', floor(extract(epoch FROM "products"."${column.name}") * 1000)`
        : `'${key}', "products"."${column.name}"`,
    )
    .join(', ')}, 'images', im.images, 'bullets', bp.bullets, 'reviews', json_build_array(rv.n, rv.total))`,
);

/** A product as PRODUCT_JSON builds it. */
export type ProductJson = Omit<ProductRecord, 'createdAt' | 'updatedAt'> & {
  /** created_at, whole milliseconds since 1970-01-01T00:00:00Z. */
  createdAt: number;
  images: [number, string][] | null;
  bullets: [number, string][] | null;
  /** [how many reviews, the sum of their ratings]. */
  reviews: [number, number];
};

/** The one row of a page statement: the total and the page's products (null when none). */
export interface PageRow {
  total: number;
  products: ProductJson[] | null;
}

/** The contract Product of a ProductJson (the price rule stays in toContractProduct). */
export function productOfJson(row: ProductJson): Product {
  return toContractProduct(
    { ...row, createdAt: new Date(row.createdAt) },
    (row.images ?? []).map(([id, imageUrl]) => ({ id, imageUrl })),
    (row.bullets ?? []).map(([id, text]) => ({ id, text })),
    { count: row.reviews[0], sum: row.reviews[1] },
  );
}

/** The products and paging facts of the row of a page statement. */
export function pageOfRow(row: PageRow | undefined, page: number, pageSize: number): ProductPage {
  return {
    products: (row?.products ?? []).map(productOfJson),
    pagination: pagination(page, pageSize, Number(row?.total ?? 0)),
  };
}

/** Products (any, public or not) whose id is in the array `ids`, with images and bullet points. */
const PRODUCTS_BY_ID = namedStatement<{ products: ProductJson[] | null }>(
  'catalogue_products_by_id',
  sql`SELECT json_agg(${PRODUCT_JSON}) AS products
      FROM ${products} ${WITH_IMAGES_AND_BULLETS}
      WHERE ${products.id} = ANY(${sql.placeholder('ids')}::int[])`,
);

/**
 * Product `id` (public or not) with its images and bullet points, the 1..5-star counts of its
 * reviews and its seller's card at the placeholder `now` (WITH_SELLER_SUMMARY, decision 075): one
 * row, or none.
 */
export const PRODUCT_BY_ID = namedStatement<{
  product: ProductJson;
  histogram: ReviewSummary['histogram'];
  seller: SellerSummaryRow;
}>(
  'catalogue_product',
  sql`SELECT ${PRODUCT_JSON} AS product, rv.histogram AS histogram, sv.seller AS seller
      FROM ${products} ${WITH_IMAGES_AND_BULLETS} ${WITH_SELLER_SUMMARY}
      WHERE ${products.id} = ${sql.placeholder('id')}`,
);

/**
 * Contract products for `ids`, in the order of `ids` (unknown ids are skipped, repeated ids
 * repeated). One statement whatever the number of ids (rows with their images and bullet points).
 */
export async function loadProducts(db: Db, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [row] = await PRODUCTS_BY_ID.rows(db, { ids: [...new Set(ids)] });
  const byId = new Map((row?.products ?? []).map((json) => [json.id, productOfJson(json)]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

/** Paging facts: totalPages is ceil(totalItems / pageSize), 0 for an empty list (as the mocks). */
export function pagination(page: number, pageSize: number, totalItems: number): Pagination {
  return { page, pageSize, totalPages: Math.ceil(totalItems / pageSize), totalItems };
}

/** The canonical category for `text` (case-insensitive, trimmed), or the trimmed text itself. */
export function canonicalCategory(text: string): string {
  const t = text.trim();
  return CATEGORIES.find((c) => c.toLowerCase() === t.toLowerCase()) ?? t;
}

/** A page of products and its paging facts. */
export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}
