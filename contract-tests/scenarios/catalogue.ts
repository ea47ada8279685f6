/**
 * Contract scenarios: Browsing the catalogue: pages, the category filter, text search, one product and its 404.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/contract';
import { productForm, type Harness } from './harness.ts';

/** Registers the catalogue scenarios on the harness of one target (see ../scenarios.ts). */
export function catalogueScenarios({ client, register, onboard }: Harness): void {
  describe('given a visitor browsing', () => {
    it('pages the 30 sample products 9 at a time', async () => {
      const first = await client().ok('listProducts');
      expect(first.products).toHaveLength(9);
      expect(first.pagination).toEqual({ page: 1, pageSize: 9, totalPages: 4, totalItems: 30 });
      const last = await client().ok('listProducts', { query: { page: 4 } });
      expect(last.products).toHaveLength(3);
      const ids = [first, last].flatMap((page) => page.products.map((p) => p.id));
      expect(new Set(ids).size).toBe(12);
    });

    it('honours pageSize and the category filter', async () => {
      const page = await client().ok('listProducts', {
        query: { category: 'Electronics', pageSize: 2, page: 1 },
      });
      expect(page.products).toHaveLength(2);
      expect(page.products.every((p) => p.category === 'Electronics')).toBe(true);
      expect(page.pagination).toMatchObject({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
    });

    it('refuses a page of 0 with 400', async () => {
      expect(await client().call('listProducts', { query: { page: 0 } })).toMatchObject({
        ok: false,
        status: 400,
      });
    });

    it('finds products by trimmed, case-insensitive text', async () => {
      const plain = await client().ok('searchProducts', { query: { q: 'headphones' } });
      const shouted = await client().ok('searchProducts', { query: { q: '  HEADPHONES  ' } });
      expect(plain.products.map((p) => p.id)).toContain(1);
      expect(shouted.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    });

    it('lists a category by name (q), every product for an empty q', async () => {
      const furniture = await client().ok('filterProducts', { query: { q: 'Furniture' } });
      expect(furniture.products.map((p) => p.id).sort((a, b) => a - b)).toEqual([2, 11]);
      const all = await client().ok('filterProducts', { query: { q: '' } });
      expect(all.pagination?.totalItems ?? all.products.length).toBe(30);
    });

    it('shows one product with its reviews', async () => {
      const { product } = await client().ok('getProduct', { params: { id: 1 } });
      expect(product).toMatchObject({
        id: 1,
        name: 'Aurora Wireless Noise-Cancelling Headphones',
        price: 149.99,
      });
      const { comments: reviews } = await client().ok('getReviews', { params: { id: 1 } });
      expect(reviews.length).toBeGreaterThan(0);
      expect(reviews.every((c) => c.product_id === 1)).toBe(true);
    });

    it("lists one seller's listings (their page, decision 075) with the catalogue's sort, filters and counts", async () => {
      const all = (await client().ok('listProducts', { query: { pageSize: 100 } })).products;
      const seller = all.find((p) => p.id === 21)?.seller_id ?? 0;
      const theirs = all.filter((p) => p.seller_id === seller);
      expect(theirs.length).toBeGreaterThan(1);
      expect(theirs.length).toBeLessThan(all.length);
      const page = await client().ok('listProducts', { query: { seller, pageSize: 100 } });
      expect(page.products.map((p) => p.id)).toEqual(theirs.map((p) => p.id));
      expect(page.pagination.totalItems).toBe(theirs.length);
      // Paged as /products: 2 a page.
      const second = await client().ok('listProducts', { query: { seller, pageSize: 2, page: 2 } });
      expect(second.products.map((p) => p.id)).toEqual(theirs.slice(2, 4).map((p) => p.id));
      // Sorted and filtered as /products.
      const charged = (p: (typeof all)[number]) => p.salePrice ?? p.price;
      const cheapFirst = await client().ok('listProducts', {
        query: { seller, sort: 'price_asc', in_stock: 'true', pageSize: 100 },
      });
      expect(cheapFirst.products.map((p) => p.id)).toEqual(
        theirs
          .filter((p) => p.inStock && p.itemsInStock > 0)
          .sort((a, b) => charged(a) - charged(b) || a.id - b.id)
          .map((p) => p.id),
      );
      const { facets } = await client().ok('getProductFacets', { query: { seller } });
      expect(facets.total).toBe(theirs.length);
      expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(theirs.length);
      // Nobody's listings: an empty page; a seller that is not an id: 400.
      const nobody = await client().ok('listProducts', { query: { seller: 999_999 } });
      expect(nobody).toMatchObject({ products: [], pagination: { totalItems: 0, totalPages: 0 } });
      expect(await client().call('listProducts', { query: { seller: 0 } })).toMatchObject({
        ok: false,
        status: 400,
      });
    });

    it("shows a new listing on its seller's page at once, and a suspended one no more", async () => {
      const { client: seller, user } = await register({ first_name: 'Nia', last_name: 'New' });
      await onboard(seller);
      const listed = async () =>
        (await client().ok('listProducts', { query: { seller: user.id } })).products.map((p) => p.id);
      expect(await listed()).toEqual([]);
      const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '5' }, false) });
      expect(await listed()).toEqual([product.id]);
      const suspend = new FormData();
      suspend.append('suspend', 'true');
      await seller.ok('updateMyProduct', { params: { id: product.id }, form: suspend });
      expect(await listed()).toEqual([]);
    });

    it('answers 404 Product not found for an unknown id', async () => {
      expect(await client().call('getProduct', { params: { id: 99999 } })).toEqual({
        ok: false,
        status: 404,
        error: MESSAGES.products.notFound,
      });
    });
  });
}
