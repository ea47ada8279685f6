/**
 * Facet counts of a product list (decision 030): per category, how many products match each
 * facet's other filters, in one statement.
 */
import { CATEGORIES, MIN_RATING_CHOICES, PRICE_BUCKETS, toPence, type ProductFacets } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { namedStatement, type Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/schema.ts';
import { normaliseSearchText, searchCandidates } from './search.ts';
import { isPublicProduct } from './visibility.ts';
import { type CatalogueFilterOptions, filterValues, ph, FILTER_SQL } from './list-sql.ts';

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
function facetsStatement(search: boolean, bySeller: boolean) {
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
    `catalogue_facets${search ? '_search' : ''}${bySeller ? '_seller' : ''}`,
    sql`WITH ${search ? sql`candidates AS (${searchCandidates(ph('q'))}), ` : sql``}
        cells AS (
          SELECT ${products.category} AS category,
                 CASE ${bucketOf} END AS bucket,
                 ${products.ratingX10} / 10 AS stars,
                 (${products.inStock} AND ${products.itemsInStock} > 0) AS stocked,
                 (${FILTER_SQL.price}) AS price_ok,
                 count(*) AS n
          FROM ${products}
          WHERE ${isPublicProduct}${search ? sql` AND ${products.id} IN (SELECT id FROM candidates)` : sql``}${
            bySeller ? sql` AND ${products.ownerId} = ${ph('seller')}::int` : sql``
          }
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
const FACETS = facetsStatement(false, false);
const FACETS_SEARCH = facetsStatement(true, false);
/** A seller's page's facets (decision 075): index-only over products_public_seller_idx (migration 027). */
const FACETS_SELLER = facetsStatement(false, true);
const FACETS_SEARCH_SELLER = facetsStatement(true, true);

/** The position of `category` in CATEGORIES (others after them). */
function categoryRank(category: string): number {
  const i = (CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? CATEGORIES.length : i;
}

/**
 * The filters' counts of a product list (getProductFacets, decision 030): over the
 * public products matching `q` (normalised; empty = all) and `category`, each facet counted with
 * every filter but its own (ProductFacets: categories in CATEGORIES order, others after them by
 * name; a price bucket per PRICE_BUCKETS entry, pounds; a count per MIN_RATING_CHOICES value; in
 * stock; the total matching every filter). With `seller`, over that seller's public listings only
 * (their page, decision 075). One SQL statement.
 */
export async function getProductFacets(
  db: Db,
  options: CatalogueFilterOptions & {
    q?: string | undefined;
    category?: string | undefined;
    seller?: number | undefined;
  },
): Promise<ProductFacets> {
  const q = normaliseSearchText(options.q);
  const values = filterValues(options);
  const bySeller = options.seller !== undefined;
  const [row] =
    q === ''
      ? await (bySeller ? FACETS_SELLER : FACETS).rows(db, values)
      : await (bySeller ? FACETS_SEARCH_SELLER : FACETS_SEARCH).rows(db, { ...values, q });
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
