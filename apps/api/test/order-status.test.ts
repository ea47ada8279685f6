/**
 * The fulfilment state machine (decision 020): POST /orders/{id}/status/ moves an order
 * along FULFILMENT_TRANSITIONS only, by its seller or staff, writing an audit row; 'shipped' needs
 * a carrier and a tracking number; 'cancelled' refunds (requested through the outbox) and restocks. Every refused request
 * changes nothing. Also the read side (Order/SellerOrder with seller, buyer, address) and GET /my-sales/.
 */
import * as z from 'zod/mini';
import {
  DEMO_ACCOUNT,
  FULFILMENT_STATUSES,
  MESSAGES,
  OrdersResponse,
  SellerOrderResponse,
  SellerOrdersResponse,
  canTransition,
  transitionRefusedMessage,
  type SellerOrder,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions, orderEvents, orders, outbox } from '../src/platform/db/schema.ts';
import { REFUND_KIND, orderRefundKey } from '../src/modules/orders/refunds.ts';
import { ADDRESS, commerceSnapshot, listing, paidOrder, person, type Person } from './commerce.ts';
import { stockOf } from './fake-stripe/shop.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

const SHIP = { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'AB123' } as const;

describe.each(primaryDatabase)('the fulfilment state machine on $name', (database) => {
  let t: TestApp;
  let seller: Person;
  let buyer: Person;
  let staff: Person;
  let otherSeller: Person;
  let productA: number;
  let productB: number;

  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    seller = await person(t, { firstName: 'Sam', lastName: 'seller' });
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    otherSeller = await person(t, { firstName: 'Otto', lastName: 'Other' });
    productA = await listing(t, seller.id, { stock: 3, pricePence: 1250 });
    productB = await listing(t, seller.id, { stock: 0, pricePence: 499 });
  });

  const order = (status = 'processing') =>
    paidOrder(t, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status,
      lines: [
        { productId: productA, quantity: 2, unitPricePence: 1250 },
        { productId: productB, quantity: 1, unitPricePence: 499 },
      ],
    });
  const move = (client: Person['client'], id: number, body: unknown) =>
    client.post(`/api/orders/${id}/status/`, body);
  const eventsOf = (id: number) =>
    t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);

  describe('given every pair of states, moved by the seller', () => {
    for (const from of FULFILMENT_STATUSES) {
      for (const to of FULFILMENT_STATUSES) {
        const allowed = canTransition(from, to) && to !== 'processing';
        it(`${from} -> ${to} ${allowed ? 'moves and is audited' : 'answers 409 and changes nothing'}`, async () => {
          const { orderId } = await order(from);
          const before = await commerceSnapshot(t);
          const body = to === 'shipped' ? SHIP : { status: to };
          const res = await move(seller.client, orderId, body);
          if (!allowed) {
            expect(res.status).toBe(409);
            expect(res.body).toEqual({ success: false, error: transitionRefusedMessage(from, to) });
            expect(await commerceSnapshot(t)).toBe(before);
            return;
          }
          expect(res.status).toBe(200);
          const sale = z.parse(SellerOrderResponse, res.body).order;
          expect(sale.status).toBe(to);
          const events = await eventsOf(orderId);
          expect(events).toHaveLength(2);
          expect(events[1]).toMatchObject({ actorId: seller.id, fromStatus: from, toStatus: to });
        });
      }
    }
  });

  describe('given who asks', () => {
    it('lets staff move any order, audited with the staff member as actor', async () => {
      const { orderId } = await order();
      const res = await move(staff.client, orderId, SHIP);
      expect(res.status).toBe(200);
      expect((await eventsOf(orderId))[1]).toMatchObject({ actorId: staff.id, toStatus: 'shipped' });
    });

    for (const who of ['buyer', 'other seller'] as const) {
      it(`refuses the ${who} with 403 and changes nothing`, async () => {
        const { orderId } = await order();
        const before = await commerceSnapshot(t);
        const res = await move(who === 'buyer' ? buyer.client : otherSeller.client, orderId, SHIP);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, error: MESSAGES.server.forbidden });
        expect(await commerceSnapshot(t)).toBe(before);
      });
    }

    it('refuses a visitor with 401 and the demo user with 403 (test user text)', async () => {
      const { orderId } = await order();
      const demo = t.client();
      await demo.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      const before = await commerceSnapshot(t);
      const visitor = await move(t.client(), orderId, SHIP);
      expect(visitor.status).toBe(401);
      expect(visitor.body.error).toBe(MESSAGES.server.notSignedIn);
      const res = await move(demo, orderId, SHIP);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.testUser.default);
      expect(await commerceSnapshot(t)).toBe(before);
    });

    it('answers 404 for an unknown order, also to staff', async () => {
      const res = await move(staff.client, 999_999, SHIP);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MESSAGES.server.notFound);
    });
  });

  describe('given a move to shipped', () => {
    it('needs a carrier and a tracking number (400) and changes nothing without them', async () => {
      const { orderId } = await order();
      const before = await commerceSnapshot(t);
      for (const body of [
        { status: 'shipped' },
        { status: 'shipped', carrier: 'Royal Mail' },
        { status: 'shipped', tracking_number: 'AB123' },
        { status: 'shipped', carrier: '   ', tracking_number: 'AB123' },
      ]) {
        const res = await move(seller.client, orderId, body);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(MESSAGES.server.trackingRequired);
      }
      expect(await commerceSnapshot(t)).toBe(before);
    });

    it('records carrier and tracking on the order and in the audit note', async () => {
      const { orderId } = await order();
      const res = await move(seller.client, orderId, SHIP);
      const sale = z.parse(SellerOrderResponse, res.body).order;
      expect(sale).toMatchObject({ carrier: 'Royal Mail', tracking_number: 'AB123', status: 'shipped' });
      expect((await eventsOf(orderId))[1]?.note).toBe('carrier Royal Mail, tracking AB123');
    });

    it('refuses an unknown status with 400', async () => {
      const { orderId } = await order();
      const res = await move(seller.client, orderId, { status: 'lost' });
      expect(res.status).toBe(400);
    });
  });

  describe('given a cancellation', () => {
    it('refunds the order total on the order and its checkout session, and restocks', async () => {
      const { orderId, sessionId } = await order();
      const res = await move(seller.client, orderId, { status: 'cancelled' });
      expect(res.status).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.refundedPence).toBe(2 * 1250 + 499);
      const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      expect(session?.refundedPence).toBe(2 * 1250 + 499);
      expect(await stockOf(t, productA)).toEqual({ itemsInStock: 5, inStock: true });
      expect(await stockOf(t, productB)).toEqual({ itemsInStock: 1, inStock: true });
      expect((await eventsOf(orderId))[1]).toMatchObject({
        fromStatus: 'processing',
        toStatus: 'cancelled',
        note: 'refund of £29.99',
      });
      // Cancelled is final: a second cancellation is refused and refunds nothing more.
      const again = await move(staff.client, orderId, { status: 'cancelled' });
      expect(again.status).toBe(409);
      expect(await stockOf(t, productA)).toEqual({ itemsInStock: 5, inStock: true });
    });

    it('requests the refund through the outbox in the cancellation’s transaction: the order total, keyed per order', async () => {
      const { orderId, sessionId } = await order();
      const stripe = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        provider: 'stripe',
        lines: [{ productId: productA, quantity: 1, unitPricePence: 1250 }],
      });
      for (const id of [orderId, stripe.orderId])
        expect((await move(seller.client, id, { status: 'cancelled' })).status).toBe(200);
      // The provider is not called by the request (the refund worker makes it: test/refunds.test.ts).
      const rows = await t.db.select().from(outbox).where(eq(outbox.kind, REFUND_KIND)).orderBy(outbox.id);
      expect(rows.map((r) => [r.dedupeKey, r.payload, r.sentAt])).toEqual([
        [
          orderRefundKey(orderId),
          {
            orderId,
            checkoutSessionId: sessionId,
            amountPence: 2 * 1250 + 499,
            recipient: { to: buyer.email, name: 'Bea' },
          },
          null,
        ],
        [
          orderRefundKey(stripe.orderId),
          {
            orderId: stripe.orderId,
            checkoutSessionId: stripe.sessionId,
            amountPence: 1250,
            recipient: { to: buyer.email, name: 'Bea' },
          },
          null,
        ],
      ]);
      // A refused second cancellation requests nothing more.
      expect((await move(staff.client, orderId, { status: 'cancelled' })).status).toBe(409);
      expect(await t.db.select().from(outbox).where(eq(outbox.kind, REFUND_KIND))).toHaveLength(2);
    });
  });

  describe('given the read side', () => {
    it('shows the buyer the seller as first name and last initial, the address and the session', async () => {
      const { orderId, sessionId } = await order();
      const res = await buyer.client.get(`/api/orders/${orderId}`);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({
        seller: { id: seller.id, name: 'Sam S.' },
        shipping_address: ADDRESS,
        carrier: null,
        checkout_session_id: sessionId,
        item_count: 3,
        total_amount: 29.99,
      });
      expect(JSON.stringify(res.body)).not.toContain(seller.email);
      const list = z.parse(OrdersResponse, await buyer.client.get('/api/orders').then((r) => r.body));
      expect(list.orders.map((o) => o.id)).toEqual([orderId]);
    });

    it('lists the seller’s sales newest first with buyer and address, and no one else’s', async () => {
      const older = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId: productA, quantity: 1 }],
        createdAt: new Date('2024-01-01T00:00:00Z'),
      });
      const newer = await order();
      await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: otherSeller.id,
        lines: [{ productId: await listing(t, otherSeller.id), quantity: 1 }],
      });
      const res = await seller.client.get('/api/my-sales/');
      expect(res.status).toBe(200);
      const sales: SellerOrder[] = z.parse(SellerOrdersResponse, res.body).sales;
      expect(sales.map((s) => s.id)).toEqual([newer.orderId, older.orderId]);
      expect(sales[0]).toMatchObject({
        buyer: { id: buyer.id, name: 'Bea B.' },
        seller: { id: seller.id, name: 'Sam S.' },
        shipping_address: ADDRESS,
      });
      expect(JSON.stringify(res.body)).not.toContain(buyer.email);
      expect((await buyer.client.get('/api/my-sales/')).body).toEqual({ success: true, sales: [] });
      expect((await t.client().get('/api/my-sales/')).status).toBe(401);
    });

    it('counts items sold on the seller’s own listings, leaving out cancelled orders', async () => {
      await order(); // 2 of A, 1 of B
      const cancelled = await order();
      await move(seller.client, cancelled.orderId, { status: 'cancelled' });
      const shipped = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        status: 'shipped',
        lines: [{ productId: productA, quantity: 4 }],
      });
      expect(shipped.orderId).toBeGreaterThan(0);
      const list = (await seller.client.get('/api/customer-products/')).body.products as {
        id: number;
        itemsSold?: number;
      }[];
      const sold = Object.fromEntries(list.map((p) => [p.id, p.itemsSold]));
      expect(sold).toEqual({ [productA]: 6, [productB]: 1 });
      const one = await seller.client.get(`/api/customer-products/${productA}/`);
      expect((one.body.product as { itemsSold?: number }).itemsSold).toBe(6);
    });
  });
});
