/**
 * The filters and sort of a product list in the page's URL (every choice in the URL, so
 * a list is shareable and back/forward step through the choices). One pure reader and one pure
 * writer of URLSearchParams, parsed with the contract's own schemas (CatalogueFilters,
 * ProductsQuery): a value the API would refuse with 400 is dropped here instead of being sent.
 * The names are the API's query names (`min_price`, `max_price`, `min_rating`, `in_stock`, `sort`,
 * `category`), so a page URL and its request read the same. Decision 030 gives the semantics.
 */
import * as z from 'zod/mini';
import { CatalogueFilters, PageQuery, ProductsQuery } from '@shop/contract/queries.ts';
import {
  DEFAULT_PRODUCT_SORT,
  catalogueQuery,
  type CatalogueChoice,
  type CategoryParam,
} from './catalogueQuery.ts';

export * from './catalogueQuery.ts';

const CHOICE_KEYS = ['min_price', 'max_price', 'min_rating', 'in_stock', 'sort'] as const;

function parsed<S extends z.ZodMiniType>(schema: S, value: string | null): z.output<S> | undefined {
  if (value === null) return undefined;
  const result = z.safeParse(schema, value);
  return result.success ? result.data : undefined;
}

/**
 * Reads a list's choices and page from the page's URL. Each value is parsed with the contract's
 * schema for it, on its own: an invalid one (`min_price=ten`, `sort=cheapest`, `min_rating=9`) is
 * dropped and the rest kept. A `max_price` that is not above `min_price` is dropped (the range
 * would be empty). A blank category is none. `page` is 1 unless the URL has a valid one.
 * `categoryParam` says where the category lives (default 'category'; 'q' on /search-category).
 */
export function readCatalogueParams(
  params: URLSearchParams,
  categoryParam: CategoryParam = 'category',
): { choice: CatalogueChoice; page: number } {
  const shape = CatalogueFilters.shape;
  const choice: CatalogueChoice = {};
  const category = parsed(ProductsQuery.shape.category, params.get(categoryParam))?.trim();
  if (category) choice.category = category;
  const minPrice = parsed(shape.min_price, params.get('min_price'));
  if (minPrice !== undefined) choice.min_price = minPrice;
  const maxPrice = parsed(shape.max_price, params.get('max_price'));
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice > minPrice)) choice.max_price = maxPrice;
  const minRating = parsed(shape.min_rating, params.get('min_rating'));
  if (minRating !== undefined) choice.min_rating = minRating;
  if (parsed(shape.in_stock, params.get('in_stock')) === true) choice.in_stock = true;
  const sort = parsed(shape.sort, params.get('sort'));
  if (sort !== undefined && sort !== DEFAULT_PRODUCT_SORT) choice.sort = sort;
  const page = parsed(PageQuery.shape.page, params.get('page')) ?? 1;
  return { choice, page };
}

/**
 * The page's new URL search after a change of choice: a copy of `params` with `choice` written in
 * (defaults left out, as catalogueQuery) and `page` removed, since any change of filter or sort
 * starts again at page 1. Other parameters (the search text `q` on /search) are kept.
 * `categoryParam` as in readCatalogueParams.
 */
export function writeCatalogueParams(
  params: URLSearchParams,
  choice: CatalogueChoice,
  categoryParam: CategoryParam = 'category',
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [categoryParam, ...CHOICE_KEYS, 'page']) next.delete(key);
  const query = catalogueQuery(choice);
  if (query.category) next.set(categoryParam, query.category);
  for (const key of CHOICE_KEYS) {
    const value = query[key];
    if (value !== undefined) next.set(key, String(value));
  }
  return next;
}
