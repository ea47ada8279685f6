/**
 * Payments with the simulated provider (no Stripe keys): calculate, checkout session, status,
 * card confirmation, fulfilment (spec sections 3, 4, 7; ARCHITECTURE "Payments").
 */
import { MESSAGES, type Order, type PaymentDetails } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, checkoutSessions, orders, products } from '../src/platform/db/schema.ts';
import { card, inCart, product, shopper, stockOf, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

describe.each(primaryDatabase)('simulated payments on $name', (database) => {
  let t: TestApp;
  let seller: Shopper;
  beforeAll(async () => {
    t = await startTestApp({ database });
    seller = await shopper(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const cartCount = async (userId: number) =>
    (await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).length;
  const orderCount = async (userId: number) =>
    (await t.db.select().from(orders).where(eq(orders.userId, userId))).length;

  describe('given an empty cart', () => {
    it('calculates nothing and refuses a checkout session with emptyCart (400)', async () => {
      const buyer = await shopper(t);
      const calc = await buyer.client.get('/api/payment/calculate/');
      expect(calc.body).toEqual({ success: true, payment: { total_amount: 0, item_count: 0, items: [] } });
      const res = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.emptyCart });
    });
  });

  describe('given a cart of two products', () => {
    let buyer: Shopper;
    let lamp: number;
    let mug: number;
    let clientSecret: string;
    let sessionId: string;

    beforeAll(async () => {
      buyer = await shopper(t);
      lamp = await product(t, seller.id, { stock: 5, pricePence: 1999, name: 'Desk Lamp' });
      mug = await product(t, seller.id, { stock: 3, pricePence: 350, name: 'Mug' });
      await inCart(t, buyer.id, lamp, 2);
      await inCart(t, buyer.id, mug, 1);
    });

    it('calculates the payment details from the server\u2019s prices, in pounds', async () => {
      const res = await buyer.client.get('/api/payment/calculate/');
      expect(res.status).toBe(200);
      const payment = res.body.payment as PaymentDetails;
      expect(payment.total_amount).toBe(43.48);
      expect(payment.item_count).toBe(3);
      expect(
        payment.items.map((i) => [i.product_id, i.name, i.price, i.original_price, i.quantity, i.subtotal]),
      ).toEqual([
        [lamp, 'Desk Lamp', 19.99, 19.99, 2, 39.98],
        [mug, 'Mug', 3.5, 3.5, 1, 3.5],
      ]);
      expect(payment.items.map((i) => i.image_url)).toEqual([null, null]);
    });

    it('creates a checkout session whose status is open with the buyer\u2019s e-mail', async () => {
      const res = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      clientSecret = String(res.body.clientSecret);
      sessionId = String(res.body.sessionId);
      expect(clientSecret.startsWith(`${sessionId}_secret_`)).toBe(true);
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.body).toEqual({ success: true, status: 'open', customer_email: buyer.email });
    });

    it('hides the session from another user (404 on status and on confirm)', async () => {
      const stranger = await shopper(t);
      expect((await stranger.client.get(`/api/payment/session-status/?session_id=${sessionId}`)).status).toBe(
        404,
      );
      expect((await stranger.client.post('/api/payment/simulated/confirm/', card(clientSecret))).status).toBe(
        404,
      );
    });

    it('refuses a card number failing Luhn, a past expiry and a bad CVC with clear 400s', async () => {
      const luhn = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(clientSecret, { cardNumber: '4242 4242 4242 4241' }),
      );
      expect(luhn.status).toBe(400);
      expect(String(luhn.body.error)).toContain('cardNumber');
      const past = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(clientSecret, { expiry: '01/20' }),
      );
      expect(past.status).toBe(400);
      expect(String(past.body.error)).toContain('expiry');
      const cvc = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(clientSecret, { cvc: '1' }),
      );
      expect(cvc.status).toBe(400);
      expect(String(cvc.body.error)).toContain('cvc');
      expect(await orderCount(buyer.id)).toBe(0);
    });

    it('pays with 4242 4242 4242 4242: one processing order, stock taken, cart cleared, status complete', async () => {
      const res = await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, sessionId });

      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.body).toEqual({ success: true, status: 'complete', customer_email: buyer.email });
      expect(await stockOf(t, lamp)).toEqual({ itemsInStock: 3, inStock: true });
      expect(await stockOf(t, mug)).toEqual({ itemsInStock: 2, inStock: true });
      expect(await cartCount(buyer.id)).toBe(0);

      const list = await buyer.client.get('/api/orders');
      const [order] = list.body.orders as Order[];
      expect(list.body.orders).toHaveLength(1);
      expect(order).toMatchObject({
        status: 'processing',
        item_count: 3,
        total_amount: 43.48,
        tracking_number: null,
      });
      expect(order?.items.map((i) => [i.product_name, i.quantity, i.product_price, i.total_price])).toEqual([
        ['Desk Lamp', 2, 19.99, 39.98],
        ['Mug', 1, 3.5, 3.5],
      ]);
    });

    it('answers a repeated confirmation with the same session and still one order', async () => {
      const again = await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret));
      expect(again.status).toBe(200);
      expect(again.body.sessionId).toBe(sessionId);
      expect(await orderCount(buyer.id)).toBe(1);
      expect((await stockOf(t, lamp)).itemsInStock).toBe(3);
    });
  });

  describe('given stock that runs out between checkout and payment', () => {
    it('refuses the payment with 409 checkoutChanged, creates no order, takes no stock and marks the session failed', async () => {
      const buyer = await shopper(t);
      const chair = await product(t, seller.id, { stock: 2, pricePence: 5000 });
      await inCart(t, buyer.id, chair, 2);
      const created = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(created.status).toBe(200);
      await t.db.update(products).set({ itemsInStock: 1 }).where(eq(products.id, chair));
      const res = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(created.body.clientSecret)),
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(MESSAGES.server.checkoutChanged);
      expect(await orderCount(buyer.id)).toBe(0);
      expect((await stockOf(t, chair)).itemsInStock).toBe(1);
      expect(await cartCount(buyer.id)).toBe(1);
      const [row] = await t.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, String(created.body.sessionId)));
      expect(row?.status).toBe('failed');
    });

    it('sets inStock false when the last item is sold', async () => {
      const buyer = await shopper(t);
      const last = await product(t, seller.id, { stock: 1, pricePence: 100 });
      await inCart(t, buyer.id, last, 1);
      const created = await buyer.client.post('/api/payment/create-checkout-session/');
      const res = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(created.body.clientSecret)),
      );
      expect(res.status).toBe(200);
      expect(await stockOf(t, last)).toEqual({ itemsInStock: 0, inStock: false });
    });
  });

  describe('given a cart that changes while the payment form is open (decision 043)', () => {
    const sessionRow = async (id: unknown) =>
      (
        await t.db
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, String(id)))
      )[0];

    it('charges what the payment form shows after a line left the cart: refuses the old session (409, nothing taken), pays the current cart next', async () => {
      const buyer = await shopper(t);
      const a = await product(t, seller.id, { stock: 5, pricePence: 1000 });
      const b = await product(t, seller.id, { stock: 5, pricePence: 500 });
      await inCart(t, buyer.id, a, 1);
      await inCart(t, buyer.id, b, 1);
      const session = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(session.status).toBe(200);
      const cart = await buyer.client.get('/api/cart/');
      const lineB = (cart.body.cart as { items: { id: number; product: { id: number } }[] }).items.find(
        (l) => l.product.id === b,
      );
      expect((await buyer.client.delete(`/api/cart/remove/${lineB?.id}/`)).status).toBe(200);
      const shown = await buyer.client.get('/api/payment/calculate/');
      expect((shown.body.payment as PaymentDetails).total_amount).toBe(10);

      const pay = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(session.body.clientSecret)),
      );
      expect(pay.status).toBe(409);
      expect(pay.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
      expect(await orderCount(buyer.id)).toBe(0);
      expect((await stockOf(t, a)).itemsInStock).toBe(5);
      expect((await stockOf(t, b)).itemsInStock).toBe(5);
      expect(await cartCount(buyer.id)).toBe(1);
      expect((await sessionRow(session.body.sessionId))?.status).toBe('failed');

      const fresh = await buyer.client.post('/api/payment/create-checkout-session/');
      const paid = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(fresh.body.clientSecret)),
      );
      expect(paid.status).toBe(200);
      const totals = ((await buyer.client.get('/api/orders')).body.orders as Order[]).map(
        (o) => o.total_amount,
      );
      expect(totals).toEqual([10]);
      expect((await stockOf(t, a)).itemsInStock).toBe(4);
      expect((await stockOf(t, b)).itemsInStock).toBe(5);
      expect(await cartCount(buyer.id)).toBe(0);
    });

    it('refuses (409, nothing taken, the cart kept) when a line was added after the session opened', async () => {
      const buyer = await shopper(t);
      const a = await product(t, seller.id, { stock: 5, pricePence: 1000 });
      const c = await product(t, seller.id, { stock: 5, pricePence: 700 });
      await inCart(t, buyer.id, a, 1);
      const session = await buyer.client.post('/api/payment/create-checkout-session/');
      await inCart(t, buyer.id, c, 1);
      const pay = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(session.body.clientSecret)),
      );
      expect(pay.status).toBe(409);
      expect(pay.body.error).toBe(MESSAGES.server.checkoutChanged);
      expect(await orderCount(buyer.id)).toBe(0);
      expect((await stockOf(t, a)).itemsInStock).toBe(5);
      expect(await cartCount(buyer.id)).toBe(2);
      expect((await sessionRow(session.body.sessionId))?.status).toBe('failed');
    });

    it('still answers a declined card with 402 and leaves the session open', async () => {
      const buyer = await shopper(t);
      const a = await product(t, seller.id, { stock: 5, pricePence: 1000 });
      await inCart(t, buyer.id, a, 1);
      const session = await buyer.client.post('/api/payment/create-checkout-session/');
      await t.db.delete(cartItems).where(eq(cartItems.userId, buyer.id));
      const declined = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(session.body.clientSecret), { cardNumber: '4000 0000 0000 0002' }),
      );
      expect(declined.status).toBe(402);
      expect((await sessionRow(session.body.sessionId))?.status).toBe('open');
    });
  });
});
