/**
 * Fixtures of the returns tests (decision 067): a delivered, paid order inserted as rows with its
 * payment in the ledger (so refunds can be recorded), a small photo, a return request made over
 * HTTP, and reads of what a refund writes (lines, order_refunds, the outbox, the ledger).
 */
import { addDeadlineDays, type ReturnRequest } from '@shop/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { orderItems, orderRefunds, orders, outbox, returnRequests } from '../src/platform/db/schema.ts';
import { recordOrderPaid, unbalancedJournals, allBalances } from '../src/modules/ledger/index.ts';
import { paidOrder, type Person } from './commerce.ts';
import type { TestApp, TestClient } from './helpers.ts';

/** A small PNG photo (a plain colour), as a buyer's phone might send one. */
export function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/**
 * Inserts a paid order of `buyer` from `seller` with `lines` (unit prices in pence), recorded
 * in the ledger at payment, in `status` (default 'delivered', marked delivered at `deliveredAt`).
 * Returns the order id and its line ids in order.
 */
export async function deliveredOrder(
  t: TestApp,
  options: {
    buyer: Person;
    seller: Person;
    lines: { productId: number; quantity: number; unitPricePence: number }[];
    deliveredAt: Date;
    status?: string;
  },
): Promise<{ orderId: number; lineIds: number[]; totalPence: number }> {
  const status = options.status ?? 'delivered';
  const { orderId, sessionId } = await paidOrder(t, {
    buyerId: options.buyer.id,
    sellerId: options.seller.id,
    lines: options.lines,
    status,
  });
  const totalPence = options.lines.reduce((sum, l) => sum + l.quantity * l.unitPricePence, 0);
  await t.db.transaction(async (tx) => {
    if (status === 'delivered')
      await tx
        .update(orders)
        .set({
          deliveredAt: options.deliveredAt,
          releaseAt: addDeadlineDays(options.deliveredAt, t.config.marketplace.releaseAfterDeliveryDays),
        })
        .where(eq(orders.id, orderId));
    await recordOrderPaid(
      tx,
      { orderId, sellerId: options.seller.id, grossPence: totalPence, checkoutSessionId: sessionId },
      t.config.marketplace.feeRule,
    );
  });
  const lines = await t.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { orderId, lineIds: lines.map((l) => l.id), totalPence };
}

/** The fields of a return request form. */
export interface RequestFields {
  order_item_id: number;
  quantity: number;
  reason?: string;
  note?: string;
}

/** POSTs a return request of order `orderId` as `client` with `photos` (field `photos`). */
export function askReturn(client: TestClient, orderId: number, fields: RequestFields, photos: Buffer[] = []) {
  return client.postForm(
    `/api/orders/${orderId}/returns/`,
    {
      order_item_id: String(fields.order_item_id),
      quantity: String(fields.quantity),
      reason: fields.reason ?? 'damaged',
      note: fields.note ?? '',
    },
    photos.map((data, i) => ({ field: 'photos', filename: `photo-${i}.png`, type: 'image/png', data })),
  );
}

/** Makes a return request that must succeed; returns it. */
export async function madeRequest(
  client: TestClient,
  orderId: number,
  fields: RequestFields,
  photos: Buffer[] = [],
): Promise<ReturnRequest> {
  const res = await askReturn(client, orderId, fields, photos);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.return_request as ReturnRequest;
}

/** Takes a step that must succeed; returns the request. */
export async function stepOk(client: TestClient, requestId: number, body: unknown): Promise<ReturnRequest> {
  const res = await client.post(`/api/returns/${requestId}/steps/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.return_request as ReturnRequest;
}

/** A UK address to send a return back to. */
export const RETURN_ADDRESS = {
  name: 'Sam Seller',
  line1: '1 Workshop Lane',
  line2: '',
  city: 'Leeds',
  postcode: 'ls11ur',
};

/** What was refunded on each line of order `orderId`, pence, in line order. */
export async function lineRefunds(t: TestApp, orderId: number): Promise<number[]> {
  const rows = await t.db
    .select({ refunded: orderItems.refundedPence })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((r) => r.refunded);
}

/** The order's refunded_pence. */
export async function orderRefunded(t: TestApp, orderId: number): Promise<number> {
  const [row] = await t.db
    .select({ refunded: orders.refundedPence })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.refunded ?? 0;
}

/** The `order_refunds` rows of order `orderId`, oldest first. */
export function refundRows(t: TestApp, orderId: number) {
  return t.db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}

/** The outbox rows of `kind` whose dedupe key starts with `prefix`, oldest first. */
export function outboxRows(t: TestApp, kind: string, prefix: string) {
  return t.db
    .select({ key: outbox.dedupeKey, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), like(outbox.dedupeKey, `${prefix}%`)))
    .orderBy(asc(outbox.id));
}

/** Expects the ledger to balance: no unbalanced journal, and every balance summing to zero. */
export async function expectBalancedLedger(t: TestApp): Promise<void> {
  expect(await unbalancedJournals(t.db)).toEqual([]);
  const sum = [...(await allBalances(t.db)).values()].reduce((a, b) => a + b, 0);
  expect(sum).toBe(0);
}

/** The stored row of return request `id`. */
export async function requestRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row;
}
