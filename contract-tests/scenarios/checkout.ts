/**
 * Contract scenarios: Checkout with the simulated card: paying and declines, one price (decision 019), stock and
 * changes between opening a session and paying (409 checkoutChanged), one cart one payment
 * (decision 046) and the session limits.
 */
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SESSIONS_PER_LIFETIME,
  MAX_CART_TOTAL_PENCE,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MESSAGES,
  outOfStockInCartMessage,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { DECLINED_CARD, SHIPPING, PAY, type Harness } from './harness.ts';

/** Registers the checkout scenarios on the harness of one target (see ../scenarios.ts). */
export function checkoutScenarios({ client, signIn }: Harness): void {
  describe('given a checkout with the simulated card', () => {
    async function cartOfTwoTrainSets() {
      const seller = await signIn(SELLER_ACCOUNT);
      await seller.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
      return seller;
    }

    it('calculates, pays with 4242, lists the order and empties the cart', async () => {
      const seller = await cartOfTwoTrainSets();
      const { payment } = await seller.ok('calculatePayment');
      expect(payment).toMatchObject({ total_amount: 89, item_count: 2 });
      expect(payment.items[0]).toMatchObject({
        product_id: 7,
        quantity: 2,
        price: 44.5,
        original_price: 44.5,
        subtotal: 89,
      });
      const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
      expect((await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe('open');
      await seller.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      expect(await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
        success: true,
        status: 'complete',
        customer_email: SELLER_ACCOUNT.email,
      });
      const orders = (await seller.ok('getOrders')).orders;
      const order = orders.find((o) => o.items.some((i) => i.product_id === 7 && i.quantity === 2));
      expect(order).toMatchObject({ item_count: 2, total_amount: 89 });
      expect((await seller.ok('getOrder', { params: { id: order?.id ?? 0 } })).order.id).toBe(order?.id);
      expect((await seller.ok('getCart')).cart).toEqual({ items: [], item_count: 0, total_price: 0 });
      expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(28);
    });

    it('declines 4000 0000 0000 0002 with 402 and changes nothing', async () => {
      const seller = await cartOfTwoTrainSets();
      const before = (await seller.ok('getOrders')).orders.length;
      const { clientSecret, sessionId } = await seller.ok('createCheckoutSession');
      expect(
        await seller.call('confirmSimulatedPayment', {
          body: { clientSecret, ...DECLINED_CARD, shipping: SHIPPING },
        }),
      ).toEqual({
        ok: false,
        status: 402,
        error: MESSAGES.server.cardDeclined,
      });
      expect((await seller.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe('open');
      expect((await seller.ok('getOrders')).orders).toHaveLength(before);
      expect((await seller.ok('getCart')).cart.item_count).toBe(2);
      expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(30);
    });

    it('refuses a checkout of an empty cart with 400 and an unknown session with 404', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      expect(await shop.call('createCheckoutSession')).toMatchObject({ ok: false, status: 400 });
      expect(await shop.call('getSessionStatus', { query: { session_id: 'cs_test_unknown' } })).toMatchObject(
        {
          ok: false,
          status: 404,
        },
      );
    });
  });

  describe('given one price (decision 019)', () => {
    it('charges the same discounted price in the product, the cart line, the payment and the order', async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      // 199.99 at 50% off is 9999.5p, charged 100.00; 79.95 at 50% off is 3997.5p, charged 39.98.
      const watch = (await client().ok('getProduct', { params: { id: 5 } })).product;
      const casserole = (await client().ok('getProduct', { params: { id: 3 } })).product;
      expect(watch).toMatchObject({ price: 199.99, salePrice: 100 });
      expect(casserole).toMatchObject({ price: 79.95, salePrice: 39.98 });
      expect((await client().ok('getProduct', { params: { id: 1 } })).product.salePrice).toBeNull();

      await buyer.ok('addToCart', { body: { product_id: 5, quantity: 1 } });
      const { cart } = await buyer.ok('addToCart', { body: { product_id: 3, quantity: 3 } });
      expect(cart.items.find((i) => i.product.id === 5)).toMatchObject({
        unit_price: 100,
        line_total: 100,
      });
      expect(cart.items.find((i) => i.product.id === 3)).toMatchObject({
        unit_price: 39.98,
        line_total: 119.94,
      });
      expect(cart.total_price).toBe(219.94);

      const { payment } = await buyer.ok('calculatePayment');
      expect(payment.total_amount).toBe(219.94);
      expect(payment.items.find((i) => i.product_id === 5)).toMatchObject({
        price: 100,
        original_price: 199.99,
        subtotal: 100,
      });
      expect(payment.items.find((i) => i.product_id === 3)).toMatchObject({
        price: 39.98,
        original_price: 79.95,
        subtotal: 119.94,
      });

      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
      expect(order).toMatchObject({ total_amount: 219.94, item_count: 4, status: 'processing' });
      expect(order?.items.find((i) => i.product_id === 3)).toMatchObject({
        product_price: 39.98,
        total_price: 119.94,
      });
    });
  });

  describe('mocks and server agree on stock at checkout', () => {
    it('refuses to open a checkout session for more than the stock with a 400 that names the product', async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('itemsInStock', '1');
      const { product } = await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
      expect(await buyer.call('createCheckoutSession')).toEqual({
        ok: false,
        status: 400,
        error: outOfStockInCartMessage(product.name),
      });
    });

    it("refuses to charge with 409 checkoutChanged when the seller switched 'in stock' off meanwhile", async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
      const { clientSecret } = await buyer.ok('createCheckoutSession');
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('inStock', 'false');
      const changed = await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
      expect(changed.product).toMatchObject({ inStock: false, itemsInStock: 30 });
      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
    });

    it("refuses to raise a cart line's quantity when the seller switched 'in stock' off", async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      const { cart } = await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      const lineId = cart.items[0]?.id ?? 0;
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('inStock', 'false');
      await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
      expect(
        await buyer.call('updateCartItem', { params: { itemId: lineId }, body: { quantity: 2 } }),
      ).toEqual({ ok: false, status: 400, error: MESSAGES.server.outOfStock });
    });
  });

  describe('given a cart that changes between opening checkout and paying', () => {
    async function openSessionForTrainSets() {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
      const before = (await buyer.ok('getOrders')).orders.length;
      const session = await buyer.ok('createCheckoutSession');
      return { buyer, before, ...session };
    }

    it('refuses to charge a changed price with 409 checkoutChanged, makes no order, and pays the new price next time', async () => {
      const { buyer, before, clientSecret, sessionId } = await openSessionForTrainSets();
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('price', '40.00');
      await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });

      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
      expect(await buyer.call('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
      expect((await buyer.ok('getCart')).cart).toMatchObject({ item_count: 2, total_price: 80 });
      expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(30);

      const again = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: again.clientSecret, ...PAY } });
      const orders = (await buyer.ok('getOrders')).orders;
      expect(orders).toHaveLength(before + 1);
      expect(orders.find((o) => o.checkout_session_id === again.sessionId)?.total_amount).toBe(80);
    });

    it('refuses with 409 checkoutChanged when the stock no longer covers the cart', async () => {
      const { buyer, before, clientSecret } = await openSessionForTrainSets();
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('itemsInStock', '1');
      await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
      expect((await shop.ok('getMyProduct', { params: { id: 7 } })).product.itemsInStock).toBe(1);
    });

    it('refuses with 409 checkoutChanged when staff hid the product meanwhile', async () => {
      const { buyer, before, clientSecret } = await openSessionForTrainSets();
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminModerateListing', { params: { id: 7 }, body: { adminApproved: false } });
      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
    });

    // Decision 043: the card form shows the cart's total, so the snapshot is charged only for that cart.
    it('refuses with 409 checkoutChanged when a line left the cart while the form was open, takes nothing, and the next session charges what the form shows', async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
      const { cart } = await buyer.ok('addToCart', { body: { product_id: 3, quantity: 1 } });
      const before = (await buyer.ok('getOrders')).orders.length;
      const stock = (await client().ok('getProduct', { params: { id: 3 } })).product.itemsInStock;
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      const casserole = cart.items.find((i) => i.product.id === 3);
      const left = (await buyer.ok('removeCartItem', { params: { itemId: casserole?.id ?? 0 } })).cart;
      // What the form shows now: the train sets only.
      const shown = (await buyer.ok('calculatePayment')).payment.total_amount;
      expect(shown).toBe(left.total_price);
      expect(shown).toBeLessThan(cart.total_price);

      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
      expect(await buyer.call('getSessionStatus', { query: { session_id: sessionId } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
      expect((await client().ok('getProduct', { params: { id: 3 } })).product.itemsInStock).toBe(stock);

      const again = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: again.clientSecret, ...PAY } });
      const orders = (await buyer.ok('getOrders')).orders;
      expect(orders).toHaveLength(before + 1);
      expect(orders.find((o) => o.checkout_session_id === again.sessionId)).toMatchObject({
        total_amount: shown,
        item_count: 2,
      });
      expect((await client().ok('getProduct', { params: { id: 3 } })).product.itemsInStock).toBe(stock);
      expect((await buyer.ok('getCart')).cart.items).toEqual([]);
    });

    it('refuses with 409 checkoutChanged when a line was added or a quantity changed while the form was open', async () => {
      const { buyer, before, clientSecret } = await openSessionForTrainSets();
      await buyer.ok('addToCart', { body: { product_id: 3, quantity: 1 } });
      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 409,
        error: MESSAGES.server.checkoutChanged,
      });

      const { cart } = await buyer.ok('getCart');
      const casserole = cart.items.find((i) => i.product.id === 3);
      await buyer.ok('removeCartItem', { params: { itemId: casserole?.id ?? 0 } });
      const second = await buyer.ok('createCheckoutSession');
      const trains = cart.items.find((i) => i.product.id === 7);
      await buyer.ok('updateCartItem', { params: { itemId: trains?.id ?? 0 }, body: { quantity: 3 } });
      expect(
        await buyer.call('confirmSimulatedPayment', {
          body: { clientSecret: second.clientSecret, ...PAY },
        }),
      ).toEqual({ ok: false, status: 409, error: MESSAGES.server.checkoutChanged });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
    });

    it(`expires the oldest open session when a user opens more than ${MAX_OPEN_CHECKOUT_SESSIONS}: paying it answers 400 sessionExpired`, async () => {
      const { buyer, before, clientSecret, sessionId } = await openSessionForTrainSets();
      for (let i = 0; i < MAX_OPEN_CHECKOUT_SESSIONS; i += 1) await buyer.ok('createCheckoutSession');
      expect((await buyer.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
        'expired',
      );
      expect(await buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.server.sessionExpired,
      });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before);
    });
  });

  describe('given one cart in several checkout sessions (decision 046: one cart, one payment)', () => {
    async function sessionsOfOneTrainSet(count: number) {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      const before = (await buyer.ok('getOrders')).orders.length;
      const sessions = [];
      for (let i = 0; i < count; i += 1) sessions.push(await buyer.ok('createCheckoutSession'));
      return { buyer, before, sessions };
    }

    it(`charges one cart once when its ${MAX_OPEN_CHECKOUT_SESSIONS} open sessions are confirmed at once: the others answer 409 checkoutChanged`, async () => {
      const { buyer, before, sessions } = await sessionsOfOneTrainSet(MAX_OPEN_CHECKOUT_SESSIONS);
      const results = await Promise.all(
        sessions.map(({ clientSecret }) =>
          buyer.call('confirmSimulatedPayment', { body: { clientSecret, ...PAY } }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual(
        Array.from({ length: MAX_OPEN_CHECKOUT_SESSIONS - 1 }, () => ({
          ok: false,
          status: 409,
          error: MESSAGES.server.checkoutChanged,
        })),
      );
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 1);
      expect((await client().ok('getProduct', { params: { id: 7 } })).product.itemsInStock).toBe(29);
    });

    it('refuses a session opened before another of the same cart was paid, even when the cart is filled again', async () => {
      const { buyer, before, sessions } = await sessionsOfOneTrainSet(2);
      const [first, second] = sessions;
      await buyer.ok('confirmSimulatedPayment', {
        body: { clientSecret: first?.clientSecret ?? '', ...PAY },
      });
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      expect(
        await buyer.call('confirmSimulatedPayment', {
          body: { clientSecret: second?.clientSecret ?? '', ...PAY },
        }),
      ).toEqual({ ok: false, status: 409, error: MESSAGES.server.checkoutChanged });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 1);
      expect((await buyer.ok('getCart')).cart.item_count).toBe(1);
      const again = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: again.clientSecret, ...PAY } });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 2);
    });
  });

  describe('given a cart beyond the most one payment can charge (decision 046)', () => {
    /** SHOP_ACCOUNT prices product 7 (its train set, not discounted) at `pounds`. */
    async function priceTrainSet(pounds: string) {
      const shop = await signIn(SHOP_ACCOUNT);
      const update = new FormData();
      update.append('price', pounds);
      await shop.ok('updateMyProduct', { params: { id: 7 }, form: update });
    }

    it(`refuses adding or raising a quantity beyond £${MAX_CART_TOTAL_PENCE / 100} with 400 cartTotalTooHigh, and keeps the cart`, async () => {
      await priceTrainSet('999999');
      const buyer = await signIn(SELLER_ACCOUNT);
      const { cart } = await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      expect(cart.total_price).toBe(999_999);
      const tooMuch = { ok: false, status: 400, error: MESSAGES.server.cartTotalTooHigh };
      expect(await buyer.call('addToCart', { body: { product_id: 7, quantity: 1 } })).toEqual(tooMuch);
      expect(
        await buyer.call('updateCartItem', {
          params: { itemId: cart.items[0]?.id ?? 0 },
          body: { quantity: 2 },
        }),
      ).toEqual(tooMuch);
      expect((await buyer.ok('getCart')).cart).toMatchObject({ item_count: 1, total_price: 999_999 });
    });

    it('refuses to open a checkout session with 400 cartTotalTooHigh when a price rose beyond it', async () => {
      await priceTrainSet('600000');
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      await buyer.ok('addToCart', { body: { product_id: 1, quantity: 1 } });
      await priceTrainSet('1000000');
      expect(await buyer.call('createCheckoutSession')).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.server.cartTotalTooHigh,
      });
    });
  });

  describe('given older clients (decision 046)', () => {
    it('sends every image of a payment line as images [{ id, url, order }], the first also as image_url', async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      const { product } = await client().ok('getProduct', { params: { id: 7 } });
      const line = (await buyer.ok('calculatePayment')).payment.items[0];
      expect(line?.images).toEqual(
        product.images.map((image, order) => ({ id: image.id, url: image.image_url, order })),
      );
      expect(line?.images.length).toBeGreaterThan(0);
      expect(line?.image_url).toBe(line?.images[0]?.url);
    });

    it('sends total_price on every cart line: the line total in pounds, as line_total', async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 1, quantity: 3 } });
      const { cart } = await buyer.ok('addToCart', { body: { product_id: 7, quantity: 2 } });
      expect(cart.items.map((i) => [i.product.id, i.total_price, i.line_total])).toEqual([
        [1, 449.97, 449.97],
        [7, 89, 89],
      ]);
      expect((await buyer.ok('getCart')).cart.items.map((i) => i.total_price)).toEqual([449.97, 89]);
    });
  });

  describe('given a shopper who keeps opening checkouts', () => {
    it(`refuses a checkout session beyond ${CHECKOUT_SESSIONS_PER_LIFETIME} unpaid ones within their lifetime with 429 tooManyCheckoutSessions; the newest can still be paid`, async () => {
      const buyer = await signIn(SELLER_ACCOUNT);
      await buyer.ok('addToCart', { body: { product_id: 7, quantity: 1 } });
      const before = (await buyer.ok('getOrders')).orders.length;
      let newest = await buyer.ok('createCheckoutSession');
      for (let i = 1; i < CHECKOUT_SESSIONS_PER_LIFETIME; i += 1)
        newest = await buyer.ok('createCheckoutSession');
      expect(await buyer.call('createCheckoutSession')).toEqual({
        ok: false,
        status: 429,
        error: MESSAGES.server.tooManyCheckoutSessions,
      });
      // The limit stops new provider sessions only: the newest open one is still paid.
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret: newest.clientSecret, ...PAY } });
      expect((await buyer.ok('getOrders')).orders).toHaveLength(before + 1);
    });
  });
}
