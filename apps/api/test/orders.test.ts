/**
 * Orders (spec sections 2 'my-orders', 3 'Order', 7 GET /orders and /orders/{id}): the user's own
 * orders, newest first, pounds at the boundary; someone else's order answers 404.
 */
import { MESSAGES, type Order } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, inCart, product, shopper, type Shopper } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

describe.each(primaryDatabase)('orders on $name', (database) => {
  let t: TestApp;
  let buyer: Shopper;
  let first: number;
  let second: number;

  async function buy(productId: number, quantity: number): Promise<void> {
    await inCart(t, buyer.id, productId, quantity);
    const created = await buyer.client.post('/api/payment/create-checkout-session/');
    const paid = await buyer.client.post(
      '/api/payment/simulated/confirm/',
      card(String(created.body.clientSecret)),
    );
    expect(paid.status).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp({ database, seed: false });
    const seller = await shopper(t);
    buyer = await shopper(t);
    first = await product(t, seller.id, { stock: 5, pricePence: 1005, name: 'Tea Towel' });
    second = await product(t, seller.id, { stock: 5, pricePence: 333, name: 'Coaster' });
    await buy(first, 1);
    await buy(second, 3);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('given a buyer with two orders', () => {
    it('lists them newest first with their items, prices in pounds', async () => {
      const res = await buyer.client.get('/api/orders');
      expect(res.status).toBe(200);
      const list = res.body.orders as Order[];
      expect(list.map((o) => o.items[0]?.product_id)).toEqual([second, first]);
      expect(list[0]).toMatchObject({ status: 'processing', item_count: 3, total_amount: 9.99 });
      expect(list[0]?.items[0]).toMatchObject({
        product_name: 'Coaster',
        quantity: 3,
        product_price: 3.33,
        total_price: 9.99,
      });
      expect(Number.isNaN(Date.parse(list[0]?.created_at ?? ''))).toBe(false);
    });

    it('shows one of them by id', async () => {
      const list = (await buyer.client.get('/api/orders')).body.orders as Order[];
      const id = list[1]?.id ?? 0;
      const res = await buyer.client.get(`/api/orders/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.order).toEqual(list[1]);
    });
  });

  describe('given another user', () => {
    it('answers 403 for the buyer\u2019s order and lists none of them', async () => {
      const list = (await buyer.client.get('/api/orders')).body.orders as Order[];
      const stranger = await shopper(t);
      const res = await stranger.client.get(`/api/orders/${list[0]?.id ?? 0}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.forbidden });
      expect((await stranger.client.get('/api/orders')).body).toEqual({ success: true, orders: [] });
    });

    it('answers 404 for an unknown order and 401 for a visitor', async () => {
      expect((await buyer.client.get('/api/orders/999999')).status).toBe(404);
      expect((await t.client().get('/api/orders')).status).toBe(401);
    });
  });
});
