import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductListResponse } from '@shop/api-client/contract';
import { SELLER_ACCOUNT, sampleUserPasswords } from '@shop/mocks/fixtures';
import { products } from '../src/db/schema.ts';
import { createListCache } from '../src/services/list-cache.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

describe('given the catalogue micro-cache', () => {
  it('returns a stored value until ttlMs has passed, then forgets it', () => {
    let now = 1_000;
    const cache = createListCache({ ttlMs: 2_000, now: () => now });
    cache.set('a', { n: 1 });
    now += 1_999;
    expect(cache.get('a')).toEqual({ n: 1 });
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops everything on clear, evicts the oldest beyond maxEntries, and stores nothing with ttl 0', () => {
    const cache = createListCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    const off = createListCache({ ttlMs: 0 });
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
  });
});

describe.each(testDatabases)('given an app with the cache on ($name)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { catalogueCacheMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('serves a list from the cache, and a write through the API drops it at once', async () => {
    const first = ProductListResponse.parse((await t.client().get('/api/products/?page=1')).body);
    const total = first.pagination.totalItems;

    // A change behind the API's back is not seen while the entry lives: the answer is cached.
    await t.db.update(products).set({ name: 'Renamed behind the cache' }).where(eq(products.id, 1));
    const cached = (await t.client().get('/api/products/?page=1')).body;
    expect(cached).toEqual(first);

    // A successful write through the API clears the cache for this process.
    const seller = t.client();
    expect(
      (await seller.login(SELLER_ACCOUNT.email, sampleUserPasswords[SELLER_ACCOUNT.email] ?? '')).status,
    ).toBe(200);
    expect((await seller.delete('/api/customer-products/21/delete/')).status).toBe(200);
    const fresh = ProductListResponse.parse((await t.client().get('/api/products/?page=1')).body);
    expect(fresh.pagination.totalItems).toBe(total - 1);
    expect(fresh.products.map((p) => p.name)).toContain('Renamed behind the cache');
  });
});
