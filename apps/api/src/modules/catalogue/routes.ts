/**
 * listProducts, searchProducts, filterProducts, getProduct (spec section 7), getRelatedProducts and
 * suggestProducts.
 */
import { PRODUCTS_PAGE_SIZE, SEARCH_PAGE_SIZE, isOnSale, type ResponseOf } from '@shop/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendPublicAnswer } from '../../platform/http/caching.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { checkedBody, defineRoute } from '../../platform/http/route.ts';
import { filterProducts, listProducts, searchProducts } from './product-lists.ts';
import { dependsOnFacts, listFiltersOf } from './list-sql.ts';
import { getVisibleProduct, relatedProducts } from './product-page.ts';
import { getProductFacets } from './facets.ts';
import { canonicalCategory, type ProductPage } from './product-json.ts';
import { answerOf, type AnswerTags } from '../../platform/cache/list-cache.ts';
import { normaliseSearchText, suggestProducts } from './search.ts';

/** What a page answer depends on: every public product ('' or no category) or one category's. */
function pageScope(category: string | undefined): Pick<AnswerTags, 'scope' | 'category'> {
  const trimmed = category?.trim() ?? '';
  return trimmed === '' ? { scope: 'all' } : { scope: 'category', category: canonicalCategory(trimmed) };
}

/**
 * Sends a public catalogue page (platform/http/caching.ts sendPublicAnswer: public Cache-Control, ETag,
 * 304 on If-None-Match) from the list cache when fresh: a hit is a map lookup and the stored
 * bytes, ETag and headers, with no query, no JSON.stringify, no encoding and no hashing. Else the
 * page is computed (one SQL statement, modules/catalogue/catalogue.ts) and cached, tagged with `scope` and
 * the ids of its products, so a catalogue change event drops it only when it can differ (decision
 * 026). The entry is also found by the request's URL (`getByUrl`): the next GET of the same URL
 * is answered by app.ts's early hook, before validation and this handler.
 */
async function sendCachedPage(
  name: 'listProducts' | 'searchProducts' | 'filterProducts',
  request: FastifyRequest,
  reply: FastifyReply,
  cache: RouteDeps['listCache'],
  key: string,
  scope: Pick<AnswerTags, 'scope' | 'category' | 'facts'>,
  compute: () => Promise<ProductPage>,
): Promise<undefined> {
  const answer = await cache.wrap(
    key,
    async () => {
      const page = await compute();
      const body = checkedBody(name, { success: true, ...page });
      return { body, tags: { ...scope, ids: page.products.map((p) => p.id) } };
    },
    request.url,
  );
  await sendPublicAnswer(request, reply, answer);
  return undefined;
}

/**
 * Sends an answer about one product (the product, its related products, its reviews) from the list cache when
 * fresh (found by `key`; the request's URL then finds it too, for app.ts's early answers), else
 * computes it: `compute` gives the body and, when everyone gets the same answer (a public
 * product), the tags it is cached under; then it is stored (unless an event came in meanwhile)
 * and sent as a public answer. Without tags (an owner's unpublished product) the body is
 * returned, for the route to send as usual, private, and never stored.
 */
export async function sendProductAnswer<Name extends 'getProduct' | 'getRelatedProducts' | 'getReviews'>(
  name: Name,
  request: FastifyRequest,
  reply: FastifyReply,
  cache: RouteDeps['listCache'],
  key: string,
  compute: () => Promise<{ body: ResponseOf<Name>; tags: AnswerTags | undefined }>,
): Promise<ResponseOf<Name> | undefined> {
  const hit = cache.get(key, request.url);
  if (hit !== undefined) {
    await sendPublicAnswer(request, reply, hit);
    return undefined;
  }
  const since = cache.generation;
  const { body, tags } = await compute();
  if (tags === undefined) return body;
  const answer = answerOf(checkedBody(name, body));
  cache.set(key, answer, tags, since, request.url);
  await sendPublicAnswer(request, reply, answer);
  return undefined;
}

/** Registers the catalogue endpoints (search and filter are static paths, so they win over `{id}`). */
export const catalogueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, listCache }) => {
  defineRoute(app, 'listProducts', async ({ request, query, reply }) => {
    const args = {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
      category: query.category,
      // A seller's page (decision 075): a subset of the list it would be without, so the same
      // scope drops it (a listing entering or leaving any list, or named by a change).
      ...(query.seller !== undefined ? { seller: query.seller } : {}),
      ...listFiltersOf(query),
    };
    return sendCachedPage(
      'listProducts',
      request,
      reply,
      listCache,
      `list:${JSON.stringify(args)}`,
      { ...pageScope(args.category), facts: dependsOnFacts(args) },
      () => listProducts(db, args),
    );
  });
  defineRoute(app, 'searchProducts', async ({ request, query, reply }) => {
    const args = {
      q: query.q,
      category: query.category,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
      ...listFiltersOf(query),
    };
    // An empty search is the product list (of the category, when given).
    const scope = (args.q ?? '').trim() === '' ? pageScope(args.category) : { scope: 'search' as const };
    const tags = { ...scope, facts: dependsOnFacts(args) };
    return sendCachedPage(
      'searchProducts',
      request,
      reply,
      listCache,
      `search:${JSON.stringify(args)}`,
      tags,
      () => searchProducts(db, args),
    );
  });
  defineRoute(app, 'filterProducts', async ({ request, query, reply }) => {
    const args = {
      q: query.q,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
      ...listFiltersOf(query),
    };
    return sendCachedPage(
      'filterProducts',
      request,
      reply,
      listCache,
      `filter:${JSON.stringify(args)}`,
      { ...pageScope(args.q), facts: dependsOnFacts(args) },
      () => filterProducts(db, args),
    );
  });
  // The filters' counts (decision 030): one statement, a public answer for visitors,
  // cached with `facts` (counts depend on every matching product's price, stock and rating, so
  // any catalogue change drops them, decision 026).
  defineRoute(app, 'getProductFacets', async ({ request, query, reply }) => {
    const args = {
      q: query.q,
      category: query.category,
      ...(query.seller !== undefined ? { seller: query.seller } : {}),
      ...listFiltersOf(query),
    };
    const scope: AnswerTags['scope'] = (args.q ?? '').trim() === '' ? 'all' : 'search';
    const answer = await listCache.wrap(
      `facets:${JSON.stringify(args)}`,
      async () => ({
        body: checkedBody('getProductFacets', { success: true, facets: await getProductFacets(db, args) }),
        tags: { scope, ids: [], facts: true },
      }),
      request.url,
    );
    await sendPublicAnswer(request, reply, answer);
    return undefined;
  });
  // Suggestions as you type: one statement (modules/catalogue/search.ts), a public answer for
  // visitors (platform/http/caching.ts), cached like a search (scope 'search', tagged with the ids listed).
  defineRoute(app, 'suggestProducts', async ({ request, query, reply }) => {
    const q = normaliseSearchText(query.q);
    const answer = await listCache.wrap(
      `suggest:${JSON.stringify(q)}`,
      async () => {
        const suggestions = await suggestProducts(db, q);
        return {
          body: checkedBody('suggestProducts', { success: true, suggestions }),
          tags: { scope: 'search', ids: suggestions.map((s) => s.id) },
        };
      },
      request.url,
    );
    await sendPublicAnswer(request, reply, answer);
    return undefined;
  });
  // One statement; the session is looked up only for a product that is not public (its owner
  // still sees it), so a public product never touches the sessions table. A public
  // product is a public answer (ETag, 304), shared by everyone, so it is cached (scope 'product':
  // dropped by any change naming it, its price, stock, images, flags or reviews, decision 026).
  // An owner's unpublished one depends on the session (private, no-store: platform/http/caching.ts, since
  // `viewer()` was called): never stored.
  defineRoute(app, 'getProduct', async ({ request, reply, params, viewer }) => {
    const id = params.id ?? 0;
    return sendProductAnswer('getProduct', request, reply, listCache, `product:${id}`, async () => {
      const page = await getVisibleProduct(db, id, viewer, app.clock.now());
      const body = { success: true as const, ...page };
      // isOnSale, not isPublicRow: the contract's `suspend` is the seller's switch only, so a
      // product held by staff or of a closed seller (seen by its owner, with the hold's reason)
      // would pass isPublicRow (decision 045). Tagged with its seller too: their card changes with
      // a rating, a name or a completed sale (a seller change event, decision 075).
      const sellers = [page.product.seller_id];
      return { body, tags: isOnSale(page.product) ? { scope: 'product', ids: [id], sellers } : undefined };
    });
  });
  // 'Related Products' (decision 028): one statement. A public product's answer is
  // shared, so it is cached like a page of every product (scope 'all': any list change may
  // change it) tagged with the product's id and the ids it lists (a new rating drops it). An
  // unpublished product's answer depends on the viewer: never stored.
  defineRoute(app, 'getRelatedProducts', async ({ request, reply, params, viewer }) => {
    const id = params.id ?? 0;
    return sendProductAnswer('getRelatedProducts', request, reply, listCache, `related:${id}`, async () => {
      const related = await relatedProducts(db, id, viewer);
      const body = { success: true as const, products: related.products };
      const ids = [id, ...related.products.map((p) => p.id)];
      return { body, tags: related.public ? { scope: 'all', ids } : undefined };
    });
  });
};
