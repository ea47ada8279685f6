/**
 * Contract scenarios: Search suggestions as you type, and the sort, filters and facet counts of product lists.
 */
import { describe, expect, it } from 'vitest';
import {
  MIN_RATING_CHOICES,
  PRICE_BUCKETS,
  PRODUCT_SORTS,
  SUGGESTIONS_LIMIT,
  toPence,
  type ProductSort,
} from '@shop/contract';
import { ADMIN_ACCOUNT } from '@shop/sample-catalogue';
import { type Harness } from './harness.ts';

/** Registers the search scenarios on the harness of one target (see ../scenarios.ts). */
export function searchScenarios({ client, signIn }: Harness): void {
  describe('given search suggestions as you type', () => {
    const suggest = async (q: string) =>
      (await client().ok('suggestProducts', { query: { q } })).suggestions.map((s) => s.id);

    it('suggests the headphones for a prefix, a typo and any case, best first', async () => {
      expect((await suggest('headph'))[0]).toBe(1);
      expect((await suggest('hedphones'))[0]).toBe(1);
      expect((await suggest('  HEADPHONES '))[0]).toBe(1);
    });

    it('ignores accents', async () => {
      expect(await suggest('giclee')).toContain(20);
      expect(await suggest('GICLÉE')).toContain(20);
    });

    it(`suggests at most ${SUGGESTIONS_LIMIT}, each once, and none for blank text`, async () => {
      const many = await suggest('co');
      expect(many.length).toBeGreaterThan(0);
      expect(many.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
      expect(new Set(many).size).toBe(many.length);
      expect(await suggest('')).toEqual([]);
      expect(await suggest('   ')).toEqual([]);
    });

    it('never suggests a product that is not public', async () => {
      expect(await suggest('bamboo')).toContain(25);
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminModerateListing', { params: { id: 25 }, body: { adminApproved: false } });
      expect(await suggest('bamboo')).not.toContain(25);
    });
  });

  describe('given sort and filters (decision 030)', () => {
    type Listed = {
      id: number;
      price: number;
      salePrice: number | null;
      rating: number;
      review_count: number;
    };
    type ListedFull = Listed & {
      category: string;
      inStock: boolean;
      itemsInStock: number;
      created_at: string;
    };
    /** What one unit costs, pence: salePrice ?? price (decision 019). */
    const pence = (p: Listed) => toPence(p.salePrice ?? p.price);
    const inStock = (p: ListedFull) => p.inStock && p.itemsInStock > 0;
    /** Every public product (one page of 100: the sample has 30). */
    const everything = async (): Promise<ListedFull[]> =>
      (await client().ok('listProducts', { query: { pageSize: 100 } })).products;
    /** True when each neighbour pair of `items` is in order by `before` (a <= b). */
    const ordered = <T>(items: T[], before: (a: T, b: T) => boolean) =>
      items.every((item, i) => i === 0 || before(items[i - 1] as T, item));

    it('orders each sort as it says, over every public product', async () => {
      const all = await everything();
      for (const sort of PRODUCT_SORTS) {
        const { products, pagination } = await client().ok('listProducts', {
          query: { sort, pageSize: 100 },
        });
        expect(pagination?.totalItems).toBe(all.length);
        expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
          all.map((p) => p.id).sort((a, b) => a - b),
        );
        const checks: Record<ProductSort, (a: ListedFull, b: ListedFull) => boolean> = {
          relevance: (a, b) => a.id < b.id,
          price_asc: (a, b) => pence(a) < pence(b) || (pence(a) === pence(b) && a.id < b.id),
          price_desc: (a, b) => pence(a) > pence(b) || (pence(a) === pence(b) && a.id > b.id),
          rating: (a, b) =>
            a.rating > b.rating ||
            (a.rating === b.rating &&
              (a.review_count > b.review_count || (a.review_count === b.review_count && a.id > b.id))),
          newest: (a, b) =>
            Date.parse(a.created_at) > Date.parse(b.created_at) ||
            (a.created_at === b.created_at && a.id > b.id),
        };
        expect(ordered(products, checks[sort]), sort).toBe(true);
      }
      // The sample really has different prices and ratings, so the orders above differ.
      const cheapest = await client().ok('listProducts', { query: { sort: 'price_asc', pageSize: 1 } });
      const dearest = await client().ok('listProducts', { query: { sort: 'price_desc', pageSize: 1 } });
      expect(pence(cheapest.products[0] as Listed)).toBeLessThan(pence(dearest.products[0] as Listed));
    });

    it('keeps only products passing every filter, on lists, category pages and searches', async () => {
      const all = await everything();
      const cases = [
        {
          query: { min_price: 25, max_price: 100 },
          test: (p: ListedFull) => pence(p) >= 2500 && pence(p) < 10000,
        },
        { query: { min_rating: 4 }, test: (p: ListedFull) => p.rating >= 4 },
        { query: { in_stock: 'true' }, test: inStock },
        {
          query: { category: 'Electronics', max_price: 150, sort: 'price_desc' },
          test: (p: ListedFull) => p.category === 'Electronics' && pence(p) < 15000,
        },
      ] as const;
      for (const { query, test } of cases) {
        const { products, pagination } = await client().ok('listProducts', {
          query: { ...query, pageSize: 100 },
        });
        expect(products.every(test), JSON.stringify(query)).toBe(true);
        expect(pagination?.totalItems, JSON.stringify(query)).toBe(all.filter(test).length);
      }
      const electronics = await client().ok('filterProducts', {
        query: { q: 'Electronics', min_rating: 3 },
      });
      expect(electronics.products.every((p) => p.category === 'Electronics' && p.rating >= 3)).toBe(true);
      const found = await client().ok('searchProducts', { query: { q: 'headphones', pageSize: 100 } });
      const cheapFound = await client().ok('searchProducts', {
        query: { q: 'headphones', max_price: 100, sort: 'price_asc', pageSize: 100 },
      });
      const foundIds = found.products.map((p) => p.id);
      expect(cheapFound.products.every((p) => foundIds.includes(p.id) && pence(p) < 10000)).toBe(true);
      expect(cheapFound.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        found.products
          .filter((p) => pence(p) < 10000)
          .map((p) => p.id)
          .sort((a, b) => a - b),
      );
    });

    it('counts each facet without its own filter, the total with every filter', async () => {
      const all = await everything();
      const { facets } = await client().ok('getProductFacets', { query: { category: 'Furniture' } });
      const furniture = all.filter((p) => p.category === 'Furniture').length;
      expect(facets.total).toBe(furniture);
      expect(facets.categories.find((c) => c.value === 'Furniture')?.count).toBe(furniture);
      expect(facets.categories.find((c) => c.value === 'Electronics')?.count).toBe(
        all.filter((p) => p.category === 'Electronics').length,
      );
      expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.length);
      expect(facets.categories.every((c) => c.count > 0)).toBe(true);
      // Each bucket and rating choice counts the chosen category only (its filter applies).
      expect(facets.price_ranges.reduce((sum, r) => sum + r.count, 0)).toBe(furniture);
      expect(facets.price_ranges.map((r) => [r.min, r.max])).toEqual(
        PRICE_BUCKETS.map((b) => [b.min, b.max]),
      );
      expect(facets.ratings.map((r) => r.min)).toEqual([...MIN_RATING_CHOICES]);

      const priced = await client().ok('getProductFacets', { query: { min_price: 50, max_price: 100 } });
      const inRange = all.filter((p) => pence(p) >= 5000 && pence(p) < 10000);
      expect(priced.facets.total).toBe(inRange.length);
      // The price facet ignores the price filter: its buckets still count every product.
      expect(priced.facets.price_ranges.reduce((sum, r) => sum + r.count, 0)).toBe(all.length);
      for (const bucket of priced.facets.price_ranges)
        expect(bucket.count).toBe(
          all.filter(
            (p) => pence(p) >= toPence(bucket.min) && (bucket.max === null || pence(p) < toPence(bucket.max)),
          ).length,
        );
      for (const choice of priced.facets.ratings)
        expect(choice.count).toBe(inRange.filter((p) => p.rating >= choice.min).length);
      expect(priced.facets.in_stock).toBe(inRange.filter(inStock).length);
      const listed = await client().ok('listProducts', { query: { min_price: 50, max_price: 100 } });
      expect(listed.pagination?.totalItems).toBe(priced.facets.total);
    });

    it('refuses bad sort and filter values with 400', async () => {
      const bad = [{ sort: 'cheapest' }, { min_rating: 6 }, { min_price: 'abc' }, { in_stock: 'perhaps' }];
      for (const query of bad) {
        for (const name of ['listProducts', 'searchProducts', 'filterProducts'] as const)
          expect(await client().call(name, { query }), `${name} ${JSON.stringify(query)}`).toMatchObject({
            ok: false,
            status: 400,
          });
      }
      expect(await client().call('getProductFacets', { query: { min_rating: 6 } })).toMatchObject({
        ok: false,
        status: 400,
      });
    });
  });
}
