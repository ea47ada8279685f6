/**
 * The SQL builders of the product lists (decisions 022 and 030): the filters as placeholders,
 * the ORDER BY of each sort, and the page statements, each compiled once on first use.
 */
import { MAX_PAGE_SIZE, toPence, type ProductSort } from '@shop/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { namedStatement, type Db, type NamedStatement } from '../../platform/db/client.ts';
import { catalogueCounts, products } from '../../platform/db/schema.ts';
import { isPublicProduct } from './visibility.ts';
import {
  WITH_IMAGES_AND_BULLETS,
  PRODUCT_JSON,
  type PageRow,
  pageOfRow,
  canonicalCategory,
  type ProductPage,
} from './product-json.ts';

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
 * Page `page` of `pageSize` public products, all or of `category`: one statement. Throws RangeError
 * for a `pageSize` above MAX_PAGE_SIZE (the contract schemas answer 400 before).
 */
export async function pageOf(
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
 * The filters of a product list (contract CatalogueFilters, decision 030), as parsed:
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

/**
 * A page of a product list: paging, an optional category, the filters, the sort (PRODUCT_SORTS)
 * and an optional seller (their page's listings, decision 075).
 */
export interface ListOptions extends CatalogueFilterOptions {
  page: number;
  pageSize: number;
  category?: string | undefined;
  /** Only this seller's (user id) public listings. */
  seller?: number | undefined;
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
export function filterValues(options: CatalogueFilterOptions & { category?: string | undefined }) {
  return {
    ...(hasSeller(options) ? { seller: options.seller } : {}),
    minPence: options.min_price === undefined ? null : toPence(options.min_price),
    maxPence: options.max_price === undefined ? null : toPence(options.max_price),
    minRatingX10: options.min_rating === undefined ? null : options.min_rating * 10,
    inStock: options.in_stock === true,
    category: categoryValue(options.category),
  };
}

/** True when `options` names a seller (a seller's page's list, decision 075). */
function hasSeller(options: object): options is { seller: number } {
  return 'seller' in options && typeof options.seller === 'number';
}

/** The canonical category of an optional category text ('' = none). */
function categoryValue(category: string | undefined): string {
  const trimmed = category?.trim() ?? '';
  return trimmed === '' ? '' : canonicalCategory(trimmed);
}

export const ph = (name: string) => sql.placeholder(name);
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
export const FILTER_SQL = {
  category: sql`(${ph('category')}::text = '' OR ${products.category} = ${ph('category')}::text)`,
  price: sql`(${ph('minPence')}::int IS NULL OR ${products.chargedPricePence} >= ${ph('minPence')}::int)
             AND (${ph('maxPence')}::int IS NULL OR ${products.chargedPricePence} < ${ph('maxPence')}::int)`,
  rating: sql`(${ph('minRatingX10')}::int IS NULL OR ${products.ratingX10} >= ${ph('minRatingX10')}::int)`,
  stock: sql`(NOT ${ph('inStock')}::boolean OR (${products.inStock} AND ${products.itemsInStock} > 0))`,
  priceRange: sql`${products.chargedPricePence} >= coalesce(${ph('minPence')}::int, 0)
                  AND ${products.chargedPricePence} < coalesce(${ph('maxPence')}::int, 2147483647)`,
} as const;
/** Every filter but the category (FILTER_SQL). */
export const FILTERS_BUT_CATEGORY = sql`${FILTER_SQL.price} AND ${FILTER_SQL.rating} AND ${FILTER_SQL.stock}`;

/**
 * The ORDER BY of each sort over `products` (decision 030; `ids.rank` is the search rank, read
 * only by a search's 'relevance'): ties break on id in the sort's direction (ascending for
 * 'price_asc' and relevance, descending, newest first, for the others), so each order is one
 * partial index read forwards or backwards (migration 008).
 */
export function orderBy(sort: ProductSort, search: boolean, reversed = false): SQL {
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

/** Named statements made on first use, by name (each compiled once: platform/db/client.ts namedStatement). */
export const statements = new Map<string, NamedStatement<PageRow>>();
export function statement(name: string, make: () => SQL): NamedStatement<PageRow> {
  let found = statements.get(name);
  if (found === undefined) {
    found = namedStatement<PageRow>(name, make());
    statements.set(name, found);
  }
  return found;
}

/**
 * A sorted and/or filtered public page without search text (see listProducts), of every seller or
 * (`bySeller`) of the seller `seller` (decision 075): one row, the
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
 * The unfiltered list of every category is always "many" (m = N) and skips the choice. A seller's
 * list is counted (index-only over products_public_seller_idx, migration 027) and takes the choice:
 * a seller with few listings is read from that index and sorted, one with many by the sort's index.
 */
export function sortedPage(
  sort: ProductSort,
  inCategory: boolean,
  filtered: boolean,
  bySeller = false,
): NamedStatement<PageRow> {
  const name = `catalogue_list_${sort}${inCategory ? '_category' : ''}${filtered ? '_filtered' : ''}${
    bySeller ? '_seller' : ''
  }`;
  return statement(name, () => {
    const where = sql`${isPublicProduct}${bySeller ? sql` AND ${products.ownerId} = ${ph('seller')}::int` : sql``}${
      inCategory ? sql` AND ${products.category} = ${ph('category')}::text` : sql``
    }${filtered ? sql` AND ${FILTERS_BUT_CATEGORY}` : sql``}`;
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
    if (!inCategory && !filtered && !bySeller) {
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
    const m =
      filtered || bySeller
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
