/** listProducts, searchProducts, filterProducts, getProduct (spec section 7). */
import { PRODUCTS_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@shop/api-client/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { filterProducts, getVisibleProduct, listProducts, searchProducts } from '../services/catalogue.ts';

/** Registers the catalogue endpoints (search and filter are static paths, so they win over `{id}`). */
export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, listCache }) => {
  defineRoute(app, 'listProducts', async ({ query }) => {
    const args = {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
      category: query.category,
    };
    return listCache.wrap(`list:${JSON.stringify(args)}`, async () => ({
      success: true as const,
      ...(await listProducts(db, args)),
    }));
  });
  defineRoute(app, 'searchProducts', async ({ query }) => {
    const args = { q: query.q, page: query.page ?? 1, pageSize: query.pageSize ?? SEARCH_PAGE_SIZE };
    return listCache.wrap(`search:${JSON.stringify(args)}`, async () => ({
      success: true as const,
      ...(await searchProducts(db, args)),
    }));
  });
  defineRoute(app, 'filterProducts', async ({ query }) => {
    const args = { q: query.q, page: query.page ?? 1, pageSize: query.pageSize ?? SEARCH_PAGE_SIZE };
    return listCache.wrap(`filter:${JSON.stringify(args)}`, async () => ({
      success: true as const,
      ...(await filterProducts(db, args)),
    }));
  });
  defineRoute(app, 'getProduct', async ({ params, user }) => ({
    success: true,
    product: await getVisibleProduct(db, params.id ?? 0, user?.id),
  }));
};
