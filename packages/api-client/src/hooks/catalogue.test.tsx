import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { json } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { useCategoryProducts, useProductFacets, useProductSearch, useProducts } from './products.ts';

const page = { page: 1, pageSize: 9, totalPages: 1, totalItems: 0 };
const facets = { categories: [], price_ranges: [], ratings: [], in_stock: 0, total: 0 };

describe('given a product list with filters and a sort', () => {
  it('sends them with the grid page, in pounds', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, products: [], pagination: page }));
    await renderHook(
      () =>
        useProducts({
          page: 2,
          category: 'Furniture',
          min_price: 25,
          max_price: 50,
          min_rating: 4,
          in_stock: true,
          sort: 'price_desc',
        }),
      { wrapper },
    );
    await expect
      .poll(() => calls.map((c) => c.url))
      .toEqual([
        '/api/products/?page=2&pageSize=9&category=Furniture&min_price=25&max_price=50&min_rating=4&in_stock=true&sort=price_desc',
      ]);
  });

  it("leaves out the defaults, so the default list and an explicit 'relevance' share one request", async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, products: [], pagination: page }));
    await renderHook(
      () => [useProducts(), useProducts({ sort: 'relevance', in_stock: false, category: '' })],
      {
        wrapper,
      },
    );
    await expect.poll(() => calls.map((c) => c.url)).toEqual(['/api/products/?page=1&pageSize=9']);
  });

  it('sends a search with its text, filters and sort, page 1 left out', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, products: [] }));
    await renderHook(() => useProductSearch(' lamp ', { page: 1, min_rating: 3, sort: 'newest' }), {
      wrapper,
    });
    await expect
      .poll(() => calls.map((c) => c.url))
      .toEqual(['/api/products/search/?q=lamp&min_rating=3&sort=newest']);
  });

  it("sends a category listing's filters, the category as q", async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, products: [] }));
    await renderHook(
      () => useCategoryProducts('Furniture', { page: 3, category: 'Furniture', in_stock: true }),
      {
        wrapper,
      },
    );
    await expect
      .poll(() => calls.map((c) => c.url))
      .toEqual(['/api/products/filter/?q=Furniture&in_stock=true&page=3']);
  });
});

describe("given a list's filter counts", () => {
  it('asks GET /products/facets/ with the text and filters, never the sort, and gives the counts', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, facets: { ...facets, total: 7 } }));
    const { result } = await renderHook(
      () => {
        const query = useProductFacets({
          q: ' desk ',
          category: 'Office & Stationery',
          min_price: 0,
          max_price: 25,
        });
        return { total: query.data?.facets.total };
      },
      { wrapper },
    );
    await expect.poll(() => result.current.total).toBe(7);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/products/facets/?q=desk&category=Office+%26+Stationery&min_price=0&max_price=25',
    ]);
  });

  it('asks nothing for null and gives the default message on failure', async () => {
    const { wrapper, calls } = setup(null, () => new Response('', { status: 500 }));
    const { result } = await renderHook(
      () => {
        const none = useProductFacets(null);
        const some = useProductFacets({});
        return { none: none.data, error: some.error?.message };
      },
      { wrapper },
    );
    await expect.poll(() => result.current.error).toBe('Failed to fetch filters');
    expect(result.current.none).toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['/api/products/facets/']);
  });
});
