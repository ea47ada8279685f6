/**
 * Catalogue handlers (spec section 7): the paged product list with a category filter, search,
 * category results and product detail. Public lists show only active, not suspended products,
 * in id order. Paging uses the contract's Pagination (spec section 4, pagination control).
 */
import {
  MESSAGES,
  PRODUCTS_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  type Pagination,
  type Product,
} from '@shop/api-client/contract';
import { db, isPublic } from '../db.ts';
import { notFound, route } from './http.ts';

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

/** True when `q` (already trimmed and lower-cased) occurs in the name, description or tags. */
export function matchesSearch(product: Product, q: string): boolean {
  return [product.name, product.description, product.tags].some((text) => text.toLowerCase().includes(q));
}

/** The product `id` if it is public (or belongs to `viewerId`), else 404 'Product not found'. */
export function visibleProduct(id: number, viewerId: number | undefined): Product {
  const row = db.productById(id);
  if (!row || (!isPublic(row.product) && row.ownerId !== viewerId))
    throw notFound(MESSAGES.products.notFound);
  return row.product;
}

/**
 * listProducts, searchProducts, filterProducts, getProduct (with its review summary),
 * getRelatedProducts (search and filter before `{id}`).
 */
export const productsHandlers = [
  route('listProducts', ({ query }) => {
    const category = query.category?.trim().toLowerCase() ?? '';
    const all = db.publicProducts().filter((p) => category === '' || p.category.toLowerCase() === category);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? PRODUCTS_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  route('searchProducts', ({ query }) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    const all = db.publicProducts().filter((p) => q === '' || matchesSearch(p, q));
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? SEARCH_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  route('filterProducts', ({ query }) => {
    const q = query.q?.trim().toLowerCase() ?? '';
    const all = db.publicProducts().filter((p) => q === '' || p.category.toLowerCase() === q);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? SEARCH_PAGE_SIZE);
    return { body: { success: true, products: items, pagination } };
  }),
  route('getProduct', ({ params, user }) => {
    const product = visibleProduct(params.id, user?.user.id);
    return { body: { success: true, product, review_summary: db.reviewSummaryOf(product.id) } };
  }),
  route('getRelatedProducts', ({ params, user }) => ({
    body: { success: true, products: db.relatedProducts(visibleProduct(params.id, user?.user.id)) },
  })),
];
