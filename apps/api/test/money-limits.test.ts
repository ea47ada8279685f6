/**
 * Money at the edges (decision 046): amounts that sum (order totals, checkout amounts, refunds)
 * are 64-bit pence in the database (migration 014), and a cart beyond MAX_CART_TOTAL_PENCE (the
 * most Stripe charges in one payment) is refused with a clear 400 at checkout instead of a 500.
 * Runs on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
import { MESSAGES, type Order } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orderItems, orders } from '../src/platform/db/schema.ts';
import { inCart, product, shopper, stockOf } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

/** £1,000,000 in pence: the dearest price the listing form accepts. */
const MILLION_POUNDS_PENCE = 100_000_000;
/** 22 x £1,000,000 in pence: beyond a 32-bit integer (2,147,483,647). */
const TWENTY_TWO_MILLION_PENCE = 22 * MILLION_POUNDS_PENCE;

describe.each(testDatabases)('money beyond 32 bits and the cart total limit on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 cartTotalTooHigh, not 500, at checkout for 22 x £1,000,000 in a cart, and opens no session', async () => {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    const id = await product(t, seller.id, { stock: 30, pricePence: MILLION_POUNDS_PENCE });
    // Put there directly: adding through the API is refused beyond the limit already.
    await inCart(t, buyer.id, id, 22);
    const res = await buyer.client.post('/api/payment/create-checkout-session/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: MESSAGES.server.cartTotalTooHigh });
    expect(
      await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, buyer.id)),
    ).toHaveLength(0);
    expect((await stockOf(t, id)).itemsInStock).toBe(30);
  });

  it('keeps order totals, checkout amounts and refunds above £21,474,836.47 exactly (64-bit pence)', async () => {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    const id = await product(t, seller.id, { stock: 30, pricePence: MILLION_POUNDS_PENCE });
    const sessionId = `cs_test_bigint_${buyer.id}`;
    await t.db.insert(checkoutSessions).values({
      id: sessionId,
      userId: buyer.id,
      status: 'complete',
      provider: 'simulated',
      amountPence: TWENTY_TWO_MILLION_PENCE,
      refundedPence: TWENTY_TWO_MILLION_PENCE,
      items: [],
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: buyer.id,
        sellerId: seller.id,
        status: 'processing',
        totalPence: TWENTY_TWO_MILLION_PENCE,
        refundedPence: TWENTY_TWO_MILLION_PENCE,
        checkoutSessionId: sessionId,
      })
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values({
      orderId: order?.id ?? 0,
      productId: id,
      productName: 'A very dear thing',
      quantity: 22,
      unitPricePence: MILLION_POUNDS_PENCE,
    });
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session).toMatchObject({
      amountPence: TWENTY_TWO_MILLION_PENCE,
      refundedPence: TWENTY_TWO_MILLION_PENCE,
    });
    const listed = (await buyer.client.get('/api/orders')).body.orders as Order[];
    expect(listed.map((o) => o.total_amount)).toEqual([22_000_000]);
    expect(listed[0]?.items[0]?.total_price).toBe(22_000_000);
  });
});
