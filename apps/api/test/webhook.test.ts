/**
 * The Stripe provider end to end against the local fake Stripe (test/fake-stripe): Embedded
 * Checkout sessions priced by the server, status checks, and signed webhooks (replayed, forged,
 * racing the status check). No request leaves localhost.
 */
import {
  COMMERCE_MESSAGES,
  CHECKOUT_SESSION_LIFETIME_MS,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MESSAGES,
  type Order,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orders, products } from '../src/platform/db/schema.ts';
import { paymentProviderFor } from '../src/modules/checkout/routes.ts';
import { startRefundWorker } from '../src/modules/orders/refunds.ts';
import {
  FAKE_STRIPE_KEY,
  fakeStripeConfig,
  signWebhook,
  startFakeStripe,
  type FakeStripe,
} from './fake-stripe/server.ts';
import { SHIPPING, inCart, product, shopper, stockOf, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';
import { memoryLog } from './mail-server.ts';

describe.each(primaryDatabase)('Stripe checkout and webhooks on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;
  let seller: Shopper;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({
      database,
      config: { stripe: fakeStripeConfig(fake) },
    });
    seller = await shopper(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (payload: string, signature: string | undefined) =>
    t.client().request('POST', '/api/payment/webhook/', {
      body: payload,
      raw: true,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });
  const ordersOf = async (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
  const sessionRow = async (id: string) => {
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    return row;
  };
  /** Runs a refund worker until Stripe has refunded PaymentIntent `intent`; returns its refunds. */
  const refundedBy = async (intent: string | null | undefined) => {
    const worker = startRefundWorker({
      db: t.db,
      provider: paymentProviderFor(t.db, t.config),
      log: memoryLog(),
      pollMs: 20,
    });
    try {
      const deadline = Date.now() + 10_000;
      while (!fake.refunds.some((r) => r.payment_intent === intent) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await worker.stop();
    }
    return fake.refunds.filter((r) => r.payment_intent === intent);
  };

  /** A buyer with `quantity` of a fresh product (stock 10, £12.50) and an open Stripe session. */
  async function openSession(quantity = 2) {
    const buyer = await shopper(t);
    const productId = await product(t, seller.id, { stock: 10, pricePence: 1250, name: 'Walnut Tray' });
    await inCart(t, buyer.id, productId, quantity);
    const res = await buyer.client.post('/api/payment/create-checkout-session/', undefined, {
      headers: { host: 'shop.localhost:4210' },
    });
    expect(res.status).toBe(200);
    return {
      buyer,
      productId,
      sessionId: String(res.body.sessionId),
      clientSecret: String(res.body.clientSecret),
    };
  }

  describe('given a buyer opening a checkout session', () => {
    it('creates an Embedded Checkout session in GBP with the server\u2019s prices and our return address', async () => {
      const { buyer, sessionId, clientSecret } = await openSession(2);
      const session = fake.sessions.get(sessionId);
      expect(session?.client_secret).toBe(clientSecret);
      expect(session).toMatchObject({
        ui_mode: 'embedded_page',
        mode: 'payment',
        currency: 'gbp',
        customer_email: buyer.email,
        return_url: 'http://shop.localhost:4210/return?session_id={CHECKOUT_SESSION_ID}',
        amount_total: 2500,
      });
      expect(session?.metadata.user_id).toBe(String(buyer.id));
      expect(session?.line_items).toEqual([
        { quantity: 2, unit_amount: 1250, currency: 'gbp', name: 'Walnut Tray' },
      ]);
      const call = fake.requests.find(
        (r) => r.method === 'POST' && r.body.client_reference_id === session?.client_reference_id,
      );
      expect(call?.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
      expect(call?.idempotencyKey).toMatch(/^checkout-session-/);
    });

    it('reports open while Stripe says open, and makes no order', async () => {
      const { buyer, sessionId } = await openSession();
      const res = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(res.body).toEqual({ success: true, status: 'open', customer_email: buyer.email });
      expect(await ordersOf(buyer.id)).toHaveLength(0);
    });

    it('answers 502 with the spec\u2019s text when Stripe fails', async () => {
      const buyer = await shopper(t);
      await inCart(t, buyer.id, await product(t, seller.id, { stock: 1, pricePence: 100 }), 1);
      fake.failNext(2);
      const res = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ success: false, error: COMMERCE_MESSAGES.payment.createSession });
    });
  });

  describe('given Stripe completes the payment', () => {
    it('fulfils once from a signed webhook, and a replay of it makes no second order', async () => {
      const { buyer, productId, sessionId } = await openSession(2);
      fake.complete(sessionId);
      const payload = fake.completedEvent(sessionId);
      const first = await webhook(payload, signWebhook(payload));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, received: true });
      const replay = await webhook(payload, signWebhook(payload));
      expect(replay.status).toBe(200);
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      expect((await stockOf(t, productId)).itemsInStock).toBe(8);
      const list = await buyer.client.get('/api/orders');
      expect((list.body.orders as Order[])[0]).toMatchObject({
        status: 'processing',
        total_amount: 25,
        item_count: 2,
      });
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.body.status).toBe('complete');
    });

    it('refuses a webhook with a bad signature (400) and fulfils nothing', async () => {
      const { buyer, sessionId } = await openSession();
      fake.complete(sessionId);
      const payload = fake.completedEvent(sessionId);
      const forged = await webhook(payload, signWebhook(payload, 'whsec_someone_else'));
      expect(forged.status).toBe(400);
      expect(forged.body.success).toBe(false);
      const unsigned = await webhook(payload, undefined);
      expect(unsigned.status).toBe(400);
      const tampered = await webhook(payload.replace('"paid"', '"paid" '), signWebhook(payload));
      expect(tampered.status).toBe(400);
      expect(await ordersOf(buyer.id)).toHaveLength(0);
    });

    it('fulfils from the status check alone when no webhook arrives', async () => {
      const { buyer, sessionId } = await openSession(1);
      fake.complete(sessionId, 'paid-by@example.com');
      const res = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(res.body).toEqual({ success: true, status: 'complete', customer_email: 'paid-by@example.com' });
      expect(await ordersOf(buyer.id)).toHaveLength(1);
    });

    it('makes exactly one order when the status check and the webhook run at once, repeatedly', async () => {
      const { buyer, productId, sessionId } = await openSession(3);
      fake.complete(sessionId);
      const payload = fake.completedEvent(sessionId);
      const results = await Promise.all([
        buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`),
        webhook(payload, signWebhook(payload)),
        buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`),
        webhook(payload, signWebhook(payload)),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      expect((await stockOf(t, productId)).itemsInStock).toBe(7);
    });

    it('fulfils what Stripe\u2019s form showed even when the cart changed meanwhile; lines added since stay in the cart (decision 043)', async () => {
      const { buyer, productId, sessionId } = await openSession(2);
      const extra = await product(t, seller.id, { stock: 4, pricePence: 300 });
      await inCart(t, buyer.id, extra, 1);
      fake.complete(sessionId);
      const payload = fake.completedEvent(sessionId);
      expect((await webhook(payload, signWebhook(payload))).status).toBe(200);
      const list = (await buyer.client.get('/api/orders')).body.orders as Order[];
      expect(list.map((o) => o.total_amount)).toEqual([25]);
      expect((await stockOf(t, productId)).itemsInStock).toBe(8);
      expect((await stockOf(t, extra)).itemsInStock).toBe(4);
      const cart = await buyer.client.get('/api/cart/');
      const lines = (cart.body.cart as { items: { product: { id: number }; quantity: number }[] }).items;
      expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([[extra, 1]]);
    });

    it('acknowledges events it does not handle without doing anything', async () => {
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      const res = await webhook(payload, signWebhook(payload));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, received: true });
    });
  });

  describe('given the commerce rules on Stripe', () => {
    it('sends expires_at (30 minutes ahead, in seconds) and collects a UK shipping address', async () => {
      const before = Date.now();
      const { sessionId } = await openSession(1);
      const session = fake.sessions.get(sessionId);
      const lifetime = CHECKOUT_SESSION_LIFETIME_MS / 1000;
      expect(session?.expires_at).toBeGreaterThanOrEqual(Math.floor(before / 1000) + lifetime);
      expect(session?.expires_at).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + lifetime);
      expect(session?.shipping_address_collection).toEqual({ allowed_countries: ['GB'] });
      const row = await sessionRow(sessionId);
      expect(Math.ceil((row?.expiresAt.getTime() ?? 0) / 1000)).toBe(session?.expires_at);
    });

    it('stores the collected shipping address (postcode normalised) and the PaymentIntent', async () => {
      const { buyer, sessionId } = await openSession(1);
      const paid = fake.complete(sessionId);
      const payload = fake.completedEvent(sessionId);
      expect((await webhook(payload, signWebhook(payload))).status).toBe(200);
      const [order] = await ordersOf(buyer.id);
      const expected = {
        name: 'Bea Buyer',
        line1: '1 Stripe Street',
        line2: 'Flat 2',
        city: 'London',
        postcode: 'SW1A 1AA',
      };
      expect(order?.shipping).toEqual(expected);
      expect(order?.sellerId).toBe(seller.id);
      const row = await sessionRow(sessionId);
      expect(row?.shipping).toEqual(expected);
      expect(row?.paymentReference).toBe(paid.payment_intent);
    });

    it('refunds in full through Stripe when the price changed before the webhook: no order, stock kept', async () => {
      const { buyer, productId, sessionId } = await openSession(2);
      await t.db.update(products).set({ pricePence: 1300 }).where(eq(products.id, productId));
      const paid = fake.complete(sessionId);
      const payload = fake.completedEvent(sessionId);
      const first = await webhook(payload, signWebhook(payload));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, received: true });
      const replay = await webhook(payload, signWebhook(payload));
      expect(replay.status).toBe(200);
      expect(await ordersOf(buyer.id)).toHaveLength(0);
      expect((await stockOf(t, productId)).itemsInStock).toBe(10);
      // The refund was requested with the failure (decision 041); the refund worker makes it.
      const refunds = await refundedBy(paid.payment_intent);
      expect(refunds).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded' })]);
      expect(await sessionRow(sessionId)).toMatchObject({
        status: 'failed',
        refundedPence: 2500,
        paymentReference: paid.payment_intent,
      });
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.status).toBe(409);
      expect(status.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
      expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    });

    it('refunds when the status check finds the listing suspended, and answers 409 checkoutChanged', async () => {
      const { buyer, productId, sessionId } = await openSession(1);
      await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, productId));
      const paid = fake.complete(sessionId);
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.status).toBe(409);
      expect(status.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
      expect(await ordersOf(buyer.id)).toHaveLength(0);
      expect(await refundedBy(paid.payment_intent)).toEqual([expect.objectContaining({ amount: 1250 })]);
    });

    it(`expires the oldest session at Stripe when a buyer opens a ${MAX_OPEN_CHECKOUT_SESSIONS + 1}th`, async () => {
      const buyer = await shopper(t);
      await inCart(t, buyer.id, await product(t, seller.id, { stock: 5, pricePence: 700 }), 1);
      const ids: string[] = [];
      for (let i = 0; i <= MAX_OPEN_CHECKOUT_SESSIONS; i += 1) {
        const res = await buyer.client.post('/api/payment/create-checkout-session/');
        expect(res.status).toBe(200);
        ids.push(String(res.body.sessionId));
      }
      const [oldest, ...rest] = ids;
      expect(fake.sessions.get(oldest ?? '')?.status).toBe('expired');
      expect((await sessionRow(oldest ?? ''))?.status).toBe('expired');
      for (const id of rest) {
        expect(fake.sessions.get(id)?.status).toBe('open');
        expect((await sessionRow(id))?.status).toBe('open');
      }
      expect(fake.requests.some((r) => r.path === `/v1/checkout/sessions/${oldest}/expire`)).toBe(true);
    });
  });

  describe('given two checkout sessions of one cart both paid at Stripe (decision 046)', () => {
    it('makes one order and takes the stock once; the other payment is refunded in full through the outbox', async () => {
      const { buyer, productId, sessionId: first } = await openSession(2);
      const again = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(again.status).toBe(200);
      const second = String(again.body.sessionId);
      const paid = [fake.complete(first), fake.complete(second)];
      const payloads = [fake.completedEvent(first), fake.completedEvent(second)];
      const results = await Promise.all(payloads.map((payload) => webhook(payload, signWebhook(payload))));
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const made = await ordersOf(buyer.id);
      expect(made).toHaveLength(1);
      expect((await stockOf(t, productId)).itemsInStock).toBe(8);
      const refusedId = made[0]?.checkoutSessionId === first ? second : first;
      const refusedIntent = paid[refusedId === first ? 0 : 1]?.payment_intent;
      expect(await sessionRow(refusedId)).toMatchObject({ status: 'failed', refundedPence: 2500 });
      expect(await refundedBy(refusedIntent)).toEqual([
        expect.objectContaining({ amount: 2500, status: 'succeeded' }),
      ]);
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${refusedId}`);
      expect(status.status).toBe(409);
      expect(status.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
    });
  });

  describe('given the simulated confirm call while Stripe is configured', () => {
    it('answers 404: Stripe sessions are paid on Stripe only', async () => {
      const { buyer, clientSecret } = await openSession();
      const res = await buyer.client.post('/api/payment/simulated/confirm/', {
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        name: 'Bea',
        shipping: SHIPPING,
      });
      expect(res.status).toBe(404);
      expect(await ordersOf(buyer.id)).toHaveLength(0);
    });
  });
});
