/**
 * A product list's choices (filters and sort) as the API takes them, and the query they make
 * (decision 030). No schemas here (the reader of a page's URL, catalogueParams.ts,
 * parses with zod), so the product hooks and the home route need no zod (decision 017).
 */
import type * as z from 'zod/mini';
import type { CatalogueFilters, ProductSort } from '@shop/contract';

/**
 * One product list's choices, as the API takes them: prices in whole or decimal POUNDS against
 * the charged price (`min_price` inclusive, `max_price` exclusive), `min_rating` 1-5 against the
 * average rating, `in_stock` only products in stock, `sort` one of PRODUCT_SORTS, `category` one
 * category. A field left out means "no filter" (or the default sort, 'relevance').
 */
export type CatalogueChoice = z.output<typeof CatalogueFilters> & { category?: string | undefined };

/** The default sort: never written to the URL nor sent, so the default page has one address and one SWR key. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'relevance';

/**
 * Where a page keeps its category: `category` on /products and /search, `q` on /search-category
 * (spec section 2: "search-category, query parameter q").
 */
export type CategoryParam = 'category' | 'q';

/**
 * The choice as an API query: defaults left out (no `sort` for 'relevance', no `in_stock` unless
 * true, nothing for an empty category), so equal lists make equal requests and SWR keys.
 */
export function catalogueQuery(choice: CatalogueChoice): CatalogueChoice {
  const query: CatalogueChoice = {};
  if (choice.category?.trim()) query.category = choice.category.trim();
  if (choice.min_price !== undefined) query.min_price = choice.min_price;
  if (choice.max_price !== undefined) query.max_price = choice.max_price;
  if (choice.min_rating !== undefined) query.min_rating = choice.min_rating;
  if (choice.in_stock === true) query.in_stock = true;
  if (choice.sort !== undefined && choice.sort !== DEFAULT_PRODUCT_SORT) query.sort = choice.sort;
  return query;
}
