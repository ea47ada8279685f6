/**
 * The catalogue micro-cache (decisions 018 and 026): expiry, eviction, tagged drops by catalogue
 * change events, no store of an answer computed while an event came in, nothing stored while the
 * listener is down; and through the app, a catalogue write through the API drops the answers at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductListResponse } from '@shop/contract';
import { SELLER_ACCOUNT, sampleUserPasswords } from '@shop/sample-catalogue';
import { products } from '../src/platform/db/schema.ts';
import {
  decodeCatalogueChange,
  encodeCatalogueChange,
  type CatalogueChange,
} from '../src/platform/cache/catalogue-events.ts';
import {
  answerOf,
  createListCache,
  type AnswerTags,
  type ListCache,
} from '../src/platform/cache/list-cache.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

const all = (ids: number[]): AnswerTags => ({ scope: 'all', ids });
const search = (ids: number[]): AnswerTags => ({ scope: 'search', ids });
const category = (name: string, ids: number[]): AnswerTags => ({ scope: 'category', category: name, ids });

/** Stores `key` with a body naming it and `tags`. */
function put(cache: ListCache, key: string, tags: AnswerTags): void {
  cache.set(key, answerOf({ key }), tags);
}

/** The keys still cached among `keys`. */
const kept = (cache: ListCache, keys: string[]) => keys.filter((key) => cache.get(key) !== undefined);

describe('given the catalogue micro-cache', () => {
  it('returns a stored answer (bytes and ETag) until ttlMs has passed, then forgets it', () => {
    let now = 1_000;
    const cache = createListCache({ ttlMs: 2_000, now: () => now });
    const answer = answerOf({ n: 1 });
    cache.set('a', answer, all([1]));
    now += 1_999;
    expect(cache.get('a')?.bytes.toString()).toBe('{"n":1}');
    expect(cache.get('a')?.etag).toBe(answer.etag);
    expect(answer.etag).toMatch(/^W\/"[\w-]{27}"$/);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops everything on clear, evicts the oldest beyond maxEntries, and stores nothing with ttl 0', () => {
    const cache = createListCache({ ttlMs: 10_000, maxEntries: 2 });
    put(cache, 'a', all([]));
    put(cache, 'b', all([]));
    put(cache, 'c', all([]));
    expect(kept(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    const off = createListCache({ ttlMs: 0 });
    put(off, 'a', all([]));
    expect(off.get('a')).toBeUndefined();
  });

  describe('when a catalogue change event comes in', () => {
    const keys = [
      'all-1-2',
      'all-3-4',
      'empty-page',
      'search-2',
      'search-4',
      'books-2',
      'garden-4',
      'garden-5',
    ];
    function filled(): ListCache {
      const cache = createListCache({ ttlMs: 60_000 });
      put(cache, 'all-1-2', all([1, 2]));
      put(cache, 'all-3-4', all([3, 4]));
      put(cache, 'empty-page', all([]));
      put(cache, 'search-2', search([2]));
      put(cache, 'search-4', search([4]));
      put(cache, 'books-2', category('Books', [2]));
      put(cache, 'garden-4', category('Garden', [4]));
      put(cache, 'garden-5', category('Garden', [5]));
      return cache;
    }

    it('drops only the answers listing the product for a price, stock or image change', () => {
      const cache = filled();
      expect(cache.apply({ ids: [2], lists: false })).toBe(3);
      expect(kept(cache, keys)).toEqual(['all-3-4', 'empty-page', 'search-4', 'garden-4', 'garden-5']);
    });

    it('drops every list and search, and the pages of the categories named, for a list change', () => {
      const cache = filled();
      cache.apply({ ids: [9], lists: true, categories: ['Books'] });
      expect(kept(cache, keys)).toEqual(['garden-4', 'garden-5']);
      // A category page listing the product goes too, whatever the categories named.
      const other = filled();
      other.apply({ ids: [5], lists: true, categories: ['Books'] });
      expect(kept(other, keys)).toEqual(['garden-4']);
    });

    it("drops a product's detail answer for a change naming it, list change or not, and for nothing else", () => {
      const cache = createListCache({ ttlMs: 60_000 });
      const product = (id: number): AnswerTags => ({ scope: 'product', ids: [id] });
      put(cache, 'product-2', product(2));
      put(cache, 'product-4', product(4));
      put(cache, 'product-5', product(5));
      // A new listing, a suspension elsewhere, a price change elsewhere: neither detail moves.
      cache.apply({ ids: [9], lists: true });
      cache.apply({ ids: [7], lists: false });
      expect(kept(cache, ['product-2', 'product-4', 'product-5'])).toEqual([
        'product-2',
        'product-4',
        'product-5',
      ]);
      cache.apply({ ids: [2], lists: false });
      cache.apply({ ids: [4], lists: true, categories: ['Garden'] });
      expect(kept(cache, ['product-2', 'product-4', 'product-5'])).toEqual(['product-5']);
      cache.apply({ all: true });
      expect(cache.size).toBe(0);
    });

    it("drops for a seller change (decision 075) the answers carrying that seller's card and those depending on facts, nothing else", () => {
      const cache = filled();
      const card = (id: number, seller: number): AnswerTags => ({
        scope: 'product',
        ids: [id],
        sellers: [seller],
      });
      put(cache, 'product-2-of-7', card(2, 7));
      put(cache, 'product-4-of-8', card(4, 8));
      put(cache, 'sorted', { scope: 'all', ids: [1], facts: true });
      cache.apply({ ids: [], lists: false, sellers: [7] });
      expect(kept(cache, [...keys, 'product-2-of-7', 'product-4-of-8', 'sorted'])).toEqual([
        ...keys,
        'product-4-of-8',
      ]);
    });

    it('drops every category page when the categories are not known, and everything for { all: true }', () => {
      const cache = filled();
      cache.apply({ ids: [9], lists: true });
      expect(kept(cache, keys)).toEqual([]);
      const other = filled();
      other.apply({ all: true });
      expect(other.size).toBe(0);
    });

    it('does not store an answer computed while an event came in (it may predate the commit)', async () => {
      const cache = createListCache({ ttlMs: 60_000 });
      await cache.wrap('raced', async () => {
        cache.apply({ ids: [7], lists: false });
        return { body: { ids: [1] }, tags: all([1]) };
      });
      expect(cache.get('raced')).toBeUndefined();
      await cache.wrap('calm', async () => ({ body: { ids: [1] }, tags: all([1]) }));
      expect(cache.get('calm')?.bytes.toString()).toBe('{"ids":[1]}');
    });

    it('stores nothing while not synced (listener down), and empties itself when synced again', () => {
      const cache = createListCache({ ttlMs: 60_000 });
      put(cache, 'a', all([]));
      cache.setSynced(false);
      expect(cache.get('a')).toBeUndefined();
      put(cache, 'b', all([]));
      expect(cache.get('b')).toBeUndefined();
      cache.setSynced(true);
      put(cache, 'c', all([]));
      expect(kept(cache, ['a', 'b', 'c'])).toEqual(['c']);
    });
  });

  it('sends events as compact JSON, and reads anything odd or too large as "drop everything"', () => {
    const changes: CatalogueChange[] = [
      { ids: [1, 2], lists: false },
      { ids: [3], lists: true, categories: ['Books', 'Garden'] },
      { ids: [4], lists: true },
      { ids: [], lists: false, sellers: [7, 8] },
      { all: true },
    ];
    for (const change of changes) {
      expect(decodeCatalogueChange(encodeCatalogueChange(change))).toEqual({
        categories: undefined,
        ...change,
      });
    }
    expect(encodeCatalogueChange({ ids: [1], lists: false })).toBe('{"ids":[1],"lists":false}');
    expect(decodeCatalogueChange('not json')).toEqual({ all: true });
    expect(decodeCatalogueChange('{"ids":["1"],"lists":false}')).toEqual({ all: true });
    expect(decodeCatalogueChange('{"ids":[1]}')).toEqual({ all: true });
    expect(decodeCatalogueChange('{"ids":[],"lists":false,"sellers":["7"]}')).toEqual({ all: true });
    const huge = Array.from({ length: 5000 }, (_, i) => i + 1);
    expect(encodeCatalogueChange({ ids: huge, lists: false })).toBe('{"all":true}');
  });
});

describe.each(testDatabases)('given an app with the cache on ($name)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { catalogueCacheMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('serves a list from the cache, and a catalogue write through the API drops it at once', async () => {
    const first = ProductListResponse.parse((await t.client().get('/api/products/?page=1')).body);
    const total = first.pagination.totalItems;

    // A change behind the API's back (no event) is not seen while the entry lives: the answer is cached.
    await t.db.update(products).set({ name: 'Renamed behind the cache' }).where(eq(products.id, 1));
    const cached = (await t.client().get('/api/products/?page=1')).body;
    expect(cached).toEqual(first);

    // A catalogue write through the API publishes its change: this process drops the page before answering.
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
