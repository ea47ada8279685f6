/**
 * Contract scenarios: A seller's listings: the product form with an image, dispatch time (decision 047), stock that
 * moves while the seller edits (decision 042), one's own listing (decision 045) and form updates
 * (decision 021).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_DAYS, LISTING_MESSAGES, MAX_DISPATCH_DAYS, MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { PAY, makePng, productForm, notWholeError, type Harness } from './harness.ts';

/** Registers the listings scenarios on the harness of one target (see ../scenarios.ts). */
export function listingsScenarios({ client, signIn, idOf }: Harness): void {
  describe("given a seller's dispatch time (decision 047)", () => {
    it('gives a listing without one the default and keeps the one the seller chose', async () => {
      expect((await client().ok('getProduct', { params: { id: 1 } })).product.dispatchDays).toBe(
        DEFAULT_DISPATCH_DAYS,
      );
      const seller = await signIn(SELLER_ACCOUNT);
      const { product } = await seller.ok('addProduct', { form: productForm({}, false) });
      expect(product.dispatchDays).toBe(DEFAULT_DISPATCH_DAYS);
      const chosen = await seller.ok('addProduct', { form: productForm({ dispatchDays: '5' }, false) });
      expect(chosen.product.dispatchDays).toBe(5);
      expect(
        (await client().ok('getProduct', { params: { id: chosen.product.id } })).product.dispatchDays,
      ).toBe(5);

      const update = new FormData();
      update.append('dispatchDays', '1');
      const updated = await seller.ok('updateMyProduct', { params: { id: product.id }, form: update });
      expect(updated.product.dispatchDays).toBe(1);
      const rename = new FormData();
      rename.append('name', 'Renamed Mug');
      const renamed = await seller.ok('updateMyProduct', { params: { id: product.id }, form: rename });
      expect(renamed.product.dispatchDays).toBe(1);
    });

    it('refuses a dispatch time that is not a whole number of days up to the limit with 400, changing nothing', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      for (const bad of ['-1', String(MAX_DISPATCH_DAYS + 1), 'two', '1.5']) {
        expect(
          await seller.call('addProduct', { form: productForm({ dispatchDays: bad }, false) }),
        ).toMatchObject({
          ok: false,
          status: 400,
        });
      }
      const { product } = await seller.ok('addProduct', { form: productForm({}, false) });
      const update = new FormData();
      update.append('dispatchDays', String(MAX_DISPATCH_DAYS + 1));
      expect(
        await seller.call('updateMyProduct', { params: { id: product.id }, form: update }),
      ).toMatchObject({
        ok: false,
        status: 400,
      });
      expect((await seller.ok('getMyProduct', { params: { id: product.id } })).product.dispatchDays).toBe(
        DEFAULT_DISPATCH_DAYS,
      );
    });
  });

  describe('given a seller listing a product with an image', () => {
    it('adds it (multipart with a PNG), lists it first, updates it and deletes it', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { product } = await seller.ok('addProduct', { form: productForm() });
      expect(product).toMatchObject({
        name: 'Handmade Ceramic Mug',
        price: 18.5,
        category: 'Home & Kitchen',
      });
      expect(product.images).toHaveLength(1);
      expect(product.images[0]?.image_url).not.toBe('');
      expect(product.bullet_points.map((b) => b.text)).toEqual([
        '350 ml',
        'Dishwasher safe',
        'Made in Stoke-on-Trent',
      ]);
      const mine = (await seller.ok('listMyProducts')).products;
      expect(mine[0]?.id).toBe(product.id);
      expect((await seller.ok('getMyProduct', { params: { id: product.id } })).product.id).toBe(product.id);
      expect((await client().ok('getProduct', { params: { id: product.id } })).product.name).toBe(
        'Handmade Ceramic Mug',
      );

      const update = new FormData();
      update.append('name', 'Handmade Ceramic Mug, Oat');
      update.append('price', '19.99');
      const updated = await seller.ok('updateMyProduct', { params: { id: product.id }, form: update });
      expect(updated.product).toMatchObject({
        id: product.id,
        name: 'Handmade Ceramic Mug, Oat',
        price: 19.99,
      });

      await seller.ok('deleteMyProduct', { params: { id: product.id } });
      expect(await client().call('getProduct', { params: { id: product.id } })).toMatchObject({
        ok: false,
        status: 404,
      });
    });

    it('refuses a file that is not an image with 400 and saves nothing', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const form = productForm({}, false);
      form.append('images', new Blob(['not really a picture'], { type: 'image/png' }), 'fake.png');
      expect(await seller.call('addProduct', { form })).toMatchObject({ ok: false, status: 400 });
      const names = (await seller.ok('listMyProducts')).products.map((p) => p.name);
      expect(names).not.toContain('Handmade Ceramic Mug');
    });

    it('refuses an image too large to decode (1 x 39,000,000 px) with 400 imageDimensions and saves nothing', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const form = productForm({}, false);
      const bomb = makePng(8, [0, 0, 0], { width: 1, height: 39_000_000 });
      form.append('images', new Blob([bomb], { type: 'image/png' }), 'tall.png');
      expect(await seller.call('addProduct', { form })).toEqual({
        ok: false,
        status: 400,
        error: LISTING_MESSAGES.imageDimensions,
      });
      const names = (await seller.ok('listMyProducts')).products.map((p) => p.name);
      expect(names).not.toContain('Handmade Ceramic Mug');
    });

    it('refuses a form without a name with 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('addProduct', { form: productForm({ name: '' }) })).toMatchObject({
        ok: false,
        status: 400,
      });
    });

    it("refuses another user's update and delete with 403 and keeps the product", async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('name', 'Not yours');
      expect(await shop.call('updateMyProduct', { params: { id: 25 }, form: update })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(await shop.call('deleteMyProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect(await shop.call('getMyProduct', { params: { id: 25 } })).toMatchObject({
        ok: false,
        status: 403,
      });
      expect((await client().ok('getProduct', { params: { id: 25 } })).product.name).toBe(
        'Bamboo Chopping Board Set',
      );
    });
  });

  describe('given stock that moves while the seller works on the listing (decision 042)', () => {
    /** SELLER_ACCOUNT buys `quantity` of product 7 (SHOP_ACCOUNT's, 30 in stock); answers the order id. */
    async function buyTrainSets(quantity: number) {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity } });
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
      return order?.id ?? 0;
    }
    /** The storefront's edit form of product 7 as loaded with `loaded`, saving `itemsInStock` and `name`. */
    const editForm = (loaded: number, itemsInStock: string, name: string) =>
      productForm({ name, itemsInStock, loadedItemsInStock: String(loaded), productId: '7' }, false);

    it('keeps a sale when an edit form loaded before it saves, and refuses a new stock typed on it with 409', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const loaded = (await shop.ok('getMyProduct', { params: { id: 7 } })).product;
      expect(loaded.itemsInStock).toBe(30);
      await buyTrainSets(2);

      const renamed = await shop.ok('updateMyProduct', {
        params: { id: 7 },
        form: editForm(30, '30', 'Wooden train set'),
      });
      expect(renamed.product).toMatchObject({ name: 'Wooden train set', itemsInStock: 28, inStock: true });

      expect(
        await shop.call('updateMyProduct', {
          params: { id: 7 },
          form: editForm(30, '40', 'Steam train set'),
        }),
      ).toEqual({ ok: false, status: 409, error: LISTING_MESSAGES.stockChangedWhileEditing });
      expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
        name: 'Wooden train set',
        itemsInStock: 28,
      });

      const reloaded = await shop.ok('updateMyProduct', {
        params: { id: 7 },
        form: editForm(28, '40', 'Steam train set'),
      });
      expect(reloaded.product).toMatchObject({ name: 'Steam train set', itemsInStock: 40 });
      // Without the loaded stock (an API client) the units sent are the stock (decision 021).
      const direct = new FormData();
      direct.append('itemsInStock', '12');
      expect(
        (await shop.ok('updateMyProduct', { params: { id: 7 }, form: direct })).product.itemsInStock,
      ).toBe(12);
      const bad = new FormData();
      bad.append('loadedItemsInStock', 'twelve');
      expect(await shop.call('updateMyProduct', { params: { id: 7 }, form: bad })).toEqual({
        ok: false,
        status: 400,
        error: notWholeError('loadedItemsInStock'),
      });
    });

    it("puts a cancelled order's units back but leaves the seller's 'in stock' switch off", async () => {
      const orderId = await buyTrainSets(2);
      const shop = await signIn(SHOP_ACCOUNT);
      const off = new FormData();
      off.append('inStock', 'false');
      await shop.ok('updateMyProduct', { params: { id: 7 }, form: off });
      await shop.ok('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } });
      expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
        itemsInStock: 30,
        inStock: false,
      });
    });

    it('switches a product sold out by an order back on when that order is cancelled', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const two = new FormData();
      two.append('itemsInStock', '2');
      await shop.ok('updateMyProduct', { params: { id: 7 }, form: two });
      const orderId = await buyTrainSets(2);
      expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
        itemsInStock: 0,
        inStock: false,
      });
      await shop.ok('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } });
      expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product).toMatchObject({
        itemsInStock: 2,
        inStock: true,
      });
    });

    it('stores a listing made or edited with 0 units as not in stock', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const { product } = await shop.ok('addProduct', { form: productForm({ itemsInStock: '0' }, false) });
      expect(product).toMatchObject({ itemsInStock: 0, inStock: false });
      const none = new FormData();
      none.append('itemsInStock', '0');
      expect((await shop.ok('updateMyProduct', { params: { id: 7 }, form: none })).product).toMatchObject({
        itemsInStock: 0,
        inStock: false,
      });
    });
  });

  describe('given a seller and their own listing (decision 045)', () => {
    it('refuses to add your own listing to your cart with 400 ownListingPurchase', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('addToCart', { body: { product_id: 25 } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.server.ownListingPurchase,
      });
      expect((await seller.ok('getCart')).cart.items).toEqual([]);
    });

    it('drops your own listing from your guest cart when you sign in', async () => {
      const visitor = client();
      await visitor.ok('addToCart', { body: { product_id: 25 } });
      await visitor.ok('addToCart', { body: { product_id: 1 } });
      await visitor.ok('login', { body: SELLER_ACCOUNT });
      expect((await visitor.ok('getCart')).cart.items.map((i) => i.product.id)).toEqual([1]);
    });

    it('refuses to review your own listing with 400 ownListingReview', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(
        await seller.call('addReview', { params: { id: 25 }, body: { text: 'Love it', rating: 5 } }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.server.ownListingReview });
      const { comments: reviews } = await client().ok('getReviews', { params: { id: 25 } });
      expect(reviews.map((c) => c.text)).not.toContain('Love it');
    });

    it('tells the ui who sells each product (seller_id)', async () => {
      const sellerId = await idOf(SELLER_ACCOUNT);
      expect((await client().ok('getProduct', { params: { id: 25 } })).product.seller_id).toBe(sellerId);
    });
  });

  describe('given a listing update from a form (decision 021)', () => {
    /** A full product form as a browser submits it: every field, ticked boxes 'on', unticked absent. */
    const htmlForm = (overrides: Record<string, string>, ticked: readonly string[]): FormData => {
      const form = new FormData();
      const fields: Record<string, string> = {
        name: 'Handmade Ceramic Mug',
        price: '18.50',
        category: 'Home & Kitchen',
        tags: 'mug',
        description: 'A stoneware mug thrown by hand.',
        detailedDescription: '',
        percentageOff: '0',
        itemsInStock: '5',
        ...overrides,
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      for (const flag of ticked) form.append(flag, 'on');
      return form;
    };

    it('keeps a blank number unchanged (never 0) and refuses a number that is not one with 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '7' }) });
      const blank = new FormData();
      blank.append('itemsInStock', '');
      blank.append('percentageOff', ' ');
      blank.append('price', '');
      const kept = await seller.ok('updateMyProduct', { params: { id: product.id }, form: blank });
      expect(kept.product).toMatchObject({
        itemsInStock: 7,
        percentageOff: 10,
        price: 18.5,
        inStock: true,
      });
      const full = await seller.ok('updateMyProduct', {
        params: { id: product.id },
        form: htmlForm({ itemsInStock: '' }, ['inStock', 'featured', 'popular', 'new']),
      });
      expect(full.product).toMatchObject({ itemsInStock: 7, inStock: true });
      for (const itemsInStock of ['two', '2.5']) {
        const bad = new FormData();
        bad.append('itemsInStock', itemsInStock);
        expect(await seller.call('updateMyProduct', { params: { id: product.id }, form: bad })).toEqual({
          ok: false,
          status: 400,
          error: notWholeError('itemsInStock'),
        });
      }
      expect(await seller.call('addProduct', { form: productForm({ itemsInStock: '' }) })).toEqual({
        ok: false,
        status: 400,
        error: notWholeError('itemsInStock'),
      });
    });

    it("reads a full form's checkboxes: 'on' is true, an absent flag false; a partial update keeps flags", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { product } = await seller.ok('addProduct', {
        form: productForm({ suspend: 'true', onSale: 'true' }),
      });
      expect(product).toMatchObject({ suspend: true, onSale: true });
      const partial = new FormData();
      partial.append('name', 'Oat Mug');
      const renamed = await seller.ok('updateMyProduct', { params: { id: product.id }, form: partial });
      expect(renamed.product).toMatchObject({
        name: 'Oat Mug',
        suspend: true,
        onSale: true,
        featured: true,
      });
      // Unticking 'suspend' in a browser form sends no suspend field at all: the seller unsuspends.
      const unsuspended = await seller.ok('updateMyProduct', {
        params: { id: product.id },
        form: htmlForm({}, ['onSale', 'inStock']),
      });
      expect(unsuspended.product).toMatchObject({
        suspend: false,
        onSale: true,
        inStock: true,
        featured: false,
        popular: false,
        new: false,
        specialOffer: false,
      });
      // The storefront's encoding: every flag as 'true' or 'false'.
      const storefront = await seller.ok('updateMyProduct', {
        params: { id: product.id },
        form: productForm({ suspend: 'true', featured: 'false' }, false),
      });
      expect(storefront.product).toMatchObject({
        suspend: true,
        featured: false,
        popular: true,
        onSale: false,
      });
    });
  });

  describe('given older clients (decision 045)', () => {
    it("treats a blank percentageOff on a new listing (the form's 'Select percentage Off') as no discount", async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      const { product } = await seller.ok('addProduct', {
        form: productForm({ percentageOff: '', onSale: 'true' }),
      });
      expect(product).toMatchObject({ percentageOff: 0, onSale: true, price: 18.5, salePrice: null });
      await seller.ok('deleteMyProduct', { params: { id: product.id } });
    });
  });
}
