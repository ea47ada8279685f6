/**
 * Fixtures of the ledger tests (decision 055): buying through the real checkout (cart, session,
 * simulated card), moving an order as its seller, and letting the refund worker make every due
 * refund, so the ledger is written by the services themselves.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { orders, outbox } from '../src/platform/db/schema.ts';
import { paymentProviderFor } from '../src/modules/checkout/routes.ts';
import { REFUND_KIND, startRefundWorker } from '../src/modules/orders/refunds.ts';
import type { Person } from './commerce.ts';
import { card, inCart, type Shopper } from './fake-stripe/shop.ts';
import type { TestApp } from './helpers.ts';

/** Buys `lines` as `buyer` through the simulated checkout; returns the new orders (one per seller). */
export async function buy(
  t: TestApp,
  buyer: Shopper,
  lines: readonly { productId: number; quantity: number }[],
): Promise<{ id: number; sellerId: number; totalPence: number }[]> {
  for (const line of lines) await inCart(t, buyer.id, line.productId, line.quantity);
  const opened = await buyer.client.post('/api/payment/create-checkout-session/');
  expect(opened.status).toBe(200);
  const sessionId = String(opened.body.sessionId);
  const paid = await buyer.client.post(
    '/api/payment/simulated/confirm/',
    card(String(opened.body.clientSecret)),
  );
  expect(paid.status).toBe(200);
  const made = await t.db
    .select({ id: orders.id, sellerId: orders.sellerId, totalPence: orders.totalPence })
    .from(orders)
    .where(eq(orders.checkoutSessionId, sessionId))
    .orderBy(asc(orders.id));
  return made.map((o) => ({ id: o.id, sellerId: o.sellerId ?? 0, totalPence: o.totalPence }));
}

/** Moves order `orderId` to `status` as `seller`; returns the HTTP status. */
export async function move(
  seller: Person,
  orderId: number,
  status: 'shipped' | 'cancelled',
): Promise<number> {
  const body =
    status === 'shipped' ? { status, carrier: 'Royal Mail', tracking_number: 'RM123456789GB' } : { status };
  return (await seller.client.post(`/api/orders/${orderId}/status/`, body)).status;
}

/** Refund rows of the outbox not yet made. */
async function dueRefunds(t: TestApp): Promise<number> {
  const rows = await t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, REFUND_KIND), isNull(outbox.sentAt), isNull(outbox.deadAt)));
  return rows.length;
}

/** Runs a refund worker (the simulated provider) until no refund is due, then stops it. */
export async function makeDueRefunds(t: TestApp): Promise<void> {
  if ((await dueRefunds(t)) === 0) return;
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const worker = startRefundWorker({
    db: t.db,
    provider: paymentProviderFor(t.db, t.config),
    log,
    pollMs: 10,
  });
  try {
    await vi.waitFor(async () => expect(await dueRefunds(t)).toBe(0), { timeout: 10_000, interval: 10 });
  } finally {
    await worker.stop();
  }
}

/** The orders `ids` as rows (status and total), in id order. */
export function ordersById(t: TestApp, ids: number[]) {
  return t.db
    .select({ id: orders.id, status: orders.status, totalPence: orders.totalPence })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));
}
