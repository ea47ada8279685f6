import { MAX_PAGE_SIZE, MESSAGES, SEARCH_PAGE_SIZE } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/platform/db/schema.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

interface ListBody {
  products: { id: number; name: string; category: string; price: number }[];
  pagination: { page: number; pageSize: number; totalPages: number; totalItems: number };
}

describe.each(primaryDatabase)('given the sample catalogue on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });
  const list = async (url: string) => {
    const res = await t.client().get(url);
    expect(res.status).toBe(200);
    return res.body as unknown as ListBody;
  };

  describe('when paging the product list', () => {
    it('gives 9 per page in id order with the paging facts', async () => {
      const first = await list('/api/products/');
      expect(first.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(first.pagination).toEqual({ page: 1, pageSize: 9, totalPages: 4, totalItems: 30 });
      const fourth = await list('/api/products/?page=4');
      expect(fourth.products.map((p) => p.id)).toEqual([28, 29, 30]);
    });

    it('answers an empty page past the end and refuses a pageSize above MAX_PAGE_SIZE', async () => {
      expect((await list('/api/products/?page=99')).products).toEqual([]);
      const res = await t.client().get(`/api/products/?pageSize=${MAX_PAGE_SIZE + 1}`);
      expect(res.status).toBe(400);
    });

    it('filters by category, case-insensitively', async () => {
      const furniture = await list('/api/products/?category=furniture');
      expect(furniture.products.every((p) => p.category === 'Furniture')).toBe(true);
      expect(furniture.pagination.totalItems).toBe(2);
    });

    it('hides inactive and suspended products from visitors but shows them to their owner', async () => {
      await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, 25));
      await t.db.update(products).set({ active: false }).where(eq(products.id, 26));
      const all = await list('/api/products/?pageSize=100');
      expect(all.pagination.totalItems).toBe(28);
      expect(all.products.map((p) => p.id)).not.toContain(25);
      expect((await list('/api/products/search/?q=bamboo')).products.map((p) => p.id)).not.toContain(25);
      const visitor = await t.client().get('/api/products/25/');
      expect(visitor.status).toBe(404);
      expect(visitor.body.error).toBe(MESSAGES.products.notFound);
      const owner = t.client();
      await owner.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      expect((await owner.get('/api/products/25/')).status).toBe(200);
    });

    it('keeps the counts exact through inserts, category moves and deletes (catalogue_counts)', async () => {
      const total = async (q = '') => (await list(`/api/products/?pageSize=1${q}`)).pagination.totalItems;
      await t.db.insert(products).values([
        { ownerId: 2, name: 'Oak Stool', pricePence: 5000, category: 'Furniture' },
        { ownerId: 2, name: 'Hidden Stool', pricePence: 5000, category: 'Furniture', sellerSuspended: true },
      ]);
      expect(await total()).toBe(31);
      expect(await total('&category=Furniture')).toBe(3);
      await t.db.update(products).set({ category: 'Toys & Games' }).where(eq(products.name, 'Oak Stool'));
      expect(await total('&category=Furniture')).toBe(2);
      expect(await total('&category=Toys%20%26%20Games')).toBe(2);
      await t.db.delete(products).where(eq(products.name, 'Oak Stool'));
      expect(await total()).toBe(30);
      expect(await total('&category=Toys%20%26%20Games')).toBe(1);
    });

    it('sends prices in pounds from integer pence', async () => {
      const res = await t.client().get('/api/products/1/');
      expect(res.body.product).toMatchObject({ id: 1, price: 149.99 });
      const row = await t.db.select({ p: products.pricePence }).from(products).where(eq(products.id, 1));
      expect(row[0]?.p).toBe(14999);
    });
  });

  describe('when searching', () => {
    it("finds headphones for the typo 'hedphones' and the prefix 'headph'", async () => {
      for (const q of ['hedphones', 'headph', 'HEADPHONES']) {
        const found = await list(`/api/products/search/?q=${q}`);
        expect(
          found.products.map((p) => p.id),
          q,
        ).toContain(1);
      }
    });

    it('matches description, tags and category words with stemming, best match first', async () => {
      const found = await list(`/api/products/search/?q=${encodeURIComponent('noise cancelling')}`);
      expect(found.products[0]?.id).toBe(1);
    });

    it('trims q, pages with SEARCH_PAGE_SIZE, and lists everything for an empty q', async () => {
      const all = await list('/api/products/search/?q=%20%20');
      expect(all.pagination).toEqual({ page: 1, pageSize: SEARCH_PAGE_SIZE, totalPages: 2, totalItems: 30 });
      const second = await list('/api/products/search/?q=&page=2');
      expect(second.products).toHaveLength(6);
    });

    it('answers no products for nonsense, and survives query syntax characters', async () => {
      expect((await list('/api/products/search/?q=zzqxjv')).products).toEqual([]);
      for (const q of ['"unclosed', 'a & | ! ( )', "'; DROP TABLE products; --", '%_\\']) {
        const res = await t.client().get(`/api/products/search/?q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(200);
      }
      expect((await list('/api/products/')).pagination.totalItems).toBe(30);
    });
  });

  describe('when listing a category (filter)', () => {
    it('lists Furniture by name and everything for an empty q', async () => {
      expect((await list('/api/products/filter/?q=Furniture')).products.map((p) => p.id)).toEqual([2, 11]);
      expect((await list('/api/products/filter/?q=')).pagination.totalItems).toBe(30);
    });
  });
});
