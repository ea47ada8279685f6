/**
 * The commerce core at checkout (decisions 019 and 020) with the simulated provider:
 * one price from product to order, the re-check at payment (price change, suspended listing),
 * session expiry and the open-session limit, the sweep, one order per seller, and the delivery
 * address stored normalised on every order. The Stripe side is in webhook.test.ts.
 */
import {
  CHECKOUT_SESSION_LIFETIME_MS,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MESSAGES,
  chargedPricePence,
  isDiscounted,
  toPounds,
  type Cart,
  type PaymentDetails,
  type Product,
} from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orderEvents, orders, products } from '../src/platform/db/schema.ts';
import { NEVER_PAID_RETENTION_MS, sweepCheckoutSessions } from '../src/modules/checkout/sessions.ts';
import { card, inCart, product, shopper, stockOf, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';

/** A product form update carrying only `fields` (multipart, as the browser sends it). */
function updateListing(client: TestClient, id: number, fields: Record<string, string>) {
  const boundary = `----checkoutTest${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`,
  );
  return client.request('POST', `/api/customer-products/${id}/update/`, {
    body,
    raw: true,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe.each(primaryDatabase)('checkout commerce core on $name', (database) => {
  let t: TestApp;
  let seller: Shopper;
  beforeAll(async () => {
    t = await startTestApp({ database });
    seller = await shopper(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const ordersOf = (userId: number) =>
    t.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const sessionRow = async (id: string) => {
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    return row;
  };
  const open = async (buyer: Shopper) => {
    const res = await buyer.client.post('/api/payment/create-checkout-session/');
    expect(res.status).toBe(200);
    return { sessionId: String(res.body.sessionId), clientSecret: String(res.body.clientSecret) };
  };

  describe('given a discounted sample product', () => {
    it('costs chargedPricePence in the product, the cart line, the payment, the session and the order', async () => {
      const candidates = await t.db
        .select()
        .from(products)
        .where(sql`(${products.onSale} OR ${products.specialOffer}) AND ${products.percentageOff} > 0`)
        .orderBy(asc(products.id));
      const sample = candidates.find((p) => isDiscounted(p) && p.itemsInStock >= 2 && p.active && !p.suspend);
      if (sample === undefined) throw new Error('the sample catalogue has no discounted product in stock');
      const charged = chargedPricePence(sample);
      expect(charged).toBeLessThan(sample.pricePence);

      const shown = await t.client().get(`/api/products/${sample.id}/`);
      const shownProduct = shown.body.product as Product;
      expect(shownProduct.salePrice).toBe(toPounds(charged));
      expect(shownProduct.price).toBe(toPounds(sample.pricePence));

      const buyer = await shopper(t);
      const added = await buyer.client.post('/api/cart/add/', { product_id: sample.id, quantity: 2 });
      expect(added.status).toBe(200);
      const cart = added.body.cart as Cart;
      expect(cart.items[0]).toMatchObject({
        unit_price: toPounds(charged),
        line_total: toPounds(charged * 2),
      });
      expect(cart.total_price).toBe(toPounds(charged * 2));

      const calc = (await buyer.client.get('/api/payment/calculate/')).body.payment as PaymentDetails;
      expect(calc.items[0]).toMatchObject({
        price: toPounds(charged),
        original_price: toPounds(sample.pricePence),
        subtotal: toPounds(charged * 2),
      });
      expect(calc.items[0]?.image_url).toEqual(shownProduct.images[0]?.image_url ?? null);
      expect(calc.total_amount).toBe(toPounds(charged * 2));

      const { sessionId, clientSecret } = await open(buyer);
      const row = await sessionRow(sessionId);
      expect(row?.amountPence).toBe(charged * 2);
      expect(row?.items[0]).toMatchObject({ unitPricePence: charged, sellerId: sample.ownerId });

      expect((await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret))).status).toBe(
        200,
      );
      const [order] = await ordersOf(buyer.id);
      expect(order?.totalPence).toBe(charged * 2);
    });
  });

  describe('given the listing changes between opening and paying', () => {
    it('charges nothing when the seller edits the price: 409 checkoutChanged, no order, stock unchanged', async () => {
      const owner = await shopper(t);
      const buyer = await shopper(t);
      const id = await product(t, owner.id, { stock: 4, pricePence: 2000, name: 'Teapot' });
      await inCart(t, buyer.id, id, 1);
      const { sessionId, clientSecret } = await open(buyer);
      const edit = await updateListing(owner.client, id, { price: '21.00' });
      expect(edit.status).toBe(200);
      const res = await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
      expect(await ordersOf(buyer.id)).toHaveLength(0);
      expect(await stockOf(t, id)).toEqual({ itemsInStock: 4, inStock: true });
      expect((await sessionRow(sessionId))?.status).toBe('failed');
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.status).toBe(409);
      // Paying again opens a new session at the new price.
      const again = await open(buyer);
      expect((await sessionRow(again.sessionId))?.amountPence).toBe(2100);
    });

    it('charges nothing when the listing is suspended', async () => {
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 4, pricePence: 1500 });
      await inCart(t, buyer.id, id, 2);
      const { clientSecret } = await open(buyer);
      await t.db.update(products).set({ sellerSuspended: true }).where(eq(products.id, id));
      const res = await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(MESSAGES.server.checkoutChanged);
      expect(await ordersOf(buyer.id)).toHaveLength(0);
      expect((await stockOf(t, id)).itemsInStock).toBe(4);
    });
  });

  describe('given session expiry', () => {
    it(`opens sessions for ${CHECKOUT_SESSION_LIFETIME_MS / 60000} minutes and refuses a session past expires_at with 400 sessionExpired`, async () => {
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 4, pricePence: 1500 });
      await inCart(t, buyer.id, id, 1);
      const before = Date.now();
      const { sessionId, clientSecret } = await open(buyer);
      const row = await sessionRow(sessionId);
      const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
      expect(lifetime).toBeGreaterThanOrEqual(CHECKOUT_SESSION_LIFETIME_MS);
      expect(lifetime).toBeLessThan(CHECKOUT_SESSION_LIFETIME_MS + 5000);
      await t.db
        .update(checkoutSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(checkoutSessions.id, sessionId));
      const res = await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.sessionExpired });
      expect(await ordersOf(buyer.id)).toHaveLength(0);
      expect((await sessionRow(sessionId))?.status).toBe('expired');
      const status = await buyer.client.get(`/api/payment/session-status/?session_id=${sessionId}`);
      expect(status.body.status).toBe('expired');
    });

    it(`expires the oldest open session when a ${MAX_OPEN_CHECKOUT_SESSIONS + 1}th opens`, async () => {
      const buyer = await shopper(t);
      await inCart(t, buyer.id, await product(t, seller.id, { stock: 4, pricePence: 1500 }), 1);
      const opened = [];
      for (let i = 0; i <= MAX_OPEN_CHECKOUT_SESSIONS; i += 1) opened.push(await open(buyer));
      const rows = await t.db
        .select({ id: checkoutSessions.id, status: checkoutSessions.status })
        .from(checkoutSessions)
        .where(
          inArray(
            checkoutSessions.id,
            opened.map((o) => o.sessionId),
          ),
        );
      const statusOf = new Map(rows.map((r) => [r.id, r.status]));
      expect(opened.map((o) => statusOf.get(o.sessionId))).toEqual([
        'expired',
        ...Array.from({ length: MAX_OPEN_CHECKOUT_SESSIONS }, () => 'open'),
      ]);
      const oldest = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(opened[0]?.clientSecret ?? ''),
      );
      expect(oldest.status).toBe(400);
      expect(oldest.body.error).toBe(MESSAGES.server.sessionExpired);
    });

    it('sweeps: marks past sessions expired, deletes never-paid sessions after 7 days, keeps paid ones', async () => {
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 9, pricePence: 800 });
      await inCart(t, buyer.id, id, 1);
      const past = await open(buyer);
      const old = await open(buyer);
      const paid = await open(buyer);
      expect(
        (await buyer.client.post('/api/payment/simulated/confirm/', card(paid.clientSecret))).status,
      ).toBe(200);
      await t.db
        .update(checkoutSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(checkoutSessions.id, past.sessionId));
      const longAgo = new Date(Date.now() - NEVER_PAID_RETENTION_MS - 60_000);
      await t.db
        .update(checkoutSessions)
        .set({ createdAt: longAgo, expiresAt: new Date(longAgo.getTime() + CHECKOUT_SESSION_LIFETIME_MS) })
        .where(inArray(checkoutSessions.id, [old.sessionId, paid.sessionId]));
      const result = await sweepCheckoutSessions(t.db);
      expect(result.expired).toBeGreaterThanOrEqual(1);
      expect(result.deleted).toBeGreaterThanOrEqual(1);
      expect((await sessionRow(past.sessionId))?.status).toBe('expired');
      expect(await sessionRow(old.sessionId)).toBeUndefined();
      expect((await sessionRow(paid.sessionId))?.status).toBe('complete');
      expect(await sweepCheckoutSessions(t.db)).toEqual({ expired: 0, deleted: 0 });
    });
  });

  describe('given a cart from two sellers', () => {
    it('makes one order per seller from one payment, each with the normalised address and a paid event', async () => {
      const other = await shopper(t);
      const buyer = await shopper(t);
      const vase = await product(t, seller.id, { stock: 5, pricePence: 1200, name: 'Vase' });
      const rug = await product(t, other.id, { stock: 5, pricePence: 4500, name: 'Rug' });
      const bowl = await product(t, seller.id, { stock: 5, pricePence: 300, name: 'Bowl' });
      await inCart(t, buyer.id, vase, 1);
      await inCart(t, buyer.id, rug, 2);
      await inCart(t, buyer.id, bowl, 3);
      const { sessionId, clientSecret } = await open(buyer);
      const res = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(clientSecret, {
          shipping: {
            name: 'Bea Buyer',
            line1: '1 High St',
            line2: '',
            city: 'Leeds',
            postcode: ' ls1 4ap ',
          },
        }),
      );
      expect(res.status).toBe(200);
      const made = await ordersOf(buyer.id);
      expect(made.map((o) => [o.sellerId, o.totalPence, o.status, o.checkoutSessionId])).toEqual(
        [
          [seller.id, 1200 + 900, 'processing', sessionId],
          [other.id, 9000, 'processing', sessionId],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      const address = {
        name: 'Bea Buyer',
        line1: '1 High St',
        line2: '',
        city: 'Leeds',
        postcode: 'LS1 4AP',
      };
      for (const order of made) expect(order.shipping).toEqual(address);
      expect((await sessionRow(sessionId))?.shipping).toEqual(address);
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            made.map((o) => o.id),
          ),
        );
      expect(events).toHaveLength(2);
      for (const event of events)
        expect(event).toMatchObject({
          actorId: null,
          fromStatus: null,
          toStatus: 'processing',
          note: 'paid',
        });
      // A repeated confirmation returns the same orders.
      expect((await buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret))).status).toBe(
        200,
      );
      expect(await ordersOf(buyer.id)).toHaveLength(2);
      expect((await stockOf(t, rug)).itemsInStock).toBe(3);
    });

    it('refuses a delivery address with an invalid postcode (400 postcode) and changes nothing', async () => {
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 5, pricePence: 1200 });
      await inCart(t, buyer.id, id, 1);
      const { sessionId, clientSecret } = await open(buyer);
      const res = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(clientSecret, {
          shipping: { name: 'B', line1: '1 St', line2: '', city: 'X', postcode: 'NOPE 123' },
        }),
      );
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toContain(MESSAGES.server.postcode);
      expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', shipping: null });
      expect(
        await t.db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, buyer.id))),
      ).toHaveLength(0);
    });
  });
});
