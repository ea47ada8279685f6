/**
 * Contract scenarios: Bookmarks: toggling, removing by id, and the price charged beside the list price (decision 047).
 */
import { describe, expect, it } from 'vitest';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { type Harness } from './harness.ts';

/** Registers the bookmarks scenarios on the harness of one target (see ../scenarios.ts). */
export function bookmarksScenarios({ client, signIn }: Harness): void {
  describe('given bookmarks', () => {
    it('toggles a product on and off and removes a bookmark by its id', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const on = (await seller.ok('toggleBookmark', { body: { product_id: 3 } })).bookmarks;
      expect(on.map((b) => b.product.id)).toEqual([3]);
      const off = (await seller.ok('toggleBookmark', { body: { product_id: 3 } })).bookmarks;
      expect(off).toEqual([]);
      const again = (await seller.ok('toggleBookmark', { body: { product_id: 7 } })).bookmarks;
      const bookmark = again[0];
      expect(bookmark?.product).toMatchObject({ id: 7, name: 'Timber Town Wooden Train Set' });
      const removed = (await seller.ok('removeBookmark', { params: { id: bookmark?.id ?? 0 } })).bookmarks;
      expect(removed).toEqual([]);
      expect((await seller.ok('getBookmarks')).bookmarks).toEqual([]);
    });

    it('carries the price charged (salePrice) beside the list price, as the product does (decision 047)', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      // Product 3: 79.95 at 50% off, charged 39.98 (decision 019); product 1 is not discounted.
      await seller.ok('toggleBookmark', { body: { product_id: 3 } });
      const { bookmarks } = await seller.ok('toggleBookmark', { body: { product_id: 1 } });
      const listed = (await client().ok('getProduct', { params: { id: 1 } })).product;
      expect(bookmarks.find((b) => b.product.id === 3)?.product).toMatchObject({
        price: 79.95,
        salePrice: 39.98,
      });
      expect(bookmarks.find((b) => b.product.id === 1)?.product).toMatchObject({
        price: listed.price,
        salePrice: null,
      });
    });
  });
}
