/**
 * In-app addresses of the browsing screens (spec section 2, routes). ui renders them as `href`s
 * through the shared `Link`; the app's router resolves them.
 */

/** The product detail address, '/single-product/{id}' (spec section 2). */
export function productHref(id: number): string {
  return `/single-product/${id}`;
}

/** The category results address, '/search-category?q={category URL-encoded}' (spec section 2, search-category). */
export function searchCategoryHref(category: string): string {
  return `/search-category?q=${encodeURIComponent(category)}`;
}

/** Route addresses the browsing screens link to (spec section 2). */
export const BROWSE_PATHS = {
  home: '/',
  products: '/products',
  search: '/search',
  cart: '/cart',
} as const;
