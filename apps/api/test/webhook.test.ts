/**
 * The Stripe provider end to end against the local fake Stripe (test/fake-stripe): Embedded
 * Checkout sessions priced by the server, status checks, and signed webhooks (replayed, forged,
 * racing the status check). No request leaves localhost.
 */
import { MESSAGES, type Order } from '@shop/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  signWebhook,
  startFakeStripe,
  type FakeStripe,
} from './fake-stripe/server.ts';
import { inCart, product, shopper, stockOf, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

describe.each(testDatabases)('Stripe checkout and webhooks on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;
  let seller: Shopper;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({
      database,
      config: {
        stripe: {
          secretKey: FAKE_STRIPE_KEY,
          publishableKey: 'pk_test_fake',
          webhookSecret: FAKE_WEBHOOK_SECRET,
          apiBase: fake.url,
        },
      },
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
      expect(res.body).toEqual({ success: false, error: MESSAGES.payment.createSession });
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

  describe('given the simulated confirm call while Stripe is configured', () => {
    it('answers 404: Stripe sessions are paid on Stripe only', async () => {
      const { buyer, clientSecret } = await openSession();
      const res = await buyer.client.post('/api/payment/simulated/confirm/', {
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        name: 'Bea',
      });
      expect(res.status).toBe(404);
      expect(await ordersOf(buyer.id)).toHaveLength(0);
    });
  });
});
