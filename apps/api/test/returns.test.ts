/**
 * Returns, refunds without a return, and disputes on the server (decision 067): who may read and
 * move whose request, refund whose order and decide disputes; every refusal answers the
 * contract's status and text and changes nothing; a request's steps and their refunds (the line,
 * the order, order_refunds, the ledger's journal under the refund key, the refund's outbox row, the
 * order's audit line), the e-mails of every step, the orders' views (refunded_amount,
 * return_request, return_by) for buyer, seller and staff, the escalation job and the
 * cancellation's full refund of every line. The ledger balances after each.
 */
import {
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  MAX_RETURN_PHOTOS,
  MESSAGES,
  RETURN_MESSAGES,
  returnWindowEnds,
  type Order,
  type ReturnRequest,
  type SellerOrder,
  type StaffAction,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, createSettableClock } from '../src/platform/clock.ts';
import { orderEvents, returnRequestEvents, staffActions } from '../src/platform/db/schema.ts';
import { JOURNAL_KINDS, journals } from '../src/modules/ledger/index.ts';
import { escalateOverdueReturns } from '../src/modules/returns/index.ts';
import { REFUND_KIND } from '../src/modules/orders/refunds.ts';
import { commerceSnapshot, listing, person, type Person } from './commerce.ts';
import { primaryDatabase, startTestApp, type TestApp } from './helpers.ts';
import { makeDueRefunds } from './ledger-fixtures.ts';
import {
  RETURN_ADDRESS,
  askReturn,
  deliveredOrder,
  expectBalancedLedger,
  lineRefunds,
  madeRequest,
  orderRefunded,
  outboxRows,
  photo,
  refundRows,
  requestRow,
  stepOk,
} from './returns-fixtures.ts';

describe.each(primaryDatabase)('returns on $name', (database) => {
  let t: TestApp;
  const clock = createSettableClock(new Date('2026-05-04T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ database, clock });
  });
  afterAll(async () => {
    await t.close();
  });

  let buyer: Person;
  let seller: Person;
  let other: Person;
  let staff: Person;
  let productA: number;
  let productB: number;
  /** A delivered order of two lines: 2 x £12.50 and 1 x £40.00. */
  let order: { orderId: number; lineIds: number[]; totalPence: number };
  let lineA: number;
  let lineB: number;
  beforeEach(async () => {
    await t.reset();
    clock.set(new Date('2026-05-04T10:00:00Z'));
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    other = await person(t, { firstName: 'Otto', lastName: 'Other' });
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    productA = await listing(t, seller.id, { pricePence: 1250 });
    productB = await listing(t, seller.id, { pricePence: 4000 });
    order = await deliveredOrder(t, {
      buyer,
      seller,
      deliveredAt: clock.now(),
      lines: [
        { productId: productA, quantity: 2, unitPricePence: 1250 },
        { productId: productB, quantity: 1, unitPricePence: 4000 },
      ],
    });
    [lineA = 0, lineB = 0] = order.lineIds;
  });

  /** Expects `res` to be the refusal `status` with `error`, and nothing to have changed since `before`. */
  async function expectRefused(
    res: { status: number; body: { success?: boolean; error?: unknown } },
    status: number,
    error: string,
    before: string,
  ): Promise<void> {
    expect({ status: res.status, error: res.body.error }).toEqual({ status, error });
    expect(res.body.success).toBe(false);
    expect(await commerceSnapshot(t)).toBe(before);
  }

  describe('given the returns policy', () => {
    it('answers the configured windows to anyone, publicly cacheable', async () => {
      const res = await t.client().get('/api/marketplace/returns-policy/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        policy: {
          return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
          response_days: DEFAULT_RETURN_RESPONSE_DAYS,
        },
      });
      expect(String(res.headers['cache-control'])).toMatch(/^public/);
    });
  });

  describe('given a buyer asking to return a line', () => {
    it('makes the request with its photo, the seller deadline and the first history row, and e-mails both sides', async () => {
      const made = await madeRequest(
        buyer.client,
        order.orderId,
        { order_item_id: lineA, quantity: 1, reason: 'damaged', note: 'The handle is cracked.' },
        [await photo()],
      );
      expect(made).toMatchObject({
        order_id: order.orderId,
        order_item_id: lineA,
        product_id: productA,
        quantity: 1,
        unit_price: 12.5,
        reason: 'damaged',
        note: 'The handle is cracked.',
        status: 'requested',
        buyer: { id: buyer.id, name: 'Bea B.' },
        seller: { id: seller.id, name: 'Sam S.' },
        respond_by: new Date(clock.now().getTime() + DEFAULT_RETURN_RESPONSE_DAYS * DAY_MS).toISOString(),
        keep_item: null,
        amount: 12.5,
        refunded_amount: 0,
        decision: null,
      });
      expect(made.photos).toHaveLength(1);
      expect(made.photos[0]).toMatch(/^\/uploads\/returns\/[a-f0-9]{32}\.webp$/);
      expect(made.events).toEqual([
        expect.objectContaining({
          actor: { id: buyer.id, name: 'Bea B.' },
          role: 'buyer',
          from_status: null,
          to_status: 'requested',
          note: 'The handle is cracked.',
        }),
      ]);
      const mails = await outboxRows(t, 'return-update', 'return-update:');
      const ours = mails.filter((m) => m.payload.requestId === made.id);
      expect(ours.map((m) => [m.payload.role, m.payload.to])).toEqual([
        ['buyer', buyer.email],
        ['seller', seller.email],
      ]);
      expect(ours[0]?.key).toBe(`return-update:${made.events[0]?.id}:buyer`);
    });

    it.each([
      ['a second open request on the line', 409, RETURN_MESSAGES.errors.openRequest],
      ['more units than bought', 400, RETURN_MESSAGES.errors.tooMany(2)],
      ['a line of another order', 400, RETURN_MESSAGES.errors.unknownLine],
    ])('refuses %s and changes nothing', async (what, status, error) => {
      if (what === 'a second open request on the line')
        await madeRequest(buyer.client, order.orderId, { order_item_id: lineA, quantity: 1 });
      const before = await commerceSnapshot(t);
      const fields =
        what === 'more units than bought'
          ? { order_item_id: lineA, quantity: 3 }
          : what === 'a line of another order'
            ? { order_item_id: 999_999, quantity: 1 }
            : { order_item_id: lineA, quantity: 1 };
      await expectRefused(await askReturn(buyer.client, order.orderId, fields), status, error, before);
    });

    it('refuses once the window has closed (the clock), and accepts it on its last moment', async () => {
      const deliveredAt = clock.now();
      clock.set(new Date(returnWindowEnds(deliveredAt, DEFAULT_RETURN_WINDOW_DAYS).getTime() + 1000));
      const before = await commerceSnapshot(t);
      await expectRefused(
        await askReturn(buyer.client, order.orderId, { order_item_id: lineA, quantity: 1 }),
        409,
        RETURN_MESSAGES.errors.windowClosed(DEFAULT_RETURN_WINDOW_DAYS),
        before,
      );
      clock.set(returnWindowEnds(deliveredAt, DEFAULT_RETURN_WINDOW_DAYS));
      await madeRequest(buyer.client, order.orderId, { order_item_id: lineA, quantity: 1 });
    });

    it('refuses an order that is not delivered, someone else’s order and an unknown one', async () => {
      const shipped = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: clock.now(),
        status: 'shipped',
        lines: [{ productId: productA, quantity: 1, unitPricePence: 1250 }],
      });
      const before = await commerceSnapshot(t);
      await expectRefused(
        await askReturn(buyer.client, shipped.orderId, {
          order_item_id: shipped.lineIds[0] ?? 0,
          quantity: 1,
        }),
        409,
        RETURN_MESSAGES.errors.notDelivered,
        before,
      );
      await expectRefused(
        await askReturn(other.client, order.orderId, { order_item_id: lineA, quantity: 1 }),
        403,
        MESSAGES.server.forbidden,
        before,
      );
      await expectRefused(
        await askReturn(seller.client, order.orderId, { order_item_id: lineA, quantity: 1 }),
        403,
        MESSAGES.server.forbidden,
        before,
      );
      await expectRefused(
        await askReturn(buyer.client, 999_999, { order_item_id: lineA, quantity: 1 }),
        404,
        MESSAGES.server.notFound,
        before,
      );
    });

    it(`refuses more than ${MAX_RETURN_PHOTOS} photos and a file that is not an image`, async () => {
      const before = await commerceSnapshot(t);
      const image = await photo();
      await expectRefused(
        await askReturn(
          buyer.client,
          order.orderId,
          { order_item_id: lineA, quantity: 1 },
          Array.from({ length: MAX_RETURN_PHOTOS + 1 }, () => image),
        ),
        400,
        RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS),
        before,
      );
      await expectRefused(
        await askReturn(buyer.client, order.orderId, { order_item_id: lineA, quantity: 1 }, [
          Buffer.from('definitely not a picture of anything'),
        ]),
        400,
        RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS),
        before,
      );
    });

    it('refuses the demo user with the blocked text', async () => {
      const demo = t.client();
      await demo.loginDemo();
      const res = await askReturn(demo, 1, { order_item_id: 1, quantity: 1 });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.testUser.default);
    });
  });

  describe('given a request', () => {
    let request: ReturnRequest;
    beforeEach(async () => {
      request = await madeRequest(buyer.client, order.orderId, { order_item_id: lineA, quantity: 2 });
    });

    it('is read by its buyer, its seller and staff; anyone else 403 notYours; unknown 404', async () => {
      for (const who of [buyer, seller, staff]) {
        const res = await who.client.get(`/api/returns/${request.id}/`);
        expect(res.status).toBe(200);
        expect((res.body.return_request as ReturnRequest).id).toBe(request.id);
      }
      const theirs = await other.client.get(`/api/returns/${request.id}/`);
      expect({ status: theirs.status, error: theirs.body.error }).toEqual({
        status: 403,
        error: RETURN_MESSAGES.errors.notYours,
      });
      expect((await buyer.client.get('/api/returns/999999/')).status).toBe(404);
    });

    it('lists it for the buyer and, with role seller, for the seller; open filters; nobody else sees it', async () => {
      const mine = await buyer.client.get('/api/returns/');
      expect((mine.body.return_requests as ReturnRequest[]).map((r) => r.id)).toEqual([request.id]);
      expect(mine.body.pagination).toEqual({ page: 1, pageSize: 20, totalPages: 1, totalItems: 1 });
      const sales = await seller.client.get('/api/returns/?role=seller&open=true');
      expect((sales.body.return_requests as ReturnRequest[]).map((r) => r.id)).toEqual([request.id]);
      expect((await seller.client.get('/api/returns/')).body.return_requests).toEqual([]);
      expect((await other.client.get('/api/returns/?role=seller')).body.return_requests).toEqual([]);
      await stepOk(seller.client, request.id, { action: 'accept', keep_item: true });
      expect((await buyer.client.get('/api/returns/?open=true')).body.return_requests).toEqual([]);
      expect((await buyer.client.get('/api/returns/?open=false')).body.return_requests).toHaveLength(1);
    });

    it('refuses a step by someone else (403 notYours), the other party or staff (403 notYourStep) and out of order (409)', async () => {
      const before = await commerceSnapshot(t);
      const accept = { action: 'accept', keep_item: true };
      await expectRefused(
        await other.client.post(`/api/returns/${request.id}/steps/`, accept),
        403,
        RETURN_MESSAGES.errors.notYours,
        before,
      );
      await expectRefused(
        await staff.client.post(`/api/returns/${request.id}/steps/`, accept),
        403,
        RETURN_MESSAGES.errors.notYourStep,
        before,
      );
      await expectRefused(
        await buyer.client.post(`/api/returns/${request.id}/steps/`, accept),
        403,
        RETURN_MESSAGES.errors.notYourStep,
        before,
      );
      await expectRefused(
        await seller.client.post(`/api/returns/${request.id}/steps/`, { action: 'receive' }),
        409,
        RETURN_MESSAGES.errors.moveRefused('requested', 'received'),
        before,
      );
      // The shop's own edge (requested -> escalated) is not the buyer's to take.
      await expectRefused(
        await buyer.client.post(`/api/returns/${request.id}/steps/`, { action: 'escalate', note: 'Please' }),
        409,
        RETURN_MESSAGES.errors.moveRefused('requested', 'escalated'),
        before,
      );
      await expectRefused(
        await seller.client.post(`/api/returns/${request.id}/steps/`, { action: 'accept', keep_item: false }),
        400,
        RETURN_MESSAGES.errors.returnAddressRequired,
        before,
      );
      await expectRefused(
        await seller.client.post('/api/returns/999999/steps/', accept),
        404,
        MESSAGES.server.notFound,
        before,
      );
    });

    it('accepted with "keep the item" refunds at once: line, order, order_refunds, ledger, outbox, audit, e-mails', async () => {
      const journalsBefore = (await journals(t.db)).length;
      const done = await stepOk(seller.client, request.id, {
        action: 'accept',
        keep_item: true,
        note: 'Sorry about that.',
      });
      expect(done).toMatchObject({
        status: 'refunded',
        keep_item: true,
        return_address: null,
        respond_by: null,
        amount: 25,
        refunded_amount: 25,
      });
      expect(done.events.map((e) => [e.role, e.from_status, e.to_status])).toEqual([
        ['buyer', null, 'requested'],
        ['seller', 'requested', 'accepted'],
        ['system', 'accepted', 'refunded'],
      ]);
      expect(await lineRefunds(t, order.orderId)).toEqual([2500, 0]);
      expect(await orderRefunded(t, order.orderId)).toBe(2500);
      const key = `refund-return-${request.id}`;
      expect(await refundRows(t, order.orderId)).toEqual([
        expect.objectContaining({
          kind: 'return',
          amountPence: 2500,
          returnRequestId: request.id,
          refundKey: key,
        }),
      ]);
      const refunded = (await journals(t.db)).filter((j) => j.refundKey === key);
      expect(refunded.map((j) => j.kind)).toEqual([JOURNAL_KINDS.orderRefunded]);
      expect((await journals(t.db)).length).toBe(journalsBefore + 1);
      expect((await outboxRows(t, REFUND_KIND, key)).map((r) => r.payload)).toEqual([
        expect.objectContaining({ orderId: order.orderId, amountPence: 2500 }),
      ]);
      const audit = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
      expect(audit.at(-1)).toMatchObject({
        actorId: seller.id,
        fromStatus: 'delivered',
        toStatus: 'delivered',
        note: `refund of £25.00: return request #${request.id}`,
      });
      const mails = (await outboxRows(t, 'return-update', 'return-update:')).filter(
        (m) => m.payload.requestId === request.id,
      );
      expect(mails.at(-2)?.payload).toMatchObject({ role: 'buyer', status: 'refunded', refundedPence: 2500 });
      expect(mails.at(-1)?.payload).toMatchObject({ role: 'seller', status: 'refunded' });
      await expectBalancedLedger(t);
      // The refund worker pays it at the provider, records it made and e-mails the buyer.
      await makeDueRefunds(t);
      expect((await journals(t.db)).filter((j) => j.refundKey === key).map((j) => j.kind)).toEqual([
        JOURNAL_KINDS.orderRefunded,
        JOURNAL_KINDS.refundPaid,
      ]);
      expect((await outboxRows(t, 'refund-issued', `refund-issued:${key}`)).map((r) => r.payload)).toEqual([
        expect.objectContaining({ to: buyer.email, amountPence: 2500, orderId: order.orderId }),
      ]);
      await expectBalancedLedger(t);
    });

    it('accepted with a return: the buyer ships it back, the seller marks it received and the refund follows in the same step', async () => {
      const accepted = await stepOk(seller.client, request.id, {
        action: 'accept',
        keep_item: false,
        return_address: RETURN_ADDRESS,
      });
      expect(accepted).toMatchObject({
        status: 'accepted',
        keep_item: false,
        return_address: { ...RETURN_ADDRESS, postcode: 'LS1 1UR' },
      });
      expect(await orderRefunded(t, order.orderId)).toBe(0);
      const before = await commerceSnapshot(t);
      await expectRefused(
        await seller.client.post(`/api/returns/${request.id}/steps/`, {
          action: 'ship',
          carrier: 'Royal Mail',
          tracking_number: 'RM1',
        }),
        403,
        RETURN_MESSAGES.errors.notYourStep,
        before,
      );
      const shipped = await stepOk(buyer.client, request.id, {
        action: 'ship',
        carrier: 'Royal Mail',
        tracking_number: 'RM123456789GB',
      });
      expect(shipped).toMatchObject({
        status: 'in_transit',
        return_carrier: 'Royal Mail',
        return_tracking_number: 'RM123456789GB',
      });
      const received = await stepOk(seller.client, request.id, { action: 'receive' });
      expect(received).toMatchObject({ status: 'refunded', refunded_amount: 25 });
      expect(received.events.map((e) => e.to_status)).toEqual([
        'requested',
        'accepted',
        'in_transit',
        'received',
        'refunded',
      ]);
      expect(await lineRefunds(t, order.orderId)).toEqual([2500, 0]);
      await expectBalancedLedger(t);
      // A refunded request is final: nothing moves it again.
      const after = await commerceSnapshot(t);
      await expectRefused(
        await buyer.client.post(`/api/returns/${request.id}/steps/`, { action: 'escalate', note: 'More' }),
        409,
        RETURN_MESSAGES.errors.moveRefused('refunded', 'escalated'),
        after,
      );
      // Every unit of the line is back: a new request is refused; the other line may still be asked.
      await expectRefused(
        await askReturn(buyer.client, order.orderId, { order_item_id: lineA, quantity: 1 }),
        409,
        RETURN_MESSAGES.errors.nothingLeft,
        after,
      );
      await madeRequest(buyer.client, order.orderId, { order_item_id: lineB, quantity: 1 });
    });

    it('shows the line refunded and its request on the order for buyer, seller and staff', async () => {
      await stepOk(seller.client, request.id, { action: 'accept', keep_item: true });
      const expectLines = (o: Order) => {
        expect(o.refunded_amount).toBe(25);
        expect(o.return_by).toBe(returnWindowEnds(clock.now(), DEFAULT_RETURN_WINDOW_DAYS).toISOString());
        expect(o.items.map((i) => [i.id, i.refunded_amount, i.return_request])).toEqual([
          [lineA, 25, { id: request.id, status: 'refunded' }],
          [lineB, 0, null],
        ]);
      };
      const mine = (await buyer.client.get('/api/orders')).body.orders as Order[];
      expectLines(mine.find((o) => o.id === order.orderId) as Order);
      expectLines((await buyer.client.get(`/api/orders/${order.orderId}/`)).body.order as Order);
      const sales = (await seller.client.get('/api/my-sales/')).body.sales as SellerOrder[];
      expectLines(sales.find((o) => o.id === order.orderId) as SellerOrder);
      const admin = (await staff.client.get(`/api/admin/orders/?seller_id=${seller.id}`)).body
        .orders as SellerOrder[];
      expectLines(admin.find((o) => o.id === order.orderId) as SellerOrder);
    });

    it('declined, escalated by the buyer and decided by staff with a partial refund', async () => {
      const declined = await stepOk(seller.client, request.id, {
        action: 'decline',
        reason: 'Used, not damaged.',
      });
      expect(declined).toMatchObject({
        status: 'declined',
        decline_reason: 'Used, not damaged.',
        respond_by: null,
      });
      // Still open: the way on from a refusal is to escalate it.
      const before = await commerceSnapshot(t);
      await expectRefused(
        await askReturn(buyer.client, order.orderId, { order_item_id: lineA, quantity: 1 }),
        409,
        RETURN_MESSAGES.errors.openRequest,
        before,
      );
      // Staff cannot decide what is not escalated.
      await expectRefused(
        await staff.client.post(`/api/admin/disputes/${request.id}/decision/`, {
          outcome: 'decline',
          reason: 'Too early',
        }),
        409,
        RETURN_MESSAGES.errors.moveRefused('declined', 'resolved'),
        before,
      );
      const escalated = await stepOk(buyer.client, request.id, {
        action: 'escalate',
        note: 'It arrived broken, see the photo.',
      });
      expect(escalated.status).toBe('escalated');
      const queue = await staff.client.get('/api/admin/disputes/');
      expect((queue.body.return_requests as ReturnRequest[]).map((r) => r.id)).toContain(request.id);
      const decide = `/api/admin/disputes/${request.id}/decision/`;
      const atEscalation = await commerceSnapshot(t);
      for (const [body, status, error] of [
        [{ outcome: 'refund_partial', reason: 'Half' }, 400, RETURN_MESSAGES.errors.amountRequired],
        [
          { outcome: 'refund_partial', amount: 25.01, reason: 'Too much' },
          409,
          RETURN_MESSAGES.errors.refundTooLarge(2500),
        ],
        [
          { outcome: 'refund_partial', amount: 1.005, reason: 'Odd' },
          400,
          RETURN_MESSAGES.errors.refundAmount,
        ],
      ] as const)
        await expectRefused(await staff.client.post(decide, body), status, error, atEscalation);
      for (const who of [buyer, seller])
        await expectRefused(
          await who.client.post(decide, { outcome: 'decline', reason: 'Me' }),
          403,
          MESSAGES.server.staffOnly,
          atEscalation,
        );
      const decided = await staff.client.post(decide, {
        outcome: 'refund_partial',
        amount: 10,
        reason: 'Half the damage is wear.',
      });
      expect(decided.status).toBe(200);
      expect(decided.body.return_request).toMatchObject({
        status: 'resolved',
        refunded_amount: 10,
        decision: { outcome: 'refund_partial', amount: 10, reason: 'Half the damage is wear.' },
      });
      expect(await lineRefunds(t, order.orderId)).toEqual([1000, 0]);
      expect(await refundRows(t, order.orderId)).toEqual([
        expect.objectContaining({ kind: 'dispute', amountPence: 1000, actorId: staff.id }),
      ]);
      const actions = await t.db.select().from(staffActions).where(eq(staffActions.actorId, staff.id));
      expect(actions.map((a) => a.action)).toEqual(['dispute_decided']);
      // The decided queue shows it; the open queue no longer does.
      const open = await staff.client.get('/api/admin/disputes/?state=open');
      expect((open.body.return_requests as ReturnRequest[]).map((r) => r.id)).not.toContain(request.id);
      const done = await staff.client.get('/api/admin/disputes/?state=decided');
      expect((done.body.return_requests as ReturnRequest[]).map((r) => r.id)).toContain(request.id);
      // The back office's staff actions list it, on the buyer, with the outcome and the reason.
      const listed = await staff.client.get('/api/admin/staff-actions/');
      expect(listed.status).toBe(200);
      const decisions = (listed.body.actions as StaffAction[]).filter((a) => a.action === 'dispute_decided');
      expect(decisions).toEqual([
        expect.objectContaining({
          user: expect.objectContaining({ id: request.buyer.id }) as unknown,
          note: expect.stringContaining(RETURN_MESSAGES.outcomes.refund_partial) as unknown,
        }),
      ]);
      await expectBalancedLedger(t);
    });

    it('escalates by the job once respond_by has passed, as the shop, and e-mails both sides', async () => {
      clock.advance(DEFAULT_RETURN_RESPONSE_DAYS * DAY_MS - 60_000);
      expect((await escalateOverdueReturns(t.db, clock.now())).done).toBe(0);
      clock.advance(2 * 60_000);
      expect((await escalateOverdueReturns(t.db, clock.now())).done).toBe(1);
      expect((await escalateOverdueReturns(t.db, clock.now())).done).toBe(0);
      const row = await requestRow(t, request.id);
      expect(row).toMatchObject({ status: 'escalated', respondBy: null, escalatedAt: clock.now() });
      const [event] = await t.db
        .select()
        .from(returnRequestEvents)
        .where(
          and(
            eq(returnRequestEvents.returnRequestId, request.id),
            eq(returnRequestEvents.toStatus, 'escalated'),
          ),
        );
      expect(event).toMatchObject({ actorId: null, role: 'system', fromStatus: 'requested' });
      const mails = (await outboxRows(t, 'return-update', `return-update:${event?.id}:`)).map(
        (m) => m.payload,
      );
      expect(mails).toEqual([
        expect.objectContaining({ role: 'buyer', status: 'escalated', by: 'system' }),
        expect.objectContaining({ role: 'seller', status: 'escalated', by: 'system' }),
      ]);
      // The seller's late answer is refused.
      const before = await commerceSnapshot(t);
      await expectRefused(
        await seller.client.post(`/api/returns/${request.id}/steps/`, { action: 'accept', keep_item: true }),
        409,
        RETURN_MESSAGES.errors.moveRefused('escalated', 'accepted'),
        before,
      );
      // Staff decide it with a full refund.
      const decided = await staff.client.post(`/api/admin/disputes/${request.id}/decision/`, {
        outcome: 'refund_full',
        reason: 'The seller did not answer.',
      });
      expect(decided.body.return_request).toMatchObject({ status: 'resolved', refunded_amount: 25 });
      await expectBalancedLedger(t);
    });
  });

  describe('given a refund without a return', () => {
    const refund = (who: Person, orderId: number, amount: number, reason = 'Late delivery') =>
      who.client.post(`/api/orders/${orderId}/refunds/`, { amount, reason });

    it('spreads the seller’s refund over the lines in id order and answers the order as the seller sees it', async () => {
      const res = await refund(seller, order.orderId, 30);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ id: order.orderId, refunded_amount: 30 });
      expect((res.body.order as SellerOrder).items.map((i) => i.refunded_amount)).toEqual([25, 5]);
      expect(await lineRefunds(t, order.orderId)).toEqual([2500, 500]);
      const [row] = await refundRows(t, order.orderId);
      expect(row).toMatchObject({
        kind: 'goodwill',
        returnRequestId: null,
        reason: 'Late delivery',
        actorId: seller.id,
      });
      expect(row?.refundKey).toBe(`refund-goodwill-${row?.id}`);
      expect((await journals(t.db)).filter((j) => j.refundKey === row?.refundKey).map((j) => j.kind)).toEqual(
        [JOURNAL_KINDS.orderRefunded],
      );
      await expectBalancedLedger(t);
      // A return's refund afterwards gives back at most what its line has left.
      const request = await madeRequest(buyer.client, order.orderId, { order_item_id: lineB, quantity: 1 });
      expect(request.amount).toBe(35);
      const done = await stepOk(seller.client, request.id, { action: 'accept', keep_item: true });
      expect(done.refunded_amount).toBe(35);
      expect(await lineRefunds(t, order.orderId)).toEqual([2500, 4000]);
      expect(await orderRefunded(t, order.orderId)).toBe(order.totalPence);
      await expectBalancedLedger(t);
    });

    it('refuses staff a refund of an order they bought and a decision on their own dispute', async () => {
      const own = await deliveredOrder(t, {
        buyer: staff,
        seller,
        deliveredAt: clock.now(),
        lines: [{ productId: productA, quantity: 1, unitPricePence: 1250 }],
      });
      const before = await commerceSnapshot(t);
      await expectRefused(
        await refund(staff, own.orderId, 1),
        403,
        RETURN_MESSAGES.errors.notYourOrder,
        before,
      );
      // Their own request, declined and escalated, is for another member of staff to decide.
      const request = await madeRequest(staff.client, own.orderId, {
        order_item_id: own.lineIds[0] ?? 0,
        quantity: 1,
      });
      await stepOk(seller.client, request.id, { action: 'decline', reason: 'Used.' });
      await stepOk(staff.client, request.id, { action: 'escalate', note: 'It was not.' });
      const escalated = await commerceSnapshot(t);
      await expectRefused(
        await staff.client.post(`/api/admin/disputes/${request.id}/decision/`, {
          outcome: 'refund_full',
          reason: 'Mine.',
        }),
        403,
        RETURN_MESSAGES.errors.ownDispute,
        escalated,
      );
    });

    it('refunds once when the same request comes again under its key', async () => {
      const body = { amount: 2, reason: 'Late delivery', idempotency_key: '0123456789abcdef0123' };
      const first = await seller.client.post(`/api/orders/${order.orderId}/refunds/`, body);
      const again = await seller.client.post(`/api/orders/${order.orderId}/refunds/`, body);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.order).toEqual(first.body.order);
      expect(await orderRefunded(t, order.orderId)).toBe(200);
      const rows = await refundRows(t, order.orderId);
      expect(rows.map((r) => r.refundKey)).toEqual([
        `refund-goodwill-${order.orderId}-${body.idempotency_key}`,
      ]);
      expect(await outboxRows(t, 'refund', `refund-goodwill-${order.orderId}-`)).toHaveLength(1);
      await expectBalancedLedger(t);
    });

    it('lets staff refund any order, as a staff action', async () => {
      const res = await refund(staff, order.orderId, 1.5, 'Goodwill');
      expect(res.status).toBe(200);
      const actions = await t.db.select().from(staffActions).where(eq(staffActions.actorId, staff.id));
      expect(actions).toEqual([expect.objectContaining({ action: 'order_refunded', userId: buyer.id })]);
    });

    it('refuses the buyer, another seller, too much, bad amounts, unknown orders and unpaid or cancelled ones', async () => {
      const before = await commerceSnapshot(t);
      await expectRefused(
        await refund(buyer, order.orderId, 1),
        403,
        RETURN_MESSAGES.errors.notYourOrder,
        before,
      );
      await expectRefused(
        await refund(other, order.orderId, 1),
        403,
        RETURN_MESSAGES.errors.notYourOrder,
        before,
      );
      await expectRefused(
        await refund(seller, order.orderId, 65.01),
        409,
        RETURN_MESSAGES.errors.refundTooLarge(order.totalPence),
        before,
      );
      await expectRefused(
        await refund(seller, order.orderId, 0.015),
        400,
        RETURN_MESSAGES.errors.refundAmount,
        before,
      );
      await expectRefused(await refund(seller, 999_999, 1), 404, MESSAGES.server.notFound, before);
      const pending = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: clock.now(),
        status: 'pending',
        lines: [{ productId: productA, quantity: 1, unitPricePence: 1250 }],
      });
      const atPending = await commerceSnapshot(t);
      await expectRefused(
        await refund(seller, pending.orderId, 1),
        409,
        RETURN_MESSAGES.errors.notRefundable,
        atPending,
      );
      const demo = t.client();
      await demo.loginDemo();
      const blocked = await demo.post(`/api/orders/${order.orderId}/refunds/`, { amount: 1, reason: 'x' });
      expect(blocked.status).toBe(403);
      expect(blocked.body.error).toBe(MESSAGES.testUser.default);
    });

    it('refuses once everything is refunded, and a cancellation refunds what is left on every line in full', async () => {
      const processing = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: clock.now(),
        status: 'processing',
        lines: [
          { productId: productA, quantity: 2, unitPricePence: 1250 },
          { productId: productB, quantity: 1, unitPricePence: 4000 },
        ],
      });
      expect((await refund(seller, processing.orderId, 10)).status).toBe(200);
      const cancelled = await seller.client.post(`/api/orders/${processing.orderId}/status/`, {
        status: 'cancelled',
      });
      expect(cancelled.status).toBe(200);
      expect(await lineRefunds(t, processing.orderId)).toEqual([2500, 4000]);
      expect(await orderRefunded(t, processing.orderId)).toBe(processing.totalPence);
      await expectBalancedLedger(t);
      const before = await commerceSnapshot(t);
      await expectRefused(
        await refund(seller, processing.orderId, 1),
        409,
        RETURN_MESSAGES.errors.notRefundable,
        before,
      );
    });
  });
});
