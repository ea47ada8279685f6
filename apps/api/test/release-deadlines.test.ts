/**
 * The release of sellers' earnings and the ship-by deadline (decision 060), through the real
 * checkout, routes and jobs, with a settable clock (no sleeping):
 * - Confirm receipt releases the order's net from pending to available (order_released journal,
 *   the seller's e-mail) and its refusals change nothing;
 * - 'release-earnings' releases a delivered order RELEASE_AFTER_DELIVERY_DAYS after delivery, once;
 * - 'ship-by-deadlines' reminds both sides a day before and cancels an unshipped order at its
 *   ship-by date through the staff's cancellation (refund, journal, restock), once;
 * - two runs of each job at once do each order's work once (FOR UPDATE SKIP LOCKED).
 */
import { MESSAGES, RECEIPT_REFUSALS, type Order } from '@shop/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, createSettableClock, type SettableClock } from '../src/platform/clock.ts';
import { DEFAULT_MARKETPLACE } from '../src/platform/config/index.ts';
import { orderEvents, orders, outbox } from '../src/platform/db/schema.ts';
import { journals, sellerBalances } from '../src/modules/ledger/index.ts';
import {
  cancelOverdueOrders,
  enforceShipByDeadlines,
  releaseDueEarnings,
} from '../src/modules/orders/index.ts';
import { REFUND_KIND } from '../src/modules/orders/refunds.ts';
import { SHIP_BY_NOTE } from '../src/modules/orders/deadlines.ts';
import { scheduledJobs } from '../src/jobs.ts';
import { paymentProviderFor } from '../src/modules/checkout/routes.ts';
import { person, type Person } from './commerce.ts';
import { product, shopper, stockOf, type Shopper } from './fake-stripe/shop.ts';
import { primaryDatabase, startTestApp, testDatabases, type TestApp } from './helpers.ts';
import { buy } from './ledger-fixtures.ts';
import { memoryLog } from './mail-server.ts';

const PRICE = 2500;
/** 10 % of £25.00: the seller's net. */
const NET = 2250;

/** A seller with one product and a buyer who bought one unit of it: the order's id. */
async function sale(t: TestApp, seller: Person, buyer: Shopper, stock = 10) {
  const productId = await product(t, seller.id, { stock, pricePence: PRICE });
  const [made] = await buy(t, buyer, [{ productId, quantity: 1 }]);
  if (made === undefined) throw new Error('no order made');
  return { orderId: made.id, productId };
}

async function ship(seller: Person, orderId: number) {
  const answer = await seller.client.post(`/api/orders/${orderId}/status/`, {
    status: 'shipped',
    carrier: 'Royal Mail',
    tracking_number: 'RM123456789GB',
  });
  expect(answer.status).toBe(200);
}

async function deliver(seller: Person, orderId: number) {
  const answer = await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'delivered' });
  expect(answer.status).toBe(200);
}

async function rowOf(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (row === undefined) throw new Error(`no order ${orderId}`);
  return row;
}

async function outboxKeys(t: TestApp, orderId: number): Promise<string[]> {
  const rows = await t.db
    .select({ key: outbox.dedupeKey })
    .from(outbox)
    .where(like(outbox.dedupeKey, `%:${orderId}%`));
  return rows.map((r) => r.key).sort();
}

async function payloadOf(t: TestApp, key: string): Promise<Record<string, unknown>> {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.dedupeKey, key));
  if (row === undefined) throw new Error(`no outbox row ${key}`);
  return row.payload as Record<string, unknown>;
}

describe.each(primaryDatabase)('the release of earnings and the ship-by deadline on $name', (database) => {
  let t: TestApp;
  let clock: SettableClock;
  beforeAll(async () => {
    clock = createSettableClock();
    t = await startTestApp({ database, clock, config: { marketplace: DEFAULT_MARKETPLACE } });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('given a buyer who received a delivered order', () => {
    it("moves the order's net from the seller's pending to available, tells the seller, and shows it released", async () => {
      const seller = await person(t);
      const buyer = await shopper(t);
      const { orderId } = await sale(t, seller, buyer);
      await ship(seller, orderId);
      await deliver(seller, orderId);
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingPence: NET, availablePence: 0 });

      const answer = await buyer.client.post(`/api/orders/${orderId}/confirm-receipt/`);
      expect(answer.status).toBe(200);
      const order = answer.body.order as Order;
      expect(order.status).toBe('delivered');
      expect(order.released_at).toBe(clock.now().toISOString());
      expect(order.receipt_confirmed_at).toBe(clock.now().toISOString());
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingPence: 0, availablePence: NET });
      const released = (await journals(t.db, { orderId })).filter((j) => j.kind === 'order_released');
      expect(released).toHaveLength(1);
      expect(released[0]?.idempotencyKey).toBe(`order-released:${orderId}`);
      expect(released[0]?.entries).toEqual([
        { account: `seller:${seller.id}:pending`, amountPence: -NET, orderId },
        { account: `seller:${seller.id}:available`, amountPence: NET, orderId },
      ]);
      expect(await payloadOf(t, `order-released:${orderId}`)).toMatchObject({
        to: seller.email,
        orderId,
        netPence: NET,
        grossPence: PRICE,
        byBuyer: true,
      });
    });
  });

  describe('given a buyer who confirms a shipped order', () => {
    it('marks it delivered, by the buyer in the audit log, and releases it', async () => {
      const seller = await person(t);
      const buyer = await shopper(t);
      const { orderId } = await sale(t, seller, buyer);
      await ship(seller, orderId);
      const answer = await buyer.client.post(`/api/orders/${orderId}/confirm-receipt/`);
      expect(answer.status).toBe(200);
      expect((answer.body.order as Order).status).toBe('delivered');
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(events.at(-1)).toMatchObject({
        actorId: buyer.id,
        fromStatus: 'shipped',
        toStatus: 'delivered',
        note: 'receipt confirmed by the buyer',
      });
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingPence: 0, availablePence: NET });
    });
  });

  describe('given Confirm receipt refused', () => {
    it('answers 409 for an order not shipped, cancelled or already released, 403 for another buyer, 404 for none, and changes nothing', async () => {
      const seller = await person(t);
      const buyer = await shopper(t);
      const other = await shopper(t);
      const unshipped = (await sale(t, seller, buyer)).orderId;
      const cancelled = (await sale(t, seller, buyer)).orderId;
      expect(
        (await seller.client.post(`/api/orders/${cancelled}/status/`, { status: 'cancelled' })).status,
      ).toBe(200);
      const done = (await sale(t, seller, buyer)).orderId;
      await ship(seller, done);
      expect((await buyer.client.post(`/api/orders/${done}/confirm-receipt/`)).status).toBe(200);
      const before = await sellerBalances(t.db, seller.id);

      const refused = async (client: Shopper['client'], orderId: number, status: number, message: string) => {
        const answer = await client.post(`/api/orders/${orderId}/confirm-receipt/`);
        expect(answer.status).toBe(status);
        expect(answer.body).toEqual({ success: false, error: message });
      };
      await refused(buyer.client, unshipped, 409, RECEIPT_REFUSALS.notShipped);
      await refused(buyer.client, cancelled, 409, RECEIPT_REFUSALS.cancelled);
      await refused(buyer.client, done, 409, RECEIPT_REFUSALS.alreadyReleased);
      await refused(other.client, done, 403, MESSAGES.server.forbidden);
      await refused(other.client, 999_999, 404, MESSAGES.server.notFound);
      // The seller is not the buyer either.
      expect((await seller.client.post(`/api/orders/${unshipped}/confirm-receipt/`)).status).toBe(403);

      expect(await sellerBalances(t.db, seller.id)).toEqual(before);
      expect((await rowOf(t, unshipped)).releasedAt).toBeNull();
      expect((await journals(t.db, { orderId: done })).map((j) => j.kind)).toEqual([
        'order_paid',
        'order_released',
      ]);
    });
  });

  describe('given a delivered order the buyer never confirms', () => {
    it('releases it RELEASE_AFTER_DELIVERY_DAYS after delivery, once, and tells the seller', async () => {
      const seller = await person(t);
      const buyer = await shopper(t);
      const { orderId } = await sale(t, seller, buyer);
      await ship(seller, orderId);
      const deliveredAt = clock.now();
      await deliver(seller, orderId);
      const releaseAt = new Date(deliveredAt.getTime() + 14 * DAY_MS);
      const seen = await buyer.client.get(`/api/orders/${orderId}`);
      expect((seen.body.order as Order).release_at).toBe(releaseAt.toISOString());

      expect((await releaseDueEarnings(t.db, new Date(releaseAt.getTime() - 1))).done).toBe(0);
      expect((await rowOf(t, orderId)).releasedAt).toBeNull();
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingPence: NET, availablePence: 0 });

      clock.set(releaseAt);
      const first = await releaseDueEarnings(t.db, clock.now());
      expect(first.done).toBeGreaterThanOrEqual(1);
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingPence: 0, availablePence: NET });
      const row = await rowOf(t, orderId);
      expect(row.releasedAt?.toISOString()).toBe(releaseAt.toISOString());
      expect(row.receiptConfirmedAt).toBeNull();
      expect(await payloadOf(t, `order-released:${orderId}`)).toMatchObject({
        byBuyer: false,
        netPence: NET,
      });

      expect((await releaseDueEarnings(t.db, clock.now())).done).toBe(0);
      expect((await journals(t.db, { orderId })).filter((j) => j.kind === 'order_released')).toHaveLength(1);
      const late = await buyer.client.post(`/api/orders/${orderId}/confirm-receipt/`);
      expect(late.status).toBe(409);
    });
  });

  describe('given an order its seller does not ship', () => {
    it('reminds both sides a day before the ship-by date, once, then cancels and refunds it as staff would', async () => {
      clock.set(new Date());
      const seller = await person(t);
      const buyer = await shopper(t);
      const { orderId, productId } = await sale(t, seller, buyer, 3);
      const shipBy = (await rowOf(t, orderId)).shipBy;
      if (shipBy === null) throw new Error('no ship-by date');
      const paidAt = (await rowOf(t, orderId)).createdAt;
      expect(Math.abs(shipBy.getTime() - paidAt.getTime() - 7 * DAY_MS)).toBeLessThan(1);
      const seen = await buyer.client.get(`/api/orders/${orderId}`);
      expect((seen.body.order as Order).ship_by).toBe(shipBy.toISOString());
      expect(await stockOf(t, productId)).toMatchObject({ itemsInStock: 2 });

      // Two days before: nothing to do.
      await enforceShipByDeadlines(t.db, new Date(shipBy.getTime() - 2 * DAY_MS), DEFAULT_MARKETPLACE);
      expect(await outboxKeys(t, orderId)).not.toContain(`ship-by-reminder:${orderId}:seller`);

      // A day before: both are reminded, once.
      clock.set(new Date(shipBy.getTime() - DAY_MS + 60_000));
      await enforceShipByDeadlines(t.db, clock.now(), DEFAULT_MARKETPLACE);
      await enforceShipByDeadlines(t.db, clock.now(), DEFAULT_MARKETPLACE);
      const reminders = await t.db
        .select()
        .from(outbox)
        .where(
          inArray(outbox.dedupeKey, [
            `ship-by-reminder:${orderId}:seller`,
            `ship-by-reminder:${orderId}:buyer`,
          ]),
        );
      expect(reminders.map((r) => (r.payload as { to: string }).to).sort()).toEqual(
        [seller.email, buyer.email].sort(),
      );
      expect((await rowOf(t, orderId)).status).toBe('processing');

      // At the ship-by date: cancelled, refunded, restocked, by the system.
      clock.set(shipBy);
      const run = await enforceShipByDeadlines(t.db, clock.now(), DEFAULT_MARKETPLACE);
      expect(run.cancelled).toBeGreaterThanOrEqual(1);
      const row = await rowOf(t, orderId);
      expect(row.status).toBe('cancelled');
      expect(row.refundedPence).toBe(PRICE);
      expect(await stockOf(t, productId)).toMatchObject({ itemsInStock: 3 });
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingPence: 0, availablePence: 0 });
      expect((await journals(t.db, { orderId })).map((j) => j.kind)).toEqual([
        'order_paid',
        'order_cancelled',
      ]);
      const [refund] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, REFUND_KIND), eq(outbox.dedupeKey, `refund-order-${orderId}`)));
      expect(refund?.payload).toMatchObject({ orderId, amountPence: PRICE });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(events.at(-1)).toMatchObject({ actorId: null, toStatus: 'cancelled', note: SHIP_BY_NOTE });
      expect(await payloadOf(t, `order-cancelled:${orderId}`)).toMatchObject({
        to: buyer.email,
        role: 'buyer',
        refundedPence: PRICE,
      });
      expect(await payloadOf(t, `order-cancelled-unshipped:${orderId}:seller`)).toMatchObject({
        to: seller.email,
        role: 'seller',
      });

      // Once: a second run finds nothing.
      await cancelOverdueOrders(t.db, clock.now(), 14);
      expect((await journals(t.db, { orderId })).map((j) => j.kind)).toEqual([
        'order_paid',
        'order_cancelled',
      ]);
    });

    it('leaves an order shipped in time alone', async () => {
      clock.set(new Date());
      const seller = await person(t);
      const buyer = await shopper(t);
      const { orderId } = await sale(t, seller, buyer);
      await ship(seller, orderId);
      clock.advance(30 * DAY_MS);
      await enforceShipByDeadlines(t.db, clock.now(), DEFAULT_MARKETPLACE);
      expect((await rowOf(t, orderId)).status).toBe('shipped');
      expect(await outboxKeys(t, orderId)).not.toContain(`ship-by-reminder:${orderId}:seller`);
    });
  });

  describe('given the scheduled jobs', () => {
    it('runs release-earnings, ship-by-deadlines, return-escalations and rating-mails every JOBS_INTERVAL_MS, beside the payout jobs', () => {
      const jobs = scheduledJobs({
        db: t.db,
        config: t.config,
        provider: paymentProviderFor(t.db, t.config),
        log: memoryLog(),
      });
      expect(jobs.map((j) => j.name)).toEqual([
        'release-earnings',
        'ship-by-deadlines',
        'return-escalations',
        'rating-mails',
        'payouts',
        'payout-transfers',
      ]);
      expect(jobs.slice(0, 4).map((j) => j.everyMs)).toEqual([60_000, 60_000, 60_000, 60_000]);
    });
  });
});

describe.each(testDatabases)('two runs of a job at once on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, config: { marketplace: DEFAULT_MARKETPLACE } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('release each due order once and cancel each overdue order once', async () => {
    const seller = await person(t);
    const buyer = await shopper(t);
    const delivered: number[] = [];
    const unshipped: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { orderId } = await sale(t, seller, buyer);
      await ship(seller, orderId);
      await deliver(seller, orderId);
      delivered.push(orderId);
      unshipped.push((await sale(t, seller, buyer)).orderId);
    }
    const clock = createSettableClock();
    clock.advance(60 * DAY_MS);
    const later = clock.now();
    const releases = await Promise.all([
      releaseDueEarnings(t.db, later, 2),
      releaseDueEarnings(t.db, later, 2),
    ]);
    expect(releases[0].done + releases[1].done).toBe(delivered.length);
    const cancels = await Promise.all([
      cancelOverdueOrders(t.db, later, 14, 2),
      cancelOverdueOrders(t.db, later, 14, 2),
    ]);
    expect(cancels[0].done + cancels[1].done).toBe(unshipped.length);

    for (const orderId of delivered)
      expect((await journals(t.db, { orderId })).map((j) => j.kind)).toEqual([
        'order_paid',
        'order_released',
      ]);
    for (const orderId of unshipped)
      expect((await journals(t.db, { orderId })).map((j) => j.kind)).toEqual([
        'order_paid',
        'order_cancelled',
      ]);
    expect(await sellerBalances(t.db, seller.id)).toEqual({
      pendingPence: 0,
      availablePence: NET * delivered.length,
      paidOutPence: 0,
    });
    const cancelEvents = await t.db
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, unshipped), eq(orderEvents.toStatus, 'cancelled')));
    expect(cancelEvents).toHaveLength(unshipped.length);
  });
});
