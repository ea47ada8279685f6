/**
 * No overselling under load (ARCHITECTURE "Payments": stock decrement `WHERE stock >= qty` in the
 * fulfilment transaction): 50 buyers pay at once for a product with 1 left; one cart opened in 10
 * checkout sessions is paid once (the buyer's row is locked, decision 046). Runs on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL 15 where the transactions truly overlap.
 */
import { MESSAGES, type Cart } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orderItems, orders } from '../src/platform/db/schema.ts';
import { card, inCart, product, shopper, stockOf, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

const BUYERS = 50;

describe.each(testDatabases)('concurrent checkouts on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  describe(`given ${BUYERS} buyers with the last item of a product in their carts`, () => {
    let productId: number;
    let buyers: { buyer: Shopper; clientSecret: string }[];

    beforeAll(async () => {
      const seller = await shopper(t);
      productId = await product(t, seller.id, { stock: 1, pricePence: 9900, name: 'Last Lamp' });
      buyers = await Promise.all(
        Array.from({ length: BUYERS }, async () => {
          const buyer = await shopper(t);
          await inCart(t, buyer.id, productId, 1);
          const res = await buyer.client.post('/api/payment/create-checkout-session/');
          expect(res.status).toBe(200);
          return { buyer, clientSecret: String(res.body.clientSecret) };
        }),
      );
    }, 120_000);

    it('sells it exactly once: one order, stock 0, every other buyer told the checkout changed (409)', async () => {
      const results = await Promise.all(
        buyers.map(({ buyer, clientSecret }) =>
          buyer.client.post('/api/payment/simulated/confirm/', card(clientSecret)),
        ),
      );
      const paid = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(paid).toHaveLength(1);
      expect(refused).toHaveLength(BUYERS - 1);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
      }
      expect(await stockOf(t, productId)).toEqual({ itemsInStock: 0, inStock: false });
      const sold = await t.db.select().from(orderItems).where(eq(orderItems.productId, productId));
      expect(sold).toHaveLength(1);
    }, 120_000);
  });

  describe('given one cart opened in 10 checkout sessions, all confirmed at once (decision 046)', () => {
    it('charges one cart once: one paid order, one unit taken, the other nine refused with 409 checkoutChanged', async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 10, pricePence: 2500, name: 'One Cart Lamp' });
      await inCart(t, buyer.id, id, 1);
      const secrets: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const res = await buyer.client.post('/api/payment/create-checkout-session/');
        expect(res.status).toBe(200);
        secrets.push(String(res.body.clientSecret));
      }
      // Opening more than MAX_OPEN_CHECKOUT_SESSIONS expired the older ones (decision 020); the
      // race is about the cart, so every session is made payable again.
      await t.db
        .update(checkoutSessions)
        .set({ status: 'open' })
        .where(eq(checkoutSessions.userId, buyer.id));
      const results = await Promise.all(
        secrets.map((secret) => buyer.client.post('/api/payment/simulated/confirm/', card(secret))),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(9);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ success: false, error: MESSAGES.server.checkoutChanged });
      }
      expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
      expect((await stockOf(t, id)).itemsInStock).toBe(9);
      expect(((await buyer.client.get('/api/cart/')).body.cart as Cart).items).toEqual([]);
    }, 60_000);
  });

  describe('given one buyer confirming the same session many times at once', () => {
    it('makes one order and takes the stock once', async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const id = await product(t, seller.id, { stock: 10, pricePence: 500 });
      await inCart(t, buyer.id, id, 2);
      const created = await buyer.client.post('/api/payment/create-checkout-session/');
      const secret = String(created.body.clientSecret);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => buyer.client.post('/api/payment/simulated/confirm/', card(secret))),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const orders = await buyer.client.get('/api/orders');
      expect(orders.body.orders).toHaveLength(1);
      expect((await stockOf(t, id)).itemsInStock).toBe(8);
    }, 60_000);
  });
});
