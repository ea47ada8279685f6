/**
 * The product lists' query schemas (spec section 7; decision 030): paging, the catalogue
 * filters and sort, and the list, search, category and facets queries built from them. Re-exported
 * by endpoints.ts; kept apart so the list pages' URL reader (hooks/catalogueParams.ts) loads these
 * few schemas and not the whole contract during hydration (decision 038).
 */
import * as z from 'zod/mini';
import { MAX_PAGE_SIZE, PRODUCT_SORTS, RATING_MAX, RATING_MIN, SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { decimalNumber, wholeNumber } from './numbers.ts';

export const PageQuery = z.object({
  page: z.optional(wholeNumber(1, 1_000_000)),
  pageSize: z.optional(wholeNumber(1, MAX_PAGE_SIZE)),
});
/** A yes/no query flag as links and forms send it: 'true', 'on' or '1'; 'false' or '0'. */
const queryFlag = z.stringbool({ truthy: ['true', 'on', '1'], falsy: ['false', '0'] });
/**
 * GET /user/comments/: `hidden=true` for only the reviews staff hid (decision 076: a product page
 * tells their author so, and needs no other of them; decision 069: most users have none, and the
 * page's session statement says so).
 */
export const MyReviewsQuery = z.object({ hidden: z.optional(queryFlag) });
export type MyReviewsQuery = z.input<typeof MyReviewsQuery>;
/**
 * The filters and sort of a product list (decision 030), in the URL so a choice is
 * shareable: prices in pounds against the charged price (`salePrice ?? price`, min inclusive, max
 * exclusive), `min_rating` against the average rating, `in_stock` (inStock and itemsInStock > 0),
 * `sort` one of PRODUCT_SORTS (default 'relevance'). Anything else is refused with 400.
 */
export const CatalogueFilters = z.object({
  min_price: z.optional(decimalNumber(0, 1_000_000)),
  max_price: z.optional(decimalNumber(0, 1_000_000)),
  min_rating: z.optional(wholeNumber(RATING_MIN, RATING_MAX)),
  in_stock: z.optional(queryFlag),
  sort: z.optional(z.enum(PRODUCT_SORTS)),
});
const categoryParam = z.optional(z.string().check(z.maxLength(100)));
/**
 * Only the listings of this seller (a user id; decision 075): the seller's page lists them with
 * the catalogue's sort and filters. Public listings only, as every list.
 */
const sellerParam = z.optional(wholeNumber(1, 1_000_000_000));
const searchText = z.optional(z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH)));
export const ProductsQuery = z.extend(z.extend(PageQuery, CatalogueFilters.shape), {
  category: categoryParam,
  seller: sellerParam,
});
export type ProductsQuery = z.input<typeof ProductsQuery>;
/** /products/search/: `q` the search text, `category` a category filter, and the CatalogueFilters. */
export const SearchQuery = z.extend(z.extend(PageQuery, CatalogueFilters.shape), {
  q: searchText,
  category: categoryParam,
});
export type SearchQuery = z.input<typeof SearchQuery>;
/** /products/filter/ (spec: search-category): `q` is the category, with the CatalogueFilters. */
export const FilterQuery = z.extend(z.extend(PageQuery, CatalogueFilters.shape), { q: categoryParam });
export type FilterQuery = z.input<typeof FilterQuery>;
/**
 * /products/facets/: the list's search text and filters (its sort and page do not change counts),
 * and the seller of a seller's page (decision 075).
 */
export const FacetsQuery = z.extend(z.omit(CatalogueFilters, { sort: true }), {
  q: searchText,
  category: categoryParam,
  seller: sellerParam,
});
export type FacetsQuery = z.input<typeof FacetsQuery>;
