/**
 * Refunds at the same moment never give back more than was paid (decision 067): every refund
 * locks the order's row first, so concurrent refunds of one order are made one after the other
 * and each reads what the one before left. Ten partial refunds without a return at once, and a
 * return's refund with a refund without a return at once, on PGlite and, when DATABASE_URL is set,
 * on PostgreSQL where the transactions truly overlap. After each: per line and per order never
 * above what was paid, lines, order and order_refunds agree, and the ledger balances.
 */
import { RETURN_MESSAGES } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { orderRefunds } from '../src/platform/db/schema.ts';
import { orderRefundedPence } from '../src/modules/ledger/index.ts';
import { listing, person, type Person } from './commerce.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';
import {
  RETURN_ADDRESS,
  deliveredOrder,
  expectBalancedLedger,
  lineRefunds,
  madeRequest,
  orderRefunded,
  stepOk,
} from './returns-fixtures.ts';

describe.each(testDatabases)('refunds at the same moment on $name', (database) => {
  let t: TestApp;
  let buyer: Person;
  let seller: Person;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp({ database });
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    productId = await listing(t, seller.id, { pricePence: 1000, stock: 50 });
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Expects order `orderId`'s refunds to agree: its lines' sum is the order's refunded_pence, which is
   * the sum of its order_refunds rows and what the ledger owes back for it; no line above its price.
   */
  async function expectAgreement(orderId: number, paidPerLine: number[]): Promise<number> {
    const lines = await lineRefunds(t, orderId);
    lines.forEach((refunded, i) => expect(refunded).toBeLessThanOrEqual(paidPerLine[i] ?? 0));
    const total = lines.reduce((a, b) => a + b, 0);
    expect(await orderRefunded(t, orderId)).toBe(total);
    const [row] = await queryRows<{ sum: string | null }>(
      t.db,
      sql`SELECT sum(amount_pence)::text AS sum FROM ${orderRefunds} WHERE ${orderRefunds.orderId} = ${orderId}`,
    );
    expect(Number(row?.sum ?? 0)).toBe(total);
    expect(await orderRefundedPence(t.db, orderId)).toBe(total);
    await expectBalancedLedger(t);
    return total;
  }

  it('makes ten partial refunds of £3.00 at once on a £20.00 order six times, refusing the other four', async () => {
    const order = await deliveredOrder(t, {
      buyer,
      seller,
      deliveredAt: new Date(),
      lines: [
        { productId, quantity: 1, unitPricePence: 1200 },
        { productId, quantity: 2, unitPricePence: 400 },
      ],
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        seller.client.post(`/api/orders/${order.orderId}/refunds/`, { amount: 3, reason: `Refund ${i}` }),
      ),
    );
    const made = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(made).toHaveLength(6);
    // The seventh found 200p left; the rest found the same.
    for (const r of refused)
      expect({ status: r.status, error: r.body.error }).toEqual({
        status: 409,
        error: RETURN_MESSAGES.errors.refundTooLarge(200),
      });
    expect(await expectAgreement(order.orderId, [1200, 800])).toBe(1800);
    // Spread in line order: the first line is used up before the second is touched.
    expect(await lineRefunds(t, order.orderId)).toEqual([1200, 600]);
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId));
    expect(new Set(rows.map((r) => r.refundKey)).size).toBe(6);
  });

  it('makes a return’s refund and a refund without a return of the same line at once, never above what it cost', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: new Date(),
        lines: [{ productId, quantity: 2, unitPricePence: 1000 }],
      });
      const [lineId = 0] = order.lineIds;
      const request = await madeRequest(buyer.client, order.orderId, { order_item_id: lineId, quantity: 2 });
      await stepOk(seller.client, request.id, {
        action: 'accept',
        keep_item: false,
        return_address: RETURN_ADDRESS,
      });
      await stepOk(buyer.client, request.id, {
        action: 'ship',
        carrier: 'DPD',
        tracking_number: `T${round}`,
      });
      const [received, goodwill] = await Promise.all([
        seller.client.post(`/api/returns/${request.id}/steps/`, { action: 'receive' }),
        seller.client.post(`/api/orders/${order.orderId}/refunds/`, { amount: 15, reason: 'Sorry' }),
      ]);
      // Receiving always succeeds (it refunds what the line has left); the refund without a return
      // succeeds when it came first, and is refused when nothing was left.
      expect(received.status).toBe(200);
      expect([200, 409]).toContain(goodwill.status);
      if (goodwill.status === 409) expect(goodwill.body.error).toBe(RETURN_MESSAGES.errors.notRefundable);
      const refundedByReturn = (received.body.return_request as { refunded_amount: number }).refunded_amount;
      expect(refundedByReturn).toBe(goodwill.status === 200 ? 5 : 20);
      expect(await expectAgreement(order.orderId, [2000])).toBe(2000);
    }
  });
});
