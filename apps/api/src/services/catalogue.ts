/**
 * The catalogue (spec sections 2 and 7): contract `Product`s from rows (pence -> pounds at this
 * boundary), the public paged list, full-text + trigram search, category results and one product.
 * Public lists show only public products (active, not suspended, approved by staff), in id order
 * (search: by rank). `salePrice` is computed on read with the contract's `chargedPricePence`.
 * Every read is ONE SQL statement (issue 9, decision 022): a page, a search, a category page or
 * one product comes back with its images and bullet points aggregated in the database (json_agg
 * over LATERAL subqueries), its review count and rating sum (issue 11, decision 028: `rating` is
 * the average of its comments' ratings, counted on read) and the total in the same statement, run
 * as a named prepared
 * statement, compiled once (db/index.ts namedStatement); rows become contract Products here, so the
 * price rule stays in TypeScript. Queries are shaped for a large catalogue: ids of one page come
 * from the partial indexes (products_public_idx, products_public_category_idx), then those rows
 * are joined by id; totals come from `catalogue_counts` (kept exact by a trigger); search
 * considers at most SEARCH_RESULT_CAP matches. Measured with apps/api/scripts/catalogue-scale.ts.
 */
import {
  CATEGORIES,
  MESSAGES,
  PLACEHOLDER_IMAGE_URL,
  RELATED_COUNT,
  averageRating,
  chargedPricePence,
  isDiscounted,
  toPence,
  toPounds,
  type Pagination,
  type Product,
  type ReviewSummary,
} from '@shop/api-client/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { namedStatement, type Db } from '../db/index.ts';
import {
  bulletPoints,
  catalogueCounts,
  comments,
  productImages,
  products,
  type ProductRow,
} from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { normaliseSearchText, searchCandidates } from './search.ts';

export { PLACEHOLDER_IMAGE_URL } from '@shop/api-client/contract';
export { SEARCH_RESULT_CAP } from './search.ts';

/**
 * A product row as selected: everything but the search vector, the legacy `sale_price_pence`
 * (decision 019: the sale price is computed on read with `chargedPricePence`, never stored) and
 * the legacy `rating` (decision 028: the rating is the average of the product's comments, counted
 * on read; the column is no longer read).
 */
export type ProductRecord = Omit<ProductRow, 'search' | 'salePricePence' | 'rating'>;

/** A product's reviews as counted on read: how many, and the sum of their ratings (1-5 each). */
export interface ReviewCounts {
  count: number;
  sum: number;
}

/** The columns of `products` except the tsvector and the legacy sale price and rating (never read). */
export const productColumns = {
  id: products.id,
  ownerId: products.ownerId,
  name: products.name,
  pricePence: products.pricePence,
  description: products.description,
  detailedDescription: products.detailedDescription,
  tags: products.tags,
  category: products.category,
  isNew: products.isNew,
  featured: products.featured,
  specialOffer: products.specialOffer,
  onSale: products.onSale,
  popular: products.popular,
  percentageOff: products.percentageOff,
  itemsInStock: products.itemsInStock,
  active: products.active,
  inStock: products.inStock,
  suspend: products.suspend,
  adminApproved: products.adminApproved,
  approved: products.approved,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** SQL condition: the product shows in public lists (active, not suspended, approved by staff). */
export const isPublicProduct: SQL = sql`${products.active} AND NOT ${products.suspend} AND ${products.adminApproved}`;

/**
 * The product columns a purchase is checked against (seller, price rule inputs, stock and
 * visibility): read when a checkout session opens and again, FOR UPDATE, when it is paid, so both
 * checks see the same facts. Feed the row to chargedPricePence and isPublicRow.
 */
export const purchaseColumns = {
  ownerId: products.ownerId,
  pricePence: products.pricePence,
  onSale: products.onSale,
  specialOffer: products.specialOffer,
  percentageOff: products.percentageOff,
  itemsInStock: products.itemsInStock,
  inStock: products.inStock,
  active: products.active,
  suspend: products.suspend,
  adminApproved: products.adminApproved,
} as const;

/** The same rule as isPublicProduct on a row already read: active, not suspended, approved by staff. */
export function isPublicRow(row: Pick<ProductRecord, 'active' | 'suspend' | 'adminApproved'>): boolean {
  return row.active && !row.suspend && row.adminApproved;
}

/**
 * The contract `salePrice` of a product row, in pence: the charged price (`chargedPricePence`,
 * decision 019) when the product is discounted, else null (the shopper pays the list price).
 */
export function salePricePenceOf(
  row: Pick<ProductRecord, 'pricePence' | 'onSale' | 'specialOffer' | 'percentageOff'>,
): number | null {
  return isDiscounted(row) ? chargedPricePence(row) : null;
}

/** What one unit of a contract Product costs now, in integer pence: `salePrice ?? price` (decision 019). */
export function unitPricePenceOf(product: Pick<Product, 'price' | 'salePrice'>): number {
  return toPence(product.salePrice ?? product.price);
}

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
    active: row.active,
    inStock: row.inStock,
    suspend: row.suspend,
    adminApproved: row.adminApproved,
    approved: row.approved,
    rating: averageRating(reviews.sum, reviews.count),
    review_count: reviews.count,
    imageUrl: images[0]?.imageUrl ?? PLACEHOLDER_IMAGE_URL,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Joins each `products` row with its images and bullet points, each aggregated in the database as
 * a JSON array of `[id, text]` pairs in (position, id) order (`im.images`, `bp.bullets`; null when
 * there are none), and with its reviews (comments) counted: `rv.n` how many, `rv.total` the sum
 * of their ratings, `rv.histogram` the counts of 1..5 stars as a JSON array (read by the product
 * statement only; PostgreSQL drops the unread outputs of a subquery). The counts come from an
 * index-only scan of comments_product_rating_idx (migration 006).
 */
const WITH_IMAGES_AND_BULLETS: SQL = sql`
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
    SELECT count(*)::int AS n, coalesce(sum(${comments.rating}), 0)::int AS total,
           json_build_array(${sql.raw(
             [1, 2, 3, 4, 5]
               .map((star) => `count(*) FILTER (WHERE "comments"."rating" = ${star})`)
               .join(', '),
           )}) AS histogram
    FROM ${comments} WHERE ${comments.productId} = ${products.id}
  ) AS rv`;

/**
 * One `products` row (joined WITH_IMAGES_AND_BULLETS) as a JSON object built in the database: the
 * ProductRecord fields by their names (productColumns), `createdAt` in whole milliseconds since
 * the epoch, and `images`, `bullets`. A page is a json_agg of these, so the driver parses one
 * JSON text per statement instead of every column of every row.
 */
const PRODUCT_JSON: SQL = sql.raw(
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
type ProductJson = Omit<ProductRecord, 'createdAt' | 'updatedAt'> & {
  /** created_at, whole milliseconds since 1970-01-01T00:00:00Z. */
  createdAt: number;
  images: [number, string][] | null;
  bullets: [number, string][] | null;
  /** [how many reviews, the sum of their ratings]. */
  reviews: [number, number];
};

/** The one row of a page statement: the total and the page's products (null when none). */
interface PageRow {
  total: number;
  products: ProductJson[] | null;
}

/** The contract Product of a ProductJson (the price rule stays in toContractProduct). */
function productOfJson(row: ProductJson): Product {
  return toContractProduct(
    { ...row, createdAt: new Date(row.createdAt) },
    (row.images ?? []).map(([id, imageUrl]) => ({ id, imageUrl })),
    (row.bullets ?? []).map(([id, text]) => ({ id, text })),
    { count: row.reviews[0], sum: row.reviews[1] },
  );
}

/** The products and paging facts of the row of a page statement. */
function pageOfRow(row: PageRow | undefined, page: number, pageSize: number): ProductPage {
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
 * Product `id` (public or not) with its images and bullet points, and the 1..5-star counts of its
 * reviews: one row, or none.
 */
const PRODUCT_BY_ID = namedStatement<{ product: ProductJson; histogram: ReviewSummary['histogram'] }>(
  'catalogue_product',
  sql`SELECT ${PRODUCT_JSON} AS product, rv.histogram AS histogram
      FROM ${products} ${WITH_IMAGES_AND_BULLETS}
      WHERE ${products.id} = ${sql.placeholder('id')}`,
);

/**
 * One public page in id order (`limit` rows from `offset`), of every product or (`inCategory`)
 * of `category`: the page's ids from the partial index (products_public_idx /
 * products_public_category_idx, index-only), those rows with their images and bullet points, and
 * the total of `category` ('' = all) from catalogue_counts: one row (products null when the
 * page is empty).
 */
function pageStatement(name: string, inCategory: boolean) {
  const category = sql.placeholder('category');
  return namedStatement<PageRow>(
    name,
    sql`SELECT coalesce((SELECT ${catalogueCounts.n} FROM ${catalogueCounts}
                         WHERE ${catalogueCounts.category} = ${category}), 0)::int AS total,
               (SELECT json_agg(${PRODUCT_JSON} ORDER BY ids.id)
                FROM (
                  SELECT ${products.id} AS id FROM ${products}
                  WHERE ${isPublicProduct}${inCategory ? sql` AND ${products.category} = ${category}` : sql``}
                  ORDER BY ${products.id}
                  LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
                ) AS ids
                JOIN ${products} ON ${products.id} = ids.id
                ${WITH_IMAGES_AND_BULLETS}) AS products`,
  );
}
const PUBLIC_PAGE = pageStatement('catalogue_page', false);
const CATEGORY_PAGE = pageStatement('catalogue_category_page', true);

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

/** Page `page` of `pageSize` public products, all or of `category`: one statement. */
async function pageOf(
  db: Db,
  category: string | undefined,
  page: number,
  pageSize: number,
): Promise<ProductPage> {
  const [row] = await (category === undefined ? PUBLIC_PAGE : CATEGORY_PAGE).rows(db, {
    category: category ?? '',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return pageOfRow(row, page, pageSize);
}

/**
 * The public product list (listProducts): page `page` (1-based) of `pageSize`, optionally only
 * `category` (case-insensitive). A page past the end is empty (with the true total). One SQL
 * statement.
 */
export function listProducts(
  db: Db,
  options: { page: number; pageSize: number; category?: string | undefined },
): Promise<ProductPage> {
  const category = options.category?.trim() ?? '';
  return pageOf(
    db,
    category === '' ? undefined : canonicalCategory(category),
    options.page,
    options.pageSize,
  );
}

/** Category results (filterProducts, spec section 2 search-category): empty `q` = all. One statement. */
export function filterProducts(
  db: Db,
  options: { q?: string | undefined; page: number; pageSize: number },
): Promise<ProductPage> {
  return listProducts(db, { page: options.page, pageSize: options.pageSize, category: options.q });
}

/**
 * The search statement (see searchProducts) for the placeholder `q`, a page of `limit` from
 * `offset`: the candidates of search.ts (a CTE, evaluated once), their count, and the page's
 * products with images and bullet points: one row (products null when the page is empty).
 */
const SEARCH = namedStatement<PageRow>(
  'catalogue_search',
  sql`WITH candidates AS (${searchCandidates(sql.placeholder('q'))})
      SELECT (SELECT count(*) FROM candidates)::int AS total,
             (SELECT json_agg(${PRODUCT_JSON} ORDER BY ids.rank DESC, ids.id)
              FROM (
                SELECT id, rank FROM candidates
                ORDER BY rank DESC, id
                LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
              ) AS ids
              JOIN ${products} ON ${products.id} = ids.id
              ${WITH_IMAGES_AND_BULLETS}) AS products`,
);

/**
 * Search (searchProducts; ARCHITECTURE "PostgreSQL full text with pg_trgm for typos and
 * prefixes"): `q` trimmed; empty = all public products in id order. Otherwise products whose
 * weighted document matches `websearch_to_tsquery(q)` OR whose name has a word similar to `q`
 * (pg_trgm `<%`, so 'hedphones' and 'headph' find headphones), ranked by text rank plus word
 * similarity, then id. At most SEARCH_RESULT_CAP matches are considered (totalItems <= the cap).
 * One SQL statement: the candidates (a CTE, evaluated once), their count, and the page's rows
 * with images and bullet points; past the last page the total is still given.
 */
export async function searchProducts(
  db: Db,
  options: { q?: string | undefined; page: number; pageSize: number },
): Promise<ProductPage> {
  const q = normaliseSearchText(options.q);
  if (q === '') return pageOf(db, undefined, options.page, options.pageSize);
  const [row] = await SEARCH.rows(db, {
    q,
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  return pageOfRow(row, options.page, options.pageSize);
}

/**
 * Who is asking, for getVisibleProduct: the viewer's user id (undefined for a visitor), or a
 * function that looks the signed-in user up (called only when the answer depends on it).
 */
export type ProductViewer = number | undefined | (() => Promise<{ id: number } | null | undefined>);

/** Throws 404 'Product not found' unless `product` is public or `viewer` is its owner (asked only then). */
async function checkVisible(
  product: Pick<ProductRecord, 'ownerId' | 'active' | 'suspend' | 'adminApproved'>,
  viewer: ProductViewer,
): Promise<void> {
  if (isPublicRow(product)) return;
  const viewerId = typeof viewer === 'function' ? (await viewer())?.id : viewer;
  if (viewerId === undefined || product.ownerId !== viewerId) throw notFound(MESSAGES.products.notFound);
}

/** A product and its reviews in figures, as the product page shows them (getProduct). */
export interface ProductWithReviews {
  product: Product;
  review_summary: ReviewSummary;
}

/**
 * The product `id` as a visitor or the viewer may see it: public products, or any product of its
 * owner, with its review summary (count, average and the 1..5-star histogram, decision 028). One
 * SQL statement (the row with its images, bullet points and review counts); `viewer` is consulted
 * only when the product is not public, so a public product never looks the session up. Throws
 * HttpError 404 'Product not found' otherwise (spec: edit-my-listing 'Product not found').
 */
export async function getVisibleProduct(
  db: Db,
  id: number,
  viewer: ProductViewer,
): Promise<ProductWithReviews> {
  const [row] = await PRODUCT_BY_ID.rows(db, { id });
  if (row === undefined) throw notFound(MESSAGES.products.notFound);
  await checkVisible(row.product, viewer);
  const product = productOfJson(row.product);
  return {
    product,
    review_summary: { average: product.rating, count: product.review_count, histogram: row.histogram },
  };
}

/**
 * 'Related Products' of product `id` (issue 11, decision 028), one row or none (unknown id): the
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
 * its stock facts; throws HttpError 404 'Product not found'.
 */
export async function visibleProductStock(
  db: Db,
  id: number,
  viewerId: number,
): Promise<{ id: number; itemsInStock: number; inStock: boolean }> {
  const rows = await db
    .select({
      id: products.id,
      ownerId: products.ownerId,
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
  return { id: row.id, itemsInStock: row.itemsInStock, inStock: row.inStock };
}
