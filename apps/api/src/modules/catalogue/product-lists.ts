/**
 * The catalogue (spec sections 2 and 7): contract `Product`s from rows (pence -> pounds at this
 * boundary), the public paged list, full-text + trigram search, category results and one product.
 * Public lists show only public products (active, not suspended, approved by staff), in id order
 * (search: by rank). `salePrice` is computed on read with the contract's `chargedPricePence`.
 * Every read is ONE SQL statement (decision 022): a page, a search, a category page or
 * one product comes back with its images and bullet points aggregated in the database (json_agg
 * over LATERAL subqueries), its review count and rating sum (decision 028: `rating` is
 * the average of its reviews' ratings, counted on read) and the total in the same statement, run
 * as a named prepared
 * statement, compiled once (platform/db/client.ts namedStatement); rows become contract Products here, so the
 * price rule stays in TypeScript. Queries are shaped for a large catalogue: ids of one page come
 * from the partial indexes (products_public_idx, products_public_category_idx), then those rows
 * are joined by id; totals come from `catalogue_counts` (kept exact by a trigger); search
 * considers at most SEARCH_RESULT_CAP matches. Measured with apps/api/scripts/catalogue-scale.ts.
 */
import { type ProductSort } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { namedStatement, type Db, type NamedStatement } from '../../platform/db/client.ts';
import { products } from '../../platform/db/schema.ts';
import { normaliseSearchText, searchCandidates } from './search.ts';
import {
  WITH_IMAGES_AND_BULLETS,
  PRODUCT_JSON,
  type PageRow,
  pageOfRow,
  type ProductPage,
} from './product-json.ts';
import {
  pageOf,
  type ListOptions,
  hasFilters,
  filterValues,
  ph,
  FILTER_SQL,
  FILTERS_BUT_CATEGORY,
  orderBy,
  statement,
  sortedPage,
} from './list-sql.ts';

export { PLACEHOLDER_IMAGE_URL } from '@shop/contract';
export { SEARCH_RESULT_CAP } from './search.ts';

/**
 * The public product list (listProducts): page `page` (1-based) of `pageSize`,
 * optionally only `category` (case-insensitive), narrowed by the filters and in `sort` order
 * (decision 030). A page past the end is empty (with the true total). One SQL statement, chosen
 * by what is asked: the default order without filters keeps the id-order statements (partial
 * index, total from catalogue_counts); a sort without filters scans that sort's index and still
 * reads the total from catalogue_counts; filters count their total. With `seller` (the seller's page,
 * decision 075) only that seller's public listings, counted, in any sort.
 */
export async function listProducts(db: Db, options: ListOptions): Promise<ProductPage> {
  const values = filterValues(options);
  const sort = options.sort ?? 'relevance';
  const filtered = hasFilters(options);
  const bySeller = options.seller !== undefined;
  if (sort === 'relevance' && !filtered && !bySeller)
    return pageOf(db, values.category === '' ? undefined : values.category, options.page, options.pageSize);
  const [row] = await sortedPage(sort, values.category !== '', filtered, bySeller).rows(db, {
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
 * sort). Otherwise the public products matching `q` (modules/catalogue/search.ts searchCandidates: at most
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
