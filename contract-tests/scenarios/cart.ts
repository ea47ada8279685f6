/**
 * Contract scenarios: The cart of a signed-in shopper, and the guest cart and bookmarks merged at sign-in (decision 032).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import type { ContractClient } from '../client.ts';
import { type Harness } from './harness.ts';

/** Registers the cart scenarios on the harness of one target (see ../scenarios.ts). */
export function cartScenarios({ client, signIn, register }: Harness): void {
  describe('given a signed-in shopper with a cart', () => {
    it('adds, updates, removes and clears cart lines, answering the whole cart each time', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const added = (await seller.ok('addToCart', { body: { product_id: 1, quantity: 1 } })).cart;
      expect(added).toMatchObject({ item_count: 1, total_price: 149.99 });
      const line = added.items.find((i) => i.product.id === 1);
      expect(line?.quantity).toBe(1);
      const updated = (
        await seller.ok('updateCartItem', { params: { itemId: line?.id ?? 0 }, body: { quantity: 3 } })
      ).cart;
      expect(updated).toMatchObject({ item_count: 3, total_price: 449.97 });
      const two = (await seller.ok('addToCart', { body: { product_id: 4 } })).cart;
      expect(two.items).toHaveLength(2);
      expect(two).toMatchObject({ item_count: 4, total_price: 514.97 });
      const removed = (await seller.ok('removeCartItem', { params: { itemId: line?.id ?? 0 } })).cart;
      expect(removed.items.map((i) => i.product.id)).toEqual([4]);
      expect((await seller.ok('clearCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
    });

    it('refuses a quantity beyond the stock with 400 and an unknown product with 404', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('addToCart', { body: { product_id: 1, quantity: 31 } })).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(await seller.call('addToCart', { body: { product_id: 99999 } })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect((await seller.ok('getCart')).cart.items).toHaveLength(0);
    });

    it("refuses to touch another user's cart line with 403", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const line = (await seller.ok('addToCart', { body: { product_id: 2 } })).cart.items[0];
      const shop = await signIn(SHOP_ACCOUNT);
      expect(await shop.call('removeCartItem', { params: { itemId: line?.id ?? 0 } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect((await seller.ok('getCart')).cart.items).toHaveLength(1);
    });
  });

  describe('given a guest cart and guest bookmarks (decision 032)', () => {
    /** The cart of `c` as product id -> quantity. */
    const quantitiesOf = async (c: ContractClient) =>
      Object.fromEntries((await c.ok('getCart')).cart.items.map((i) => [i.product.id, i.quantity]));
    const bookmarkedOf = async (c: ContractClient) =>
      (await c.ok('getBookmarks')).bookmarks.map((b) => b.product.id);

    it('lets a visitor add two products, sign up and find them in the cart, with the bookmarks', async () => {
      const visitor = client();
      expect((await visitor.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
      expect(await bookmarkedOf(visitor)).toEqual([]);
      await visitor.ok('addToCart', { body: { product_id: 1, quantity: 2 } });
      const two = (await visitor.ok('addToCart', { body: { product_id: 4 } })).cart;
      expect(two).toMatchObject({ item_count: 3 });
      await visitor.ok('toggleBookmark', { body: { product_id: 7 } });
      await visitor.ok('register', {
        body: {
          email: 'guest.signs.up@example.com',
          password: 'my first passphrase',
          first_name: 'Nia',
          last_name: 'Jones',
        },
      });
      expect(await quantitiesOf(visitor)).toEqual({ 1: 2, 4: 1 });
      expect(await bookmarkedOf(visitor)).toEqual([7]);
      await visitor.ok('logout');
      expect((await visitor.ok('getCart')).cart.items).toEqual([]);
    });

    it('sums the quantities of a product in both carts at sign-in, capped at its stock', async () => {
      const { itemsInStock } = (await client().ok('getProduct', { params: { id: 5 } })).product;
      expect(itemsInStock).toBeGreaterThanOrEqual(3);
      const { client: owner, account } = await register();
      await owner.ok('addToCart', { body: { product_id: 5, quantity: itemsInStock - 1 } });
      await owner.ok('logout');
      const visitor = client();
      await visitor.ok('addToCart', { body: { product_id: 5, quantity: 2 } });
      await visitor.ok('addToCart', { body: { product_id: 6 } });
      await visitor.ok('login', { body: account });
      expect(await quantitiesOf(visitor)).toEqual({ 5: itemsInStock, 6: 1 });
    });

    it("drops the guest's lines of the signed-in seller's own listings", async () => {
      const visitor = client();
      await visitor.ok('addToCart', { body: { product_id: 21 } });
      await visitor.ok('addToCart', { body: { product_id: 2 } });
      await visitor.ok('login', { body: SELLER_ACCOUNT });
      expect(await quantitiesOf(visitor)).toEqual({ 2: 1 });
    });

    it('unites the bookmarks without duplicates at sign-in', async () => {
      const { client: owner, account } = await register();
      await owner.ok('toggleBookmark', { body: { product_id: 3 } });
      await owner.ok('logout');
      const visitor = client();
      await visitor.ok('toggleBookmark', { body: { product_id: 8 } });
      await visitor.ok('toggleBookmark', { body: { product_id: 3 } });
      await visitor.ok('login', { body: account });
      expect(await bookmarkedOf(visitor)).toEqual([3, 8]);
    });

    it('merges nothing when the password is wrong', async () => {
      const { client: owner, account } = await register();
      await owner.ok('logout');
      const visitor = client();
      await visitor.ok('addToCart', { body: { product_id: 9 } });
      expect(
        await visitor.call('login', { body: { ...account, password: 'not my passphrase' } }),
      ).toMatchObject({
        ok: false,
        status: 401,
      });
      expect(await quantitiesOf(visitor)).toEqual({ 9: 1 });
      expect(await quantitiesOf(await signIn(account))).toEqual({});
    });

    it("refuses a visitor another visitor's cart line or bookmark with 403 and shows them nothing of it", async () => {
      const alice = client();
      const line = (await alice.ok('addToCart', { body: { product_id: 2 } })).cart.items[0];
      const bookmark = (await alice.ok('toggleBookmark', { body: { product_id: 2 } })).bookmarks[0];
      const bob = client();
      await bob.ok('addToCart', { body: { product_id: 3 } });
      expect(await quantitiesOf(bob)).toEqual({ 3: 1 });
      expect(
        await bob.call('updateCartItem', { params: { itemId: line?.id ?? 0 }, body: { quantity: 2 } }),
      ).toMatchObject({ ok: false, status: 403 });
      expect(await bob.call('removeCartItem', { params: { itemId: line?.id ?? 0 } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(await bob.call('removeBookmark', { params: { id: bookmark?.id ?? 0 } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(await quantitiesOf(alice)).toEqual({ 2: 1 });
      expect(await bookmarkedOf(alice)).toEqual([2]);
    });

    it('refuses a visitor more than the stock with 400, as a user', async () => {
      const { itemsInStock } = (await client().ok('getProduct', { params: { id: 1 } })).product;
      const visitor = client();
      expect(
        await visitor.call('addToCart', { body: { product_id: 1, quantity: itemsInStock + 1 } }),
      ).toMatchObject({ ok: false, status: 400, error: MESSAGES.server.outOfStock });
      expect((await visitor.ok('getCart')).cart.items).toEqual([]);
    });
  });
}
