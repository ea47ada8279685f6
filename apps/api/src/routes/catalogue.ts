/** listProducts, searchProducts, filterProducts, getProduct (spec section 7). */
import { PRODUCTS_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@shop/api-client/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { filterProducts, getVisibleProduct, listProducts, searchProducts } from '../services/catalogue.ts';

/** Registers the catalogue endpoints (search and filter are static paths, so they win over `{id}`). */
export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'listProducts', async ({ query }) => ({
    success: true,
    ...(await listProducts(db, {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
      category: query.category,
    })),
  }));
  defineRoute(app, 'searchProducts', async ({ query }) => ({
    success: true,
    ...(await searchProducts(db, {
      q: query.q,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
    })),
  }));
  defineRoute(app, 'filterProducts', async ({ query }) => ({
    success: true,
    ...(await filterProducts(db, {
      q: query.q,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
    })),
  }));
  defineRoute(app, 'getProduct', async ({ params, user }) => ({
    success: true,
    product: await getVisibleProduct(db, params.id ?? 0, user?.id),
  }));
};
