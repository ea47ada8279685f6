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
  MAX_PAGE_SIZE,
  MESSAGES,
  MIN_RATING_CHOICES,
  PLACEHOLDER_IMAGE_URL,
  PRICE_BUCKETS,
  RELATED_COUNT,
  averageRating,
  chargedPricePence,
  isDiscounted,
  toPence,
  toPounds,
  type Pagination,
  type Product,
  type ProductFacets,
  type ProductSort,
  type ReviewSummary,
} from '@shop/contract';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { namedStatement, type Db, type NamedStatement } from '../../platform/db/client.ts';
import {
  bulletPoints,
  catalogueCounts,
  comments,
  productImages,
  products,
  type ProductRow,
} from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { normaliseSearchText, searchCandidates } from './search.ts';

export { PLACEHOLDER_IMAGE_URL } from '@shop/contract';
export { SEARCH_RESULT_CAP } from './search.ts';

/**
 * A product row as selected: everything but the search vector, the legacy `sale_price_pence`
 * (decision 019: the sale price is computed on read with `chargedPricePence`, never stored) and
 * the legacy `rating` (decision 028: the rating is the average of the product's comments, counted
 * on read; the column is no longer read), and the sort and filter keys of migration 008
 * (`chargedPricePence`, `reviewCount`, `ratingSum`, `ratingX10`: decision 030; answers compute
 * the price and rating in TypeScript from the facts above).
 */
export type ProductRecord = Omit<
  ProductRow,
  | 'search'
  | 'salePricePence'
  | 'rating'
  | 'chargedPricePence'
  | 'reviewCount'
  | 'ratingSum'
  | 'ratingX10'
  | 'heldAt'
  | 'heldBy'
>;

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
  dispatchDays: products.dispatchDays,
  active: products.active,
  inStock: products.inStock,
  suspend: products.suspend,
  sellerSuspended: products.sellerSuspended,
  holdReason: products.holdReason,
  sellerActive: products.sellerActive,
  adminApproved: products.adminApproved,
  approved: products.approved,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/**
 * SQL condition: the product shows in public lists (active, not suspended, approved by staff);
 * `suspend` also covers a staff hold and a closed seller account (migration 013, decision 045).
 */
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
    dispatchDays: row.dispatchDays,
    active: row.active,
    inStock: row.inStock,
    // The seller's own switch; `suspend` in the row is off sale for any reason (migration 013).
    suspend: row.sellerSuspended,
    adminApproved: row.adminApproved,
    approved: row.approved,
    seller_id: row.ownerId,
    seller_active: row.sellerActive,
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
 * One public page in id order (`limit` rows from position `offset`), of every product or
 * (`inCategory`) of `category`, and the total of `category` ('' = all) from catalogue_counts:
 * one row (products null when the page is empty). No OFFSET walk over every product before the
 * page (migration 010, decision 031): `start` finds the block of 1,024 ids holding public product
 * number `offset` from the running sum of catalogue_blocks (from the first block for the first
 * half of the list, from the last one for the second, so at most half the blocks are read), and
 * how many of that block's products come before it (`skip`, under 1,024); the page's ids are
 * then a range scan of the partial index (products_public_idx / products_public_category_idx,
 * index-only) from that block's first id, skipping `skip` entries. Those rows are joined with
 * their images, bullet points and review counts. Past the last page `start` points behind the
 * last product and the page is empty. The scan's LIMIT is the literal MAX_PAGE_SIZE (`k`, counted
 * from the block's first entry, keeps the page's `limit` rows), so PostgreSQL settles on one generic plan instead of planning each
 * call (about 1 ms a page at 1M products; with `LIMIT $n` it costs a generic plan for an unknown
 * limit, as decision 031 found for search).
 */
function pageStatement(name: string, inCategory: boolean) {
  const category = sql.placeholder('category');
  const offset = sql`${sql.placeholder('offset')}::bigint`;
  const total = sql`(SELECT total FROM counted)`;
  const blocks = (order: SQL, running: string) =>
    sql`SELECT from_id, n, sum(n) OVER (ORDER BY from_id ${order}) AS ${sql.raw(running)}
        FROM catalogue_blocks WHERE category = ${category}`;
  return namedStatement<PageRow>(
    name,
    sql`WITH counted AS MATERIALIZED (
          SELECT coalesce((SELECT ${catalogueCounts.n} FROM ${catalogueCounts}
                           WHERE ${catalogueCounts.category} = ${category}), 0) AS total
        ),
        start AS MATERIALIZED (
          (SELECT b.from_id, ${offset} - (b.upto - b.n) AS skip
           FROM (${blocks(sql``, 'upto')}) AS b
           WHERE ${offset} * 2 < ${total} AND b.upto > ${offset}
           ORDER BY b.from_id LIMIT 1)
          UNION ALL
          (SELECT b.from_id, ${offset} - (${total} - b.from_end) AS skip
           FROM (${blocks(sql`DESC`, 'from_end')}) AS b
           WHERE ${offset} * 2 >= ${total} AND b.from_end >= ${total} - ${offset}
           ORDER BY b.from_id DESC LIMIT 1)
        )
        SELECT ${total}::int AS total,
               (SELECT json_agg(${PRODUCT_JSON} ORDER BY ids.id)
                FROM (
                  SELECT ${products.id} AS id, row_number() OVER (ORDER BY ${products.id}) AS k
                  FROM ${products}
                  WHERE ${isPublicProduct}${inCategory ? sql` AND ${products.category} = ${category}` : sql``}
                    AND ${products.id} >= (SELECT from_id FROM start)
                  ORDER BY ${products.id}
                  LIMIT ${sql.raw(String(MAX_PAGE_SIZE))} OFFSET (SELECT skip FROM start)
                ) AS ids
                JOIN ${products} ON ${products.id} = ids.id
                ${WITH_IMAGES_AND_BULLETS}
                WHERE ids.k <= (SELECT skip FROM start) + ${sql.placeholder('limit')}) AS products`,
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

/**
 * Page `page` of `pageSize` public products, all or of `category`: one statement. Throws RangeError
 * for a `pageSize` above MAX_PAGE_SIZE (the contract schemas answer 400 before).
 */
async function pageOf(
  db: Db,
  category: string | undefined,
  page: number,
  pageSize: number,
): Promise<ProductPage> {
  // The statement reads at most MAX_PAGE_SIZE rows (the contract refuses larger pages with 400).
  if (pageSize > MAX_PAGE_SIZE) throw new RangeError(`pageSize ${pageSize} is above MAX_PAGE_SIZE`);
  const [row] = await (category === undefined ? PUBLIC_PAGE : CATEGORY_PAGE).rows(db, {
    category: category ?? '',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return pageOfRow(row, page, pageSize);
}

/**
 * The filters of a product list (contract CatalogueFilters, issue 11, decision 030), as parsed:
 * prices in pounds against the charged price (`salePrice ?? price`: min inclusive, max exclusive),
 * `min_rating` (1-5) against the average rating (Product.rating), `in_stock` true = only products
 * in stock (inStock and itemsInStock > 0; false or absent = any).
 */
export interface CatalogueFilterOptions {
  min_price?: number | undefined;
  max_price?: number | undefined;
  min_rating?: number | undefined;
  in_stock?: boolean | undefined;
}

/** A page of a product list: paging, an optional category, the filters and the sort (PRODUCT_SORTS). */
export interface ListOptions extends CatalogueFilterOptions {
  page: number;
  pageSize: number;
  category?: string | undefined;
  /** Default 'relevance' (search rank with a search text, otherwise id order). */
  sort?: ProductSort | undefined;
}

/** True when any filter of `options` narrows the list (in_stock false does not). */
export function hasFilters(options: CatalogueFilterOptions): boolean {
  return (
    options.min_price !== undefined ||
    options.max_price !== undefined ||
    options.min_rating !== undefined ||
    options.in_stock === true
  );
}

/**
 * The filters and sort of a parsed query (contract CatalogueFilters), normalised so equal lists
 * have equal options (and list-cache keys): `in_stock` false and `sort` 'relevance' are dropped
 * (they are the defaults).
 */
export function listFiltersOf(
  query: CatalogueFilterOptions & { sort?: ProductSort | undefined },
): CatalogueFilterOptions & { sort?: ProductSort } {
  return {
    ...(query.min_price !== undefined ? { min_price: query.min_price } : {}),
    ...(query.max_price !== undefined ? { max_price: query.max_price } : {}),
    ...(query.min_rating !== undefined ? { min_rating: query.min_rating } : {}),
    ...(query.in_stock === true ? { in_stock: true } : {}),
    ...(query.sort !== undefined && query.sort !== 'relevance' ? { sort: query.sort } : {}),
  };
}

/**
 * True when a list with `options` depends on the prices, stock or ratings of products it does not
 * list, so any catalogue change may alter it (list-cache `facts`, decision 030): a sort other
 * than 'relevance' (id order or search rank) or any filter.
 */
export function dependsOnFacts(
  options: ListOptions | (CatalogueFilterOptions & { sort?: ProductSort }),
): boolean {
  return (options.sort ?? 'relevance') !== 'relevance' || hasFilters(options);
}

/**
 * The placeholder values of the filter conditions (FILTER_SQL): prices in integer pence
 * (toPence, money.ts), the minimum rating times ten (as rating_x10), null = no bound.
 */
function filterValues(options: CatalogueFilterOptions & { category?: string | undefined }) {
  return {
    minPence: options.min_price === undefined ? null : toPence(options.min_price),
    maxPence: options.max_price === undefined ? null : toPence(options.max_price),
    minRatingX10: options.min_rating === undefined ? null : options.min_rating * 10,
    inStock: options.in_stock === true,
    category: categoryValue(options.category),
  };
}

/** The canonical category of an optional category text ('' = none). */
function categoryValue(category: string | undefined): string {
  const trimmed = category?.trim() ?? '';
  return trimmed === '' ? '' : canonicalCategory(trimmed);
}

const ph = (name: string) => sql.placeholder(name);
/**
 * Each filter as an SQL condition on `products`, true when its placeholder says "no filter" (so a
 * statement serves every combination): the category ('' = any), the charged price (the stored
 * mirror of chargedPricePence, migration 008) in [minPence, maxPence), the rounded average rating
 * (rating_x10) >= minRatingX10, and in stock (in_stock AND items_in_stock > 0) when inStock.
 * `priceRange` is the price filter again as a range with its open ends filled in (prices are
 * 0..2^31-1 pence, so a null bound holds for every row): an ordered scan of the price index
 * starts and stops at the range even in a generic plan. It is added only there, since its
 * (wrong) selectivity estimate in a generic plan would draw other statements to that index.
 */
const FILTER_SQL = {
  category: sql`(${ph('category')}::text = '' OR ${products.category} = ${ph('category')}::text)`,
  price: sql`(${ph('minPence')}::int IS NULL OR ${products.chargedPricePence} >= ${ph('minPence')}::int)
             AND (${ph('maxPence')}::int IS NULL OR ${products.chargedPricePence} < ${ph('maxPence')}::int)`,
  rating: sql`(${ph('minRatingX10')}::int IS NULL OR ${products.ratingX10} >= ${ph('minRatingX10')}::int)`,
  stock: sql`(NOT ${ph('inStock')}::boolean OR (${products.inStock} AND ${products.itemsInStock} > 0))`,
  priceRange: sql`${products.chargedPricePence} >= coalesce(${ph('minPence')}::int, 0)
                  AND ${products.chargedPricePence} < coalesce(${ph('maxPence')}::int, 2147483647)`,
} as const;
/** Every filter but the category (FILTER_SQL). */
const FILTERS_BUT_CATEGORY = sql`${FILTER_SQL.price} AND ${FILTER_SQL.rating} AND ${FILTER_SQL.stock}`;

/**
 * The ORDER BY of each sort over `products` (decision 030; `ids.rank` is the search rank, read
 * only by a search's 'relevance'): ties break on id in the sort's direction (ascending for
 * 'price_asc' and relevance, descending, newest first, for the others), so each order is one
 * partial index read forwards or backwards (migration 008).
 */
function orderBy(sort: ProductSort, search: boolean, reversed = false): SQL {
  const keys = (...list: [SQLWrapper, 'asc' | 'desc'][]) =>
    sql.join(
      list.map(([key, direction]) => ((direction === 'desc') !== reversed ? sql`${key} DESC` : key)),
      sql`, `,
    );
  switch (sort) {
    case 'relevance':
      return search ? keys([sql`ids.rank`, 'desc'], [products.id, 'asc']) : keys([products.id, 'asc']);
    case 'price_asc':
      return keys([products.chargedPricePence, 'asc'], [products.id, 'asc']);
    case 'price_desc':
      return keys([products.chargedPricePence, 'desc'], [products.id, 'desc']);
    case 'rating':
      return keys([products.ratingX10, 'desc'], [products.reviewCount, 'desc'], [products.id, 'desc']);
    case 'newest':
      return keys([products.createdAt, 'desc'], [products.id, 'desc']);
    default:
      return sort satisfies never;
  }
}

/** Named statements made on first use, by name (each compiled once: db/index.ts namedStatement). */
const statements = new Map<string, NamedStatement<PageRow>>();
function statement(name: string, make: () => SQL): NamedStatement<PageRow> {
  let found = statements.get(name);
  if (found === undefined) {
    found = namedStatement<PageRow>(name, make());
    statements.set(name, found);
  }
  return found;
}

/**
 * A sorted and/or filtered public page without search text (see listProducts): one row, the
 * total and the page's rows with their images, bullet points and review counts. The total is
 * counted over the filtered rows, or read from catalogue_counts when nothing is filtered. The
 * page's ids come one of two ways, chosen in the statement once the number of matches `m` is
 * known (a one-time filter: the other way is never run), since a generic plan cannot know how
 * selective the filters are:
 * - many matches: an ordered scan of the sort's partial index (migration 008), skipping rows
 *   that fail the filters, which stops after offset + limit matches, having read about
 *   (offset + limit) * N / m rows, N being every public product;
 * - few matches (m * m <= (offset + limit) * N, where that scan would read more rows than there
 *   are matches): the matches are found by their own best path (products_public_facets_idx) and
 *   sorted (`matches`; a CTE named `products` inside, so the sort's column names read its columns).
 * The unfiltered list of every category is always "many" (m = N) and skips the choice.
 */
function sortedPage(sort: ProductSort, inCategory: boolean, filtered: boolean): NamedStatement<PageRow> {
  const name = `catalogue_list_${sort}${inCategory ? '_category' : ''}${filtered ? '_filtered' : ''}`;
  return statement(name, () => {
    const where = sql`${isPublicProduct}${inCategory ? sql` AND ${products.category} = ${ph('category')}::text` : sql``}${
      filtered ? sql` AND ${FILTERS_BUT_CATEGORY}` : sql``
    }`;
    const counted = (category: SQL) =>
      sql`coalesce((SELECT ${catalogueCounts.n} FROM ${catalogueCounts} WHERE ${catalogueCounts.category} = ${category}), 0)`;
    const order = orderBy(sort, false);
    const paging = sql`LIMIT ${ph('limit')} OFFSET ${ph('offset')}`;
    const byPrice = filtered && (sort === 'price_asc' || sort === 'price_desc');
    const byIndex = (gate: SQL) =>
      sql`SELECT ${products.id} AS id FROM ${products}
          WHERE ${gate}${where}${byPrice ? sql` AND ${FILTER_SQL.priceRange}` : sql``}
          ORDER BY ${order} ${paging}`;
    const rows = sql`JOIN ${products} ON ${products.id} = ids.id ${WITH_IMAGES_AND_BULLETS}`;
    if (!inCategory && !filtered) {
      // Pages past the middle read the index from its other end (the mirrored offset; `k` keeps
      // a short last page to its own rows), so the last page costs what the first does and the
      // middle one is the dearest.
      const offset = sql`${ph('offset')}::bigint`;
      const limit = sql`${ph('limit')}::bigint`;
      const total = sql`(SELECT total FROM counted)`;
      const reversed = orderBy(sort, false, true);
      return sql`WITH counted AS MATERIALIZED (SELECT ${counted(sql`''`)} AS total)
                 SELECT ${total}::int AS total,
                        (SELECT json_agg(${PRODUCT_JSON} ORDER BY ${order})
                         FROM (
                           (SELECT ${products.id} AS id FROM ${products}
                            WHERE ${offset} * 2 < ${total} AND ${where}
                            ORDER BY ${order} ${paging})
                           UNION ALL
                           (SELECT mirrored.id FROM (
                              SELECT ${products.id} AS id, row_number() OVER (ORDER BY ${reversed}) AS k
                              FROM ${products}
                              WHERE ${offset} * 2 >= ${total} AND ${where}
                              ORDER BY ${reversed}
                              LIMIT ${ph('limit')} OFFSET greatest(${total} - ${offset} - ${limit}, 0)
                            ) AS mirrored
                            WHERE mirrored.k <= ${total} - ${offset})
                         ) AS ids ${rows}) AS products`;
    }
    const m = filtered
      ? sql`(SELECT count(*) FROM ${products} WHERE ${where})`
      : counted(sql`${ph('category')}::text`);
    return sql`WITH counted AS MATERIALIZED (SELECT ${m}::bigint AS m),
                    few AS MATERIALIZED (
                      SELECT (SELECT m FROM counted) * (SELECT m FROM counted)
                             <= (${ph('limit')}::bigint + ${ph('offset')}::bigint) * ${counted(sql`''`)} AS yes
                    ),
                    matches AS MATERIALIZED (
                      SELECT ${products.id}, ${products.chargedPricePence}, ${products.ratingX10},
                             ${products.reviewCount}, ${products.createdAt}
                      FROM ${products} WHERE (SELECT yes FROM few) AND ${where}
                    )
               SELECT (SELECT m FROM counted)::int AS total,
                      (SELECT json_agg(${PRODUCT_JSON} ORDER BY ${order})
                       FROM (
                         (SELECT ${products.id} AS id FROM matches AS ${products} ORDER BY ${order} ${paging})
                         UNION ALL
                         (${byIndex(sql`NOT (SELECT yes FROM few) AND `)})
                       ) AS ids ${rows}) AS products`;
  });
}

/**
 * The public product list (listProducts, issue 11): page `page` (1-based) of `pageSize`,
 * optionally only `category` (case-insensitive), narrowed by the filters and in `sort` order
 * (decision 030). A page past the end is empty (with the true total). One SQL statement, chosen
 * by what is asked: the default order without filters keeps the id-order statements (partial
 * index, total from catalogue_counts); a sort without filters scans that sort's index and still
 * reads the total from catalogue_counts; filters count their total.
 */
export async function listProducts(db: Db, options: ListOptions): Promise<ProductPage> {
  const values = filterValues(options);
  const sort = options.sort ?? 'relevance';
  const filtered = hasFilters(options);
  if (sort === 'relevance' && !filtered)
    return pageOf(db, values.category === '' ? undefined : values.category, options.page, options.pageSize);
  const [row] = await sortedPage(sort, values.category !== '', filtered).rows(db, {
    ...values,
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  return pageOfRow(row, options.page, options.pageSize);
}

/**
 * Category results (filterProducts, spec section 2 search-category): `q` is the category (empty
 * = all), with the filters and sort of listProducts. One statement.
 */
export function filterProducts(
  db: Db,
  options: Omit<ListOptions, 'category'> & { q?: string | undefined },
): Promise<ProductPage> {
  const { q, ...rest } = options;
  return listProducts(db, { ...rest, category: q });
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
 * A search with a category, filters or a sort other than relevance (see searchProducts): the
 * candidates of search.ts (at most SEARCH_RESULT_CAP, a CTE), those passing every filter
 * (`matches`, joined with their rows), their count, and the page in `sort` order. One row.
 */
function filteredSearch(sort: ProductSort): NamedStatement<PageRow> {
  return statement(`catalogue_search_${sort}`, () => {
    const page = sql`SELECT ids.id, ids.rank FROM matches AS ids
                     JOIN ${products} ON ${products.id} = ids.id
                     ORDER BY ${orderBy(sort, true)}
                     LIMIT ${ph('limit')} OFFSET ${ph('offset')}`;
    return sql`WITH candidates AS (${searchCandidates(ph('q'))}),
                    matches AS (
                      SELECT candidates.id, candidates.rank FROM candidates
                      JOIN ${products} ON ${products.id} = candidates.id
                      WHERE ${FILTER_SQL.category} AND ${FILTERS_BUT_CATEGORY}
                    )
               SELECT (SELECT count(*) FROM matches)::int AS total,
                      (SELECT json_agg(${PRODUCT_JSON} ORDER BY ${orderBy(sort, true)})
                       FROM (${page}) AS ids
                       JOIN ${products} ON ${products.id} = ids.id
                       ${WITH_IMAGES_AND_BULLETS}) AS products`;
  });
}

/**
 * Search (searchProducts; ARCHITECTURE "PostgreSQL full text with pg_trgm for typos and
 * prefixes"): `q` trimmed; empty = the public list (listProducts, with the category, filters and
 * sort). Otherwise the public products matching `q` (services/search.ts searchCandidates: at most
 * SEARCH_RESULT_CAP, ranked by text rank plus word similarity), then those in `category` and
 * passing the filters (decision 030: filters narrow the capped candidates), in `sort` order
 * ('relevance': rank, then id). One SQL statement: the candidates (a CTE, evaluated once), their
 * count, and the page's rows with images and bullet points; past the last page the total is still
 * given.
 */
export async function searchProducts(
  db: Db,
  options: ListOptions & { q?: string | undefined },
): Promise<ProductPage> {
  const q = normaliseSearchText(options.q);
  if (q === '') return listProducts(db, options);
  const values = filterValues(options);
  const sort = options.sort ?? 'relevance';
  const paging = { q, limit: options.pageSize, offset: (options.page - 1) * options.pageSize };
  const [row] =
    sort === 'relevance' && !hasFilters(options) && values.category === ''
      ? await SEARCH.rows(db, paging)
      : await filteredSearch(sort).rows(db, { ...paging, ...values });
  return pageOfRow(row, options.page, options.pageSize);
}

/** One row of a facets statement: per category, how many match each facet's other filters. */
interface FacetsRow {
  /** [category, count with every filter but the category's, count with every filter][]. */
  categories: [string, number, number][] | null;
  /** Per PRICE_BUCKETS bucket, in order: the count with every filter but the price's. */
  prices: number[];
  /** Per MIN_RATING_CHOICES value, in order: the count with every filter but the rating's. */
  ratings: number[];
  /** In stock, with every other filter. */
  in_stock: number;
}

/**
 * The facets statement (getProductFacets), with (`search`) or without search text, in two steps:
 * 1. `cells`: ONE scan of the public products (those matching `q`: at most SEARCH_RESULT_CAP
 *    candidates; without `q` an index-only scan of products_public_facets_idx) counted by
 *    category, PRICE_BUCKETS bucket (charged price in [min, max)), whole stars (rating_x10 / 10),
 *    in stock, and whether the price filter holds: at most a few thousand small rows;
 * 2. each facet adds up the cells passing every filter but its own (the rating filter on whole
 *    stars is exact: rating_x10 >= 10 * min exactly when rating_x10 / 10 >= min).
 * One row.
 */
function facetsStatement(search: boolean) {
  const raw = (n: number) => sql.raw(String(n));
  const bucketOf = sql.join(
    PRICE_BUCKETS.map(
      (bucket, i) =>
        sql`WHEN ${products.chargedPricePence} >= ${raw(toPence(bucket.min))}${
          bucket.max === null ? sql`` : sql` AND ${products.chargedPricePence} < ${raw(toPence(bucket.max))}`
        } THEN ${raw(i)}`,
    ),
    sql` `,
  );
  const ok = {
    category: sql`(${ph('category')}::text = '' OR c.category = ${ph('category')}::text)`,
    price: sql`c.price_ok`,
    rating: sql`c.stars * 10 >= coalesce(${ph('minRatingX10')}::int, 0)`,
    stock: sql`(NOT ${ph('inStock')}::boolean OR c.stocked)`,
  };
  const sum = (condition: SQL) => sql`coalesce(sum(c.n) FILTER (WHERE ${condition}), 0)::int`;
  const prices = PRICE_BUCKETS.map((_, i) =>
    sum(sql`c.bucket = ${raw(i)} AND ${ok.category} AND ${ok.rating} AND ${ok.stock}`),
  );
  const ratings = MIN_RATING_CHOICES.map((min) =>
    sum(sql`c.stars >= ${raw(min)} AND ${ok.category} AND ${ok.price} AND ${ok.stock}`),
  );
  return namedStatement<FacetsRow>(
    search ? 'catalogue_facets_search' : 'catalogue_facets',
    sql`WITH ${search ? sql`candidates AS (${searchCandidates(ph('q'))}), ` : sql``}
        cells AS (
          SELECT ${products.category} AS category,
                 CASE ${bucketOf} END AS bucket,
                 ${products.ratingX10} / 10 AS stars,
                 (${products.inStock} AND ${products.itemsInStock} > 0) AS stocked,
                 (${FILTER_SQL.price}) AS price_ok,
                 count(*) AS n
          FROM ${products}
          WHERE ${isPublicProduct}${search ? sql` AND ${products.id} IN (SELECT id FROM candidates)` : sql``}
          GROUP BY 1, 2, 3, 4, 5
        )
        SELECT (SELECT json_agg(json_build_array(g.category, g.n, g.total) ORDER BY g.category)
                FROM (
                  SELECT c.category, ${sum(sql`${ok.price} AND ${ok.rating} AND ${ok.stock}`)} AS n,
                         ${sum(sql`${ok.category} AND ${ok.price} AND ${ok.rating} AND ${ok.stock}`)} AS total
                  FROM cells AS c GROUP BY c.category
                ) AS g WHERE g.n > 0) AS categories,
               json_build_array(${sql.join(prices, sql`, `)}) AS prices,
               json_build_array(${sql.join(ratings, sql`, `)}) AS ratings,
               ${sum(sql`c.stocked AND ${ok.category} AND ${ok.price} AND ${ok.rating}`)} AS in_stock
        FROM cells AS c`,
  );
}
const FACETS = facetsStatement(false);
const FACETS_SEARCH = facetsStatement(true);

/** The position of `category` in CATEGORIES (others after them). */
function categoryRank(category: string): number {
  const i = (CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? CATEGORIES.length : i;
}

/**
 * The filters' counts of a product list (getProductFacets, issue 11, decision 030): over the
 * public products matching `q` (normalised; empty = all) and `category`, each facet counted with
 * every filter but its own (ProductFacets: categories in CATEGORIES order, others after them by
 * name; a price bucket per PRICE_BUCKETS entry, pounds; a count per MIN_RATING_CHOICES value; in
 * stock; the total matching every filter). One SQL statement.
 */
export async function getProductFacets(
  db: Db,
  options: CatalogueFilterOptions & { q?: string | undefined; category?: string | undefined },
): Promise<ProductFacets> {
  const q = normaliseSearchText(options.q);
  const values = filterValues(options);
  const [row] = q === '' ? await FACETS.rows(db, values) : await FACETS_SEARCH.rows(db, { ...values, q });
  const groups = (row?.categories ?? []).sort(
    ([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b),
  );
  return {
    categories: groups.map(([value, count]) => ({ value, count })),
    price_ranges: PRICE_BUCKETS.map((bucket, i) => ({
      min: bucket.min,
      max: bucket.max,
      count: row?.prices[i] ?? 0,
    })),
    ratings: MIN_RATING_CHOICES.map((min, i) => ({ min, count: row?.ratings[i] ?? 0 })),
    in_stock: row?.in_stock ?? 0,
    total: groups.reduce((sum, [, , total]) => sum + total, 0),
  };
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
 * its stock facts and seller (`ownerId`); throws HttpError 404 'Product not found'.
 */
export async function visibleProductStock(
  db: Db,
  id: number,
  viewerId: number,
): Promise<{ id: number; ownerId: number; itemsInStock: number; inStock: boolean }> {
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
  return { id: row.id, ownerId: row.ownerId, itemsInStock: row.itemsInStock, inStock: row.inStock };
}
