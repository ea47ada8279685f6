/** listProducts, searchProducts, filterProducts, getProduct (spec section 7). */
import { PRODUCTS_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@shop/api-client/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { filterProducts, getVisibleProduct, listProducts, searchProducts } from '../services/catalogue.ts';

/**
 * Sends the JSON of a public catalogue answer, from the list cache when fresh (serialized and
 * UTF-8 encoded once, so a cache hit costs no query, no JSON.stringify and no encoding), else
 * computed (one SQL statement, services/catalogue.ts) and cached.
 */
async function sendCached(
  reply: FastifyReply,
  cache: RouteDeps['listCache'],
  key: string,
  compute: () => Promise<object>,
): Promise<undefined> {
  const bytes = await cache.wrap(key, async () => Buffer.from(JSON.stringify(await compute())));
  await reply.type('application/json; charset=utf-8').send(bytes);
  return undefined;
}

/** Registers the catalogue endpoints (search and filter are static paths, so they win over `{id}`). */
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
  // One statement; the session is looked up only for a product that is not public (its owner
  // still sees it), so a public product never touches the sessions table (issue 9).
  defineRoute(app, 'getProduct', async ({ params, viewer }) => ({
    success: true,
    product: await getVisibleProduct(db, params.id ?? 0, viewer),
  }));
};
