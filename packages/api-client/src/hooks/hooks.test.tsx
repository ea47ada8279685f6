import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { STORAGE_KEYS, type Bookmark } from '@shop/contract';
import { useAuth } from '../auth/AuthProvider.tsx';
import { TestUserBlockedError } from '../errors.ts';
import { json, makeProduct, makeUser, type SeenCall } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { useBookmarkActions, useBookmarks } from './bookmarks.ts';
import { useReviewActions, useReviews, useMyReviews } from './reviews.ts';
import {
  useMyProducts,
  useProduct,
  useProductActions,
  useProductSearch,
  useProducts,
  useRelatedProducts,
} from './products.ts';
import { useFeeTerms } from './sales.ts';
import { useUpdateUser } from './user.ts';

/**
 * SWR re-renders only for the fields a render reads, so the hook callbacks read data and error
 * while rendering, as a component would.
 */
function read<D, E>(query: { data: D; error: E; isLoading: boolean }) {
  return { data: query.data, error: query.error, isLoading: query.isLoading };
}

const pagination = { page: 2, pageSize: 9, totalPages: 4, totalItems: 30 };

describe('given the product grid', () => {
  it('asks for the page with 9 per page and gives the parsed response', async () => {
    const { wrapper, calls } = setup(null, () =>
      json({ success: true, products: [makeProduct()], pagination }),
    );
    const { result } = await renderHook(() => read(useProducts({ page: 2, category: 'Furniture' })), {
      wrapper,
    });
    await expect.poll(() => result.current.data?.pagination.totalPages).toBe(4);
    expect(result.current.data?.products[0]?.name).toBe('Oak side table');
    expect(calls.map((c) => c.url)).toEqual(['/api/products/?page=2&pageSize=9&category=Furniture']);
  });

  it('gives an ApiError with the default message when the list fails', async () => {
    const { wrapper } = setup(null, () => new Response('', { status: 500 }));
    const { result } = await renderHook(() => read(useProducts()), { wrapper });
    await expect.poll(() => result.current.error?.message).toBe('Failed to fetch products');
  });
});

describe("given a product's related products", () => {
  it('asks for /products/{id}/related/ and nothing while the id is missing', async () => {
    const { wrapper, calls } = setup(null, () =>
      json({ success: true, products: [makeProduct({ id: 8 }), makeProduct({ id: 5 })] }),
    );
    const { result } = await renderHook(
      () => ({ one: read(useRelatedProducts(3)), none: useRelatedProducts('') }),
      {
        wrapper,
      },
    );
    await expect.poll(() => result.current.one.data?.products.map((p) => p.id)).toEqual([8, 5]);
    expect(calls.map((c) => c.url)).toEqual(['/api/products/3/related/']);
  });
});

describe('given a search', () => {
  it('trims the text before asking', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, products: [] }));
    await renderHook(() => useProductSearch('  oak table  '), { wrapper });
    await expect.poll(() => calls.map((c) => c.url)).toEqual(['/api/products/search/?q=oak+table']);
  });

  it('asks for all products when the text is blank', async () => {
    const { wrapper, calls } = setup(null, () => json({ success: true, products: [] }));
    await renderHook(() => useProductSearch('   '), { wrapper });
    await expect.poll(() => calls.map((c) => c.url)).toEqual(['/api/products/search/']);
  });
});

describe('given a signed-out visitor', () => {
  it('does not ask for my products or my reviews', async () => {
    const { wrapper, calls } = setup(null, () => json({}));
    const { result } = await renderHook(() => [read(useMyProducts()), read(useMyReviews())], { wrapper });
    expect(result.current.map((q) => q.data)).toEqual([undefined, undefined]);
    expect(calls).toHaveLength(0);
  });

  it("asks for the visitor's own (guest) bookmarks", async () => {
    const { wrapper, calls } = setup(null, () =>
      json({
        success: true,
        bookmarks: [{ id: 1, product: { id: 10, name: 'P10', price: 1, salePrice: null, images: [] } }],
      }),
    );
    const { result } = await renderHook(() => useBookmarkActions(), { wrapper });
    await expect.poll(() => result.current.isBookmarked(10)).toBe(true);
    expect(calls.map((c) => c.url)).toEqual(['/api/bookmarks/']);
  });
});

describe("given the shop's fee terms (decision 056)", () => {
  it('asks for /marketplace/fees/ signed out too and gives the parsed terms', async () => {
    const { wrapper, calls } = setup(null, () =>
      json({ success: true, fees: { percent_basis_points: 1250, fixed_pence: 20 } }),
    );
    const { result } = await renderHook(() => read(useFeeTerms()), { wrapper });
    await expect
      .poll(() => result.current.data?.fees)
      .toEqual({ percent_basis_points: 1250, fixed_pence: 20 });
    expect(calls.map((c) => c.url)).toEqual(['/api/marketplace/fees/']);
  });
});

describe("given a seller's product list", () => {
  const a = makeProduct({ id: 1, name: 'A' });
  const b = makeProduct({ id: 2, name: 'B' });
  const c = makeProduct({ id: 3, name: 'C' });
  const respond = (call: SeenCall) => {
    if (call.url === '/api/customer-products/') return json({ success: true, products: [a, b] });
    if (call.url === '/api/add-product/') return json({ success: true, product: c });
    if (call.url === '/api/customer-products/2/update/')
      return json({ success: true, product: { ...b, name: 'B2' } });
    if (call.url === '/api/customer-products/1/delete/') return json({ success: true });
    return json({ success: true, products: [], pagination });
  };

  it('puts a new product first, replaces an updated one and drops a deleted one', async () => {
    const { wrapper, calls } = setup(makeUser(), respond);
    const { result, act } = await renderHook(
      () => ({ list: read(useMyProducts()), actions: useProductActions() }),
      {
        wrapper,
      },
    );
    await expect.poll(() => result.current.list.data?.products.map((p) => p.name)).toEqual(['A', 'B']);

    await act(async () => {
      await result.current.actions.create(new FormData());
    });
    expect(result.current.list.data?.products.map((p) => p.name)).toEqual(['C', 'A', 'B']);

    await act(async () => {
      await result.current.actions.update(2, new FormData());
    });
    expect(result.current.list.data?.products.map((p) => p.name)).toEqual(['C', 'A', 'B2']);

    await act(async () => {
      await result.current.actions.remove(1);
    });
    expect(result.current.list.data?.products.map((p) => p.name)).toEqual(['C', 'B2']);
    expect(calls.filter((call) => call.url === '/api/customer-products/')).toHaveLength(1);
  });

  it('refuses the test user with the delete message and sends nothing', async () => {
    const { wrapper, calls } = setup(makeUser({}, true), respond);
    const { result } = await renderHook(() => useProductActions(), { wrapper });
    await expect(result.current.remove(1)).rejects.toThrow(
      'You cannot delete this product as you are a test user',
    );
    await expect(result.current.create(new FormData())).rejects.toBeInstanceOf(TestUserBlockedError);
    expect(calls).toHaveLength(0);
  });
});

describe('given bookmarks', () => {
  const bookmark = (id: number, productId: number): Bookmark => ({
    id,
    product: { id: productId, name: `P${productId}`, price: 1, salePrice: null, images: [] },
  });

  it("replaces the list with the server's list on toggle and remove", async () => {
    const { wrapper, calls } = setup(makeUser(), (call) => {
      if (call.url === '/api/bookmarks/toggle/')
        return json({ success: true, bookmarks: [bookmark(1, 10), bookmark(2, 20)] });
      if (call.url === '/api/bookmarks/1/') return json({ success: true, bookmarks: [bookmark(2, 20)] });
      return json({ success: true, bookmarks: [bookmark(1, 10)] });
    });
    const { result, act } = await renderHook(() => useBookmarkActions(), { wrapper });
    await expect.poll(() => result.current.isBookmarked(10)).toBe(true);
    expect(result.current.isBookmarked(20)).toBe(false);

    await act(async () => {
      await result.current.toggle(20);
    });
    expect(result.current.isBookmarked(20)).toBe(true);

    await act(async () => {
      await result.current.remove(1);
    });
    expect(result.current.isBookmarked(10)).toBe(false);
    expect(calls.filter((c) => c.url === '/api/bookmarks/')).toHaveLength(1);
  });
});

describe('given a user who signs out and another who signs in', () => {
  it("drops the first user's bookmarks at once, then reads the visitor's and the next user's", async () => {
    const other = makeUser({ id: 8, username: 'grace' });
    const mark = (id: number) => ({
      id,
      product: { id: id * 10, name: `P${id}`, price: 1, salePrice: null, images: [] },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { wrapper, calls } = setup(makeUser(), async (call) => {
      if (call.url === '/api/auth/logout/') return json({ success: true });
      if (call.url === '/api/auth/login/') return json({ success: true, user: other });
      const signedOut = calls.some((c) => c.url === '/api/auth/logout/');
      const signedIn = calls.some((c) => c.url === '/api/auth/login/');
      if (signedOut && !signedIn) await held;
      return json({ success: true, bookmarks: signedIn ? [mark(2)] : signedOut ? [] : [mark(1)] });
    });
    const { result, act } = await renderHook(() => ({ auth: useAuth(), bookmarks: read(useBookmarks()) }), {
      wrapper,
    });
    await expect.poll(() => result.current.bookmarks.data?.bookmarks).toEqual([mark(1)]);

    await act(async () => {
      await result.current.auth.logout();
    });
    expect(result.current.bookmarks.data).toBeUndefined();
    release();
    await expect.poll(() => result.current.bookmarks.data?.bookmarks).toEqual([]);

    await act(async () => {
      await result.current.auth.login({ email: 'grace@example.com', password: 'secret123' });
    });
    await expect.poll(() => result.current.bookmarks.data?.bookmarks).toEqual([mark(2)]);
    expect(calls.filter((c) => c.url === '/api/bookmarks/')).toHaveLength(3);
  });
});

describe('given reviews', () => {
  it("fetches the product's reviews and my reviews again after adding one, and the product bypassing the browser's cache", async () => {
    const before = { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] };
    const after = { average: 4.5, count: 2, histogram: [0, 0, 0, 1, 1] };
    let added = false;
    const { wrapper, calls } = setup(makeUser(), (call) => {
      if (call.url === '/api/products/4/comments/add/') {
        added = true;
        return json({
          success: true,
          comment: {
            id: 9,
            text: 'Lovely',
            rating: 5,
            username: 'ada',
            user_id: 7,
            product_id: 4,
            created_at: '2024-05-01T00:00:00Z',
            verified_purchase: false,
          },
        });
      }
      if (call.url === '/api/products/4/') {
        const summary = added ? after : before;
        return json({
          success: true,
          product: makeProduct({ id: 4, rating: summary.average, review_count: summary.count }),
          review_summary: summary,
          seller: null,
        });
      }
      if (call.url === '/api/products/4/related/') return json({ success: true, products: [] });
      return json({ success: true, comments: [] });
    });
    const { result, act } = await renderHook(
      () => ({
        product: read(useProduct(4)),
        list: read(useReviews(4)),
        mine: read(useMyReviews()),
        actions: useReviewActions(4),
      }),
      { wrapper },
    );
    await expect.poll(() => result.current.list.data?.comments).toEqual([]);
    await expect.poll(() => result.current.mine.data?.comments).toEqual([]);
    await expect.poll(() => result.current.product.data?.review_summary).toEqual(before);

    await act(async () => {
      await result.current.actions.add({ text: 'Lovely', rating: 5 });
    });

    expect(calls.filter((c) => c.url === '/api/products/4/comments/')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/user/comments/')).toHaveLength(2);
    // The product (its rating and summary changed) is fetched again once.
    expect(calls.filter((c) => c.url === '/api/products/4/')).toHaveLength(2);
    await expect.poll(() => result.current.product.data?.review_summary).toEqual(after);
    expect(result.current.product.data?.product.rating).toBe(4.5);
  });
});

describe('given my reviews, where reviews of many products are listed', () => {
  it("fetches every product's reviews and my reviews again after deleting one", async () => {
    const { wrapper, calls } = setup(makeUser(), (call) =>
      call.method === 'DELETE' ? json({ success: true }) : json({ success: true, comments: [] }),
    );
    const { result, act } = await renderHook(
      () => ({
        one: read(useReviews(4)),
        two: read(useReviews(5)),
        mine: read(useMyReviews()),
        actions: useReviewActions(),
      }),
      { wrapper },
    );
    await expect
      .poll(() => [result.current.one.data, result.current.two.data, result.current.mine.data])
      .toEqual([
        { success: true, comments: [] },
        { success: true, comments: [] },
        { success: true, comments: [] },
      ]);

    await act(async () => {
      await result.current.actions.remove(9);
    });

    expect(calls.filter((c) => c.url === '/api/comments/9/delete/')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/products/4/comments/')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/products/5/comments/')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/user/comments/')).toHaveLength(2);
  });
});

describe('given a profile update', () => {
  it('replaces the stored user with the server answer', async () => {
    const user = makeUser();
    const { wrapper, storage } = setup(user, () => json({ success: true, user: { ...user, city: 'Leeds' } }));
    const { result, act } = await renderHook(() => ({ auth: useAuth(), updateUser: useUpdateUser() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.updateUser.update(user.id, { city: 'Leeds' });
    });
    expect(result.current.auth.user?.city).toBe('Leeds');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? '{}').city).toBe('Leeds');
  });

  it('is skipped for the test user', async () => {
    const user = makeUser({}, true);
    const { wrapper, calls } = setup(user, () => json({ success: true, user }));
    const { result } = await renderHook(() => useUpdateUser(), { wrapper });
    await expect(result.current.update(user.id, { city: 'Leeds' })).rejects.toBeInstanceOf(
      TestUserBlockedError,
    );
    expect(calls).toHaveLength(0);
  });
});
