/** listProducts, searchProducts, filterProducts, getProduct (spec section 7). */
import { PRODUCTS_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@shop/api-client/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { filterProducts, getVisibleProduct, listProducts, searchProducts } from '../services/catalogue.ts';

/** Registers the catalogue endpoints (search and filter are static paths, so they win over `{id}`). */
/**
 * Sends the JSON text of a public catalogue answer, from the list cache when fresh (serialized
 * once, so a cache hit costs no query and no JSON.stringify), else computed and cached.
 */
async function sendCached(
  reply: FastifyReply,
  cache: RouteDeps['listCache'],
  key: string,
  compute: () => Promise<object>,
): Promise<undefined> {
  const text = await cache.wrap(key, async () => JSON.stringify(await compute()));
  await reply.type('application/json; charset=utf-8').send(text);
  return undefined;
}

export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, listCache }) => {
  defineRoute(app, 'listProducts', async ({ query, reply }) => {
    const args = {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
      category: query.category,
    };
    return sendCached(reply, listCache, `list:${JSON.stringify(args)}`, async () => ({
      success: true,
      ...(await listProducts(db, args)),
    }));
  });
  defineRoute(app, 'searchProducts', async ({ query, reply }) => {
    const args = { q: query.q, page: query.page ?? 1, pageSize: query.pageSize ?? SEARCH_PAGE_SIZE };
    return sendCached(reply, listCache, `search:${JSON.stringify(args)}`, async () => ({
      success: true,
      ...(await searchProducts(db, args)),
    }));
  });
  defineRoute(app, 'filterProducts', async ({ query, reply }) => {
    const args = { q: query.q, page: query.page ?? 1, pageSize: query.pageSize ?? SEARCH_PAGE_SIZE };
    return sendCached(reply, listCache, `filter:${JSON.stringify(args)}`, async () => ({
      success: true,
      ...(await filterProducts(db, args)),
    }));
  });
  defineRoute(app, 'getProduct', async ({ params, viewer }) => ({
    success: true,
    product: await getVisibleProduct(db, params.id ?? 0, (await viewer())?.id),
  }));
};
