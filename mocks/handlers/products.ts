/**
 * Catalogue handlers (spec section 7): the paged product list with a category filter, search,
 * category results and product detail. Public lists show only active, not suspended products,
 * in id order. Paging uses the contract's Pagination (spec section 4, pagination control).
 */
import {
  MESSAGES,
  PRODUCTS_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SUGGESTIONS_LIMIT,
  type Pagination,
  type Product,
  isOnSale,
} from '@shop/contract';
import { applyFilters, facetsOf, sortProducts } from '../catalogue-filters.ts';
import { db } from '../db.ts';
import { publicProducts, relatedProducts } from '../store/catalogue.ts';
import { reviewSummaryOf } from '../store/reviews.ts';
import { sellerSummaryOf } from '../store/ratings.ts';
import { notFound, route } from './http.ts';
import { searchScore } from './search-match.ts';

/**
 * One page of `items`: page is 1-based (default 1); totalPages is ceil(totalItems / pageSize)
 * (0 for an empty list); a page past the end is empty.
 */
export function paginate<T>(
  items: readonly T[],
  page = 1,
  pageSize: number,
): { items: T[]; pagination: Pagination } {
  const totalItems = items.length;
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, totalPages: Math.ceil(totalItems / pageSize), totalItems },
  };
}

/**
 * True when the search text `q` matches `product` (search-match.ts: every word, in the name,
 * category, tags or description, typo-tolerant, accent-insensitive, prefixes).
 */
export function matchesSearch(product: Product, q: string): boolean {
  return searchScore(product, q) > 0;
}

/** The product `id` if it is public (or belongs to `viewerId`), else 404 'Product not found'. */
export function visibleProduct(id: number, viewerId: number | undefined): Product {
  const row = db.productById(id);
  if (!row || (!isOnSale(row.product) && row.ownerId !== viewerId))
    throw notFound(MESSAGES.products.notFound);
  return row.product;
}

/**
 * listProducts, searchProducts, filterProducts, suggestProducts, getProduct (with its review
 * summary), getRelatedProducts (search, filter and suggest before `{id}`); list, search and filter
 * take the sort and filters, and getProductFacets counts them (decision 030; facets
 * before `{id}` too).
 */
export const productsHandlers = [
  // Sort and filters (decision 030): mocks/catalogue-filters.ts, as the server's SQL.
  route('listProducts', ({ query }) => {
    const all = sortProducts(applyFilters(publicProducts(db), query), query.sort);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? PRODUCTS_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  route('searchProducts', ({ query }) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    const matches = publicProducts(db).filter((p) => q === '' || matchesSearch(p, q));
    const all = sortProducts(applyFilters(matches, query), query.sort);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? SEARCH_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  route('filterProducts', ({ query }) => {
    const all = sortProducts(applyFilters(publicProducts(db), { ...query, category: query.q }), query.sort);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? SEARCH_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  // Suggestions as you type: the best SUGGESTIONS_LIMIT public matches (search-match.ts
  // score, then id); blank `q` = none.
  route('suggestProducts', ({ query }) => {
    const q = query.q.trim();
    const suggestions =
      q === ''
        ? []
        : publicProducts(db)
            .map((product) => ({ product, score: searchScore(product, q) }))
            .filter((m) => m.score > 0)
            .sort((a, b) => b.score - a.score || a.product.id - b.product.id)
            .slice(0, SUGGESTIONS_LIMIT)
            .map(({ product: p }) => ({
              id: p.id,
              name: p.name,
              category: p.category,
              imageUrl: p.imageUrl,
            }));
    return { body: { success: true, suggestions } };
  }),
  // The filters' counts (decision 030), before getProduct: /products/facets/ is not /products/{id}/.
  route('getProductFacets', ({ query }) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    const matches = publicProducts(db).filter((p) => q === '' || matchesSearch(p, q));
    return { body: { success: true, facets: facetsOf(matches, query) } };
  }),
  route('getProduct', ({ params, user }) => {
    const product = visibleProduct(params.id, user?.user.id);
    // The seller card (decision 075): the seller page's figures, as the server reads them.
    const seller = sellerSummaryOf(db, product.seller_id, new Date());
    return { body: { success: true, product, review_summary: reviewSummaryOf(db, product.id), seller } };
  }),
  route('getRelatedProducts', ({ params, user }) => ({
    body: { success: true, products: relatedProducts(db, visibleProduct(params.id, user?.user.id)) },
  })),
];
