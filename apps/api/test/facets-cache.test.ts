/**
 * Sorted lists, filtered lists and facet counts in the catalogue cache (decisions 026 and 030):
 * they depend on the prices, stock and ratings of products they do not list, so they are tagged
 * `facts` and every catalogue change drops them, where an id-order page is dropped only by a
 * change of a product it lists (or a list change).
 */
import { ProductFacets, ProductsResponse } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/platform/db/schema.ts';
import { publishCatalogueChange } from '../src/platform/cache/catalogue-events.ts';
import { answerOf, createListCache } from '../src/platform/cache/list-cache.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

describe('given answers tagged with facts', () => {
  it('drops them for a change of any product, and keeps an id-order page not listing it', () => {
    const cache = createListCache({ ttlMs: 60_000 });
    cache.set('page', answerOf({ page: 1 }), { scope: 'all', ids: [1, 2] });
    cache.set('sorted', answerOf({ sorted: true }), { scope: 'all', ids: [1, 2], facts: true });
    cache.set('facets', answerOf({ facets: true }), {
      scope: 'category',
      category: 'Furniture',
      ids: [],
      facts: true,
    });
    expect(cache.apply({ ids: [7], lists: false })).toBe(2);
    expect(cache.get('page')).toBeDefined();
    expect(cache.get('sorted')).toBeUndefined();
    expect(cache.get('facets')).toBeUndefined();
  });
});

describe.each(testDatabases)('given an app with the cache on ($name)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { catalogueCacheMs: 60_000 } });
  });
  afterAll(async () => t?.close());

  const cheapList = '/api/products/?max_price=25&sort=price_asc&pageSize=100';
  const facetsUrl = '/api/products/facets/';
  const cheapCount = (facets: ProductFacets) => facets.price_ranges.find((r) => r.min === 0)?.count ?? -1;

  it('answers facets publicly, and a price change of a product they do not list drops them and sorted lists', async () => {
    const facetsRes = await t.client().get(facetsUrl);
    expect(facetsRes.status).toBe(200);
    expect(facetsRes.headers['cache-control']).toMatch(/^public/);
    const before = ProductFacets.parse(facetsRes.body.facets);
    const list = ProductsResponse.parse((await t.client().get(cheapList)).body);
    const product = 25;
    expect(list.products.map((p) => p.id)).not.toContain(product);

    // Behind the API's back (no event): both answers stay as cached.
    await t.db
      .update(products)
      .set({ pricePence: 100, onSale: false, specialOffer: false })
      .where(eq(products.id, product));
    expect((await t.client().get(cheapList)).body).toEqual(list);
    expect(ProductFacets.parse((await t.client().get(facetsUrl)).body.facets)).toEqual(before);

    // The event a listing's price change publishes (ids only, decision 026): both are dropped.
    await t.db.transaction(async (tx) => publishCatalogueChange(tx, { ids: [product], lists: false }));
    const fresh = ProductsResponse.parse((await t.client().get(cheapList)).body);
    expect(fresh.products[0]?.id).toBe(product);
    expect(cheapCount(ProductFacets.parse((await t.client().get(facetsUrl)).body.facets))).toBe(
      cheapCount(before) + 1,
    );
  });
});
