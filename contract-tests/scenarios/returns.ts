/**
 * Contract scenarios: returns, refunds without a return and disputes (decision 067). The policy's
 * windows; a buyer returning units of a line of a delivered order through each party's steps
 * (accept with an address, ship, receive: refunded in the same step), or kept (refunded at once);
 * a refusal escalated by the buyer and decided by staff; refunds without a return by the seller
 * and by staff, spread over the lines; and the refusals: an undelivered order, too many units, a
 * second open request, the wrong party, someone else, a visitor, the demo user. What a refund
 * changes is read back everywhere the contract shows it: the order and its lines, My sales, the
 * seller's balances and statement, the order's journals. The deadlines (the return window, the
 * seller's answer) need a clock the suite does not move: each side tests them on its own.
 */
import { describe, expect, it } from 'vitest';
import {
  DEADLINE_DAY_MS,
  DEFAULT_FEE_RULE,
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  DEMO_ACCOUNT,
  MAX_IMAGE_BYTES,
  MAX_RETURN_PHOTOS,
  MESSAGES,
  REFUNDS_OWED,
  RETURN_MESSAGES,
  SHOP_FEES,
  refundSplit,
  splitSellerOrder,
  toPence,
  toPounds,
  type Order,
  type OrderItem,
  type ReturnRequest,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import type { ContractClient } from '../client.ts';
import { PAY, SHIPPING, SHIPPING_POSTCODE, makePng, productForm, type Harness } from './harness.ts';

/** The multipart body of a return request: the fields (strings as a form sends them) and `photos` PNGs. */
function returnForm(fields: Record<string, string | number>, photos = 1): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ reason: 'damaged', note: '', ...fields }))
    form.append(key, String(value));
  for (let i = 0; i < photos; i += 1)
    form.append('photos', new Blob([makePng(8, [200, 40 + i, 40])], { type: 'image/png' }), `photo-${i}.png`);
  return form;
}

/** A 1 x 1 GIF (GIF89a), the smallest image of a type other than PNG. */
const ONE_PIXEL_GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) =>
  c.charCodeAt(0),
);

/** `actual` is within a minute of `expected` (ISO times written by two clocks of one machine). */
function expectNear(actual: string | null | undefined, expected: number): void {
  expect(actual).toEqual(expect.any(String));
  expect(Math.abs(Date.parse(actual ?? '') - expected)).toBeLessThan(60_000);
}

/** The line of `order` selling product `productId` (throws when there is none: the fixture is wrong). */
function lineOf(order: Order, productId: number): OrderItem {
  const line = order.items.find((i) => i.product_id === productId);
  if (line === undefined) throw new Error(`order ${order.id} has no line of product ${productId}`);
  return line;
}

/** Registers the returns scenarios on the harness of one target (see ../scenarios.ts). */
export function returnsScenarios({ client, signIn, register, onboard }: Harness): void {
  /**
   * A new seller, onboarded, with two listings (a mug at £18.50 and a bowl at £12.00); a new
   * buyer pays for 3 mugs and 1 bowl (one order); unless `status` says otherwise the seller ships
   * it and marks it delivered. Returns both clients and ids, and the order as its buyer reads it.
   */
  async function sale(status: 'processing' | 'shipped' | 'delivered' = 'delivered') {
    const { client: seller, user: sellerUser } = await register({ first_name: 'Sol', last_name: 'Potter' });
    await onboard(seller);
    const { product: mug } = await seller.ok('addProduct', {
      form: productForm({ itemsInStock: '5' }, false),
    });
    const { product: bowl } = await seller.ok('addProduct', {
      form: productForm({ name: 'Stoneware Bowl', price: '12.00', itemsInStock: '5' }, false),
    });
    const { client: buyer, user: buyerUser } = await register({ first_name: 'Bea', last_name: 'Brown' });
    await buyer.ok('addToCart', { body: { product_id: mug.id, quantity: 3 } });
    await buyer.ok('addToCart', { body: { product_id: bowl.id, quantity: 1 } });
    const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
    await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
    const placed = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
    if (placed === undefined) throw new Error('the payment made no order');
    if (status !== 'processing')
      await seller.ok('updateOrderStatus', {
        params: { id: placed.id },
        body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
      });
    if (status === 'delivered')
      await seller.ok('updateOrderStatus', { params: { id: placed.id }, body: { status: 'delivered' } });
    const { order } = await buyer.ok('getOrder', { params: { id: placed.id } });
    return {
      seller,
      sellerId: sellerUser.id,
      buyer,
      buyerId: buyerUser.id,
      order,
      mug: lineOf(order, mug.id),
      bowl: lineOf(order, bowl.id),
    };
  }

  /** `buyer` asks to return `quantity` units of line `itemId` of order `orderId`; resolves to the request. */
  async function ask(buyer: ContractClient, orderId: number, itemId: number, quantity = 1, note = '') {
    const { return_request } = await buyer.ok('createReturnRequest', {
      params: { id: orderId },
      form: returnForm({ order_item_id: itemId, quantity, note }),
    });
    return return_request;
  }

  /** The [role, from, to] of each step of `request`'s history. */
  const steps = (request: ReturnRequest) => request.events.map((e) => [e.role, e.from_status, e.to_status]);

  describe('given the returns policy', () => {
    it('answers anyone the configured windows in days', async () => {
      expect(await client().ok('getReturnsPolicy')).toEqual({
        success: true,
        policy: {
          return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
          response_days: DEFAULT_RETURN_RESPONSE_DAYS,
        },
      });
    });
  });

  describe('given a delivered order', () => {
    it('returns units of a line through each side’s steps and refunds them when the seller receives them', async () => {
      const { seller, sellerId, buyer, buyerId, order, mug, bowl } = await sale();
      expect(order.status).toBe('delivered');
      expect(order.refunded_amount).toBe(0);
      expectNear(
        order.return_by,
        Date.parse(order.updated_at) + DEFAULT_RETURN_WINDOW_DAYS * DEADLINE_DAY_MS,
      );
      expect(mug).toMatchObject({ quantity: 3, refunded_amount: 0, return_request: null });
      const unitPence = toPence(mug.product_price);

      const asked = await ask(buyer, order.id, mug.id, 2, 'The handles came off two of them.');
      expect(asked).toMatchObject({
        order_id: order.id,
        order_item_id: mug.id,
        product_id: mug.product_id,
        product_name: mug.product_name,
        quantity: 2,
        unit_price: mug.product_price,
        reason: 'damaged',
        note: 'The handles came off two of them.',
        status: 'requested',
        buyer: { id: buyerId },
        seller: { id: sellerId },
        keep_item: null,
        return_address: null,
        decline_reason: null,
        amount: toPounds(unitPence * 2),
        refunded_amount: 0,
        decision: null,
      });
      expect(asked.photos).toHaveLength(1);
      expectNear(
        asked.respond_by,
        Date.parse(asked.created_at) + DEFAULT_RETURN_RESPONSE_DAYS * DEADLINE_DAY_MS,
      );
      expect(steps(asked)).toEqual([['buyer', null, 'requested']]);
      expect(asked.events[0]?.actor?.id).toBe(buyerId);
      expect(
        lineOf((await buyer.ok('getOrder', { params: { id: order.id } })).order, mug.product_id ?? 0),
      ).toMatchObject({ return_request: { id: asked.id, status: 'requested' } });
      // Both sides list it: the buyer's own, the seller's on their sales; both read it whole.
      expect((await buyer.ok('getReturnRequests')).return_requests.map((r) => r.id)).toEqual([asked.id]);
      expect(
        (await seller.ok('getReturnRequests', { query: { role: 'seller', open: 'true' } })).return_requests,
      ).toEqual([asked]);
      expect((await seller.ok('getReturnRequests')).return_requests).toEqual([]);
      expect((await seller.ok('getReturnRequest', { params: { id: asked.id } })).return_request).toEqual(
        asked,
      );

      const accepted = (
        await seller.ok('moveReturnRequest', {
          params: { id: asked.id },
          body: {
            action: 'accept',
            keep_item: false,
            return_address: SHIPPING,
            note: 'Please send them back.',
          },
        })
      ).return_request;
      expect(accepted).toMatchObject({
        status: 'accepted',
        keep_item: false,
        return_address: { ...SHIPPING, postcode: SHIPPING_POSTCODE },
        respond_by: null,
        refunded_amount: 0,
      });
      const shipped = (
        await buyer.ok('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'ship', carrier: 'Royal Mail', tracking_number: 'RM987654321GB' },
        })
      ).return_request;
      expect(shipped).toMatchObject({
        status: 'in_transit',
        return_carrier: 'Royal Mail',
        return_tracking_number: 'RM987654321GB',
      });
      const received = (
        await seller.ok('moveReturnRequest', { params: { id: asked.id }, body: { action: 'receive' } })
      ).return_request;
      expect(received).toMatchObject({
        status: 'refunded',
        amount: toPounds(unitPence * 2),
        refunded_amount: toPounds(unitPence * 2),
      });
      expect(steps(received)).toEqual([
        ['buyer', null, 'requested'],
        ['seller', 'requested', 'accepted'],
        ['buyer', 'accepted', 'in_transit'],
        ['seller', 'in_transit', 'received'],
        ['system', 'received', 'refunded'],
      ]);
      expect(received.events.at(-1)?.actor).toBeNull();

      // The order, its lines and My sales show the refund; the other line is untouched.
      const after = (await buyer.ok('getOrder', { params: { id: order.id } })).order;
      expect(after.refunded_amount).toBe(toPounds(unitPence * 2));
      expect(lineOf(after, mug.product_id ?? 0)).toMatchObject({
        refunded_amount: toPounds(unitPence * 2),
        return_request: { id: asked.id, status: 'refunded' },
      });
      expect(lineOf(after, bowl.product_id ?? 0)).toMatchObject({ refunded_amount: 0, return_request: null });
      const sold = (await seller.ok('getMySales')).sales.find((s) => s.id === order.id);
      expect(sold?.refunded_amount).toBe(toPounds(unitPence * 2));
      expect((await buyer.ok('getReturnRequests', { query: { open: 'true' } })).return_requests).toEqual([]);

      // The seller gives back their part (the fee its share, decision 062) from pending.
      const gross = toPence(order.total_amount);
      const paid = splitSellerOrder(gross, DEFAULT_FEE_RULE);
      const part = refundSplit(paid, 0, unitPence * 2);
      expect((await seller.ok('getSellerMoney')).money.balances).toMatchObject({
        pending_pence: paid.netPence - part.sellerPence,
        available_pence: 0,
      });
      const row = (await seller.ok('getSellerStatement')).statement.rows.find((r) => r.order_id === order.id);
      expect(row).toMatchObject({
        gross_pence: gross,
        refunds_pence: unitPence * 2,
        fee_refunded_pence: part.feePence,
        net_pence: paid.netPence - part.sellerPence,
        status: 'part refunded',
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      const { journals } = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
      const refunded = journals.filter((j) => j.kind === 'order_refunded');
      expect(refunded).toHaveLength(1);
      expect(refunded[0]?.entries).toEqual(
        expect.arrayContaining([
          { account: REFUNDS_OWED, amount_pence: unitPence * 2 },
          { account: SHOP_FEES, amount_pence: -part.feePence },
        ]),
      );
      expect(refunded[0]?.entries.reduce((sum, e) => sum + e.amount_pence, 0)).toBe(0);

      // One unit is left to return; two more are too many.
      expect(
        await buyer.call('createReturnRequest', {
          params: { id: order.id },
          form: returnForm({ order_item_id: mug.id, quantity: 2 }),
        }),
      ).toEqual({ ok: false, status: 400, error: RETURN_MESSAGES.errors.tooMany(1) });
      expect((await ask(buyer, order.id, mug.id, 1)).amount).toBe(toPounds(unitPence));
    });

    it('refunds at once a return the seller lets the buyer keep, and then refuses another on the line', async () => {
      const { seller, buyer, order, bowl } = await sale();
      const asked = await ask(buyer, order.id, bowl.id);
      const kept = (
        await seller.ok('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'accept', keep_item: true },
        })
      ).return_request;
      expect(kept).toMatchObject({
        status: 'refunded',
        keep_item: true,
        return_address: null,
        refunded_amount: bowl.total_price,
      });
      expect(steps(kept)).toEqual([
        ['buyer', null, 'requested'],
        ['seller', 'requested', 'accepted'],
        ['system', 'accepted', 'refunded'],
      ]);
      const after = (await buyer.ok('getOrder', { params: { id: order.id } })).order;
      expect(after.refunded_amount).toBe(bowl.total_price);
      expect(lineOf(after, bowl.product_id ?? 0).refunded_amount).toBe(bowl.total_price);
      expect(
        await buyer.call('createReturnRequest', {
          params: { id: order.id },
          form: returnForm({ order_item_id: bowl.id, quantity: 1 }),
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.nothingLeft });
    });

    it('lets the buyer escalate a refusal, and staff decide a partial refund with a reason', async () => {
      const { seller, buyer, order, mug } = await sale();
      const asked = await ask(buyer, order.id, mug.id, 1, 'Chipped rim.');
      const declined = (
        await seller.ok('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'decline', reason: 'The chip is in the glaze, as pictured.' },
        })
      ).return_request;
      expect(declined).toMatchObject({
        status: 'declined',
        decline_reason: 'The chip is in the glaze, as pictured.',
        respond_by: null,
      });
      // A declined request still holds its line: the way on is to escalate it.
      expect(
        await buyer.call('createReturnRequest', {
          params: { id: order.id },
          form: returnForm({ order_item_id: mug.id, quantity: 1 }),
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.openRequest });
      const escalated = (
        await buyer.ok('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'escalate', note: 'It is a crack, not the glaze.' },
        })
      ).return_request;
      expect(escalated.status).toBe('escalated');

      const admin = await signIn(ADMIN_ACCOUNT);
      expect((await admin.ok('getReturnRequest', { params: { id: asked.id } })).return_request).toEqual(
        escalated,
      );
      const open = await admin.ok('adminDisputes');
      expect(open.return_requests.find((r) => r.id === asked.id)).toEqual(escalated);
      expect(
        (await admin.ok('adminDisputes', { query: { state: 'decided' } })).return_requests.map((r) => r.id),
      ).not.toContain(asked.id);
      const amountPence = toPence(escalated.amount);
      expect(
        await admin.call('decideDispute', {
          params: { id: asked.id },
          body: { outcome: 'refund_partial', reason: 'Half, for the crack.' },
        }),
      ).toEqual({ ok: false, status: 400, error: RETURN_MESSAGES.errors.amountRequired });
      expect(
        await admin.call('decideDispute', {
          params: { id: asked.id },
          body: { outcome: 'refund_partial', amount: toPounds(amountPence + 1), reason: 'Too much.' },
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.refundTooLarge(amountPence) });
      const decided = (
        await admin.ok('decideDispute', {
          params: { id: asked.id },
          body: { outcome: 'refund_partial', amount: 5, reason: 'Half, for the crack.' },
        })
      ).return_request;
      expect(decided).toMatchObject({
        status: 'resolved',
        refunded_amount: 5,
        decision: { outcome: 'refund_partial', amount: 5, reason: 'Half, for the crack.' },
      });
      expect(steps(decided)).toEqual([
        ['buyer', null, 'requested'],
        ['seller', 'requested', 'declined'],
        ['buyer', 'declined', 'escalated'],
        ['staff', 'escalated', 'resolved'],
      ]);
      // Both sides read the same thread.
      expect((await buyer.ok('getReturnRequest', { params: { id: asked.id } })).return_request).toEqual(
        decided,
      );
      expect((await seller.ok('getReturnRequest', { params: { id: asked.id } })).return_request).toEqual(
        decided,
      );
      const after = (await buyer.ok('getOrder', { params: { id: order.id } })).order;
      expect(after.refunded_amount).toBe(5);
      expect(lineOf(after, mug.product_id ?? 0)).toMatchObject({
        refunded_amount: 5,
        return_request: { id: asked.id, status: 'resolved' },
      });
      expect((await admin.ok('adminDisputes')).return_requests.map((r) => r.id)).not.toContain(asked.id);
      expect(
        (await admin.ok('adminDisputes', { query: { state: 'decided' } })).return_requests.map((r) => r.id),
      ).toContain(asked.id);
      expect(
        await admin.call('decideDispute', {
          params: { id: asked.id },
          body: { outcome: 'decline', reason: 'Again.' },
        }),
      ).toEqual({
        ok: false,
        status: 409,
        error: RETURN_MESSAGES.errors.moveRefused('resolved', 'resolved'),
      });
      // Staff's decision is final: the line takes no new request, though units are left.
      expect(
        await buyer.call('createReturnRequest', {
          params: { id: order.id },
          form: returnForm({ order_item_id: mug.id, quantity: 1 }),
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.decided });
    });

    it('refuses each step to the wrong party and to anyone outside the order, and changes nothing', async () => {
      const { seller, buyer, order, mug } = await sale();
      const asked = await ask(buyer, order.id, mug.id);
      const notYourStep = { ok: false, status: 403, error: RETURN_MESSAGES.errors.notYourStep };
      expect(
        await buyer.call('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'accept', keep_item: true },
        }),
      ).toEqual(notYourStep);
      expect(
        await seller.call('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'receive' },
        }),
      ).toEqual({
        ok: false,
        status: 409,
        error: RETURN_MESSAGES.errors.moveRefused('requested', 'received'),
      });
      expect(
        await seller.call('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'accept', keep_item: false },
        }),
      ).toEqual({ ok: false, status: 400, error: RETURN_MESSAGES.errors.returnAddressRequired });
      await seller.ok('moveReturnRequest', {
        params: { id: asked.id },
        body: { action: 'accept', keep_item: false, return_address: SHIPPING },
      });
      expect(
        await seller.call('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'ship', carrier: 'DPD', tracking_number: '15501234567890' },
        }),
      ).toEqual(notYourStep);

      const { client: stranger } = await register();
      const notYours = { ok: false, status: 403, error: RETURN_MESSAGES.errors.notYours };
      expect(await stranger.call('getReturnRequest', { params: { id: asked.id } })).toEqual(notYours);
      expect(
        await stranger.call('moveReturnRequest', {
          params: { id: asked.id },
          body: { action: 'ship', carrier: 'DPD', tracking_number: '15501234567890' },
        }),
      ).toEqual(notYours);
      expect((await stranger.ok('getReturnRequests', { query: { role: 'seller' } })).return_requests).toEqual(
        [],
      );
      expect(
        await stranger.call('createReturnRequest', {
          params: { id: order.id },
          form: returnForm({ order_item_id: mug.id, quantity: 1 }),
        }),
      ).toMatchObject({ ok: false, status: 403 });
      expect(
        await stranger.call('refundOrder', {
          params: { id: order.id },
          body: { amount: 1, reason: 'Mine now.' },
        }),
      ).toEqual({ ok: false, status: 403, error: RETURN_MESSAGES.errors.notYourOrder });
      expect(
        await buyer.call('refundOrder', { params: { id: order.id }, body: { amount: 1, reason: 'Please.' } }),
      ).toEqual({ ok: false, status: 403, error: RETURN_MESSAGES.errors.notYourOrder });

      const unchanged = (await buyer.ok('getReturnRequest', { params: { id: asked.id } })).return_request;
      expect(unchanged.status).toBe('accepted');
      expect(unchanged.events).toHaveLength(2);
      expect((await buyer.ok('getOrder', { params: { id: order.id } })).order.refunded_amount).toBe(0);
    });

    it('refuses a line that is not the order’s, too many units, and bad photos with 400', async () => {
      const { buyer, order, mug } = await sale();
      const create = (form: FormData) =>
        buyer.call('createReturnRequest', { params: { id: order.id }, form });
      expect(await create(returnForm({ order_item_id: 999999, quantity: 1 }))).toEqual({
        ok: false,
        status: 400,
        error: RETURN_MESSAGES.errors.unknownLine,
      });
      expect(await create(returnForm({ order_item_id: mug.id, quantity: 4 }))).toEqual({
        ok: false,
        status: 400,
        error: RETURN_MESSAGES.errors.tooMany(3),
      });
      const photosError = { ok: false, status: 400, error: RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS) };
      expect(await create(returnForm({ order_item_id: mug.id, quantity: 1 }, MAX_RETURN_PHOTOS + 1))).toEqual(
        photosError,
      );
      const notAnImage = returnForm({ order_item_id: mug.id, quantity: 1 }, 0);
      notAnImage.append('photos', new Blob(['not a picture'], { type: 'image/png' }), 'photo.png');
      expect(await create(notAnImage)).toEqual(photosError);
      expect(await create(returnForm({ order_item_id: mug.id, quantity: 1, reason: 'bored' }))).toMatchObject(
        {
          ok: false,
          status: 400,
        },
      );
      expect((await buyer.ok('getReturnRequests')).return_requests).toEqual([]);
      // Up to MAX_RETURN_PHOTOS are kept, of any type a listing's image may have (UPLOAD_IMAGE_TYPES).
      const upToMax = returnForm({ order_item_id: mug.id, quantity: 1 }, MAX_RETURN_PHOTOS - 1);
      upToMax.append('photos', new Blob([ONE_PIXEL_GIF], { type: 'image/gif' }), 'photo.gif');
      const kept = await buyer.ok('createReturnRequest', { params: { id: order.id }, form: upToMax });
      expect(kept.return_request.photos).toHaveLength(MAX_RETURN_PHOTOS);
    });
  });

  describe('given an order that is not delivered', () => {
    it('refuses a return of a paid or shipped order with 409', async () => {
      for (const status of ['processing', 'shipped'] as const) {
        const { buyer, order, mug } = await sale(status);
        expect(order.return_by).toBeNull();
        expect(
          await buyer.call('createReturnRequest', {
            params: { id: order.id },
            form: returnForm({ order_item_id: mug.id, quantity: 1 }),
          }),
          status,
        ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.notDelivered });
      }
    });

    it('refuses too many photos and a photo over the size limit (413) as the form is read, before its fields', async () => {
      const { buyer, order } = await sale('shipped');
      const create = (form: FormData) =>
        buyer.call('createReturnRequest', { params: { id: order.id }, form });
      expect(await create(returnForm({ order_item_id: 999999, quantity: 1 }, MAX_RETURN_PHOTOS + 1))).toEqual(
        {
          ok: false,
          status: 400,
          error: RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS),
        },
      );
      const tooLarge = returnForm({ order_item_id: 999999, quantity: 1 }, 0);
      tooLarge.append(
        'photos',
        new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' }),
        'big.png',
      );
      expect(await create(tooLarge)).toEqual({
        ok: false,
        status: 413,
        error: MESSAGES.server.imageTooLarge,
      });
    });

    it('refuses it before reading its photos: 409 with a photo that is no image, 400 with too many', async () => {
      const { buyer, order, mug } = await sale('shipped');
      const create = (form: FormData) =>
        buyer.call('createReturnRequest', { params: { id: order.id }, form });
      const notAnImage = returnForm({ order_item_id: mug.id, quantity: 1 }, 0);
      notAnImage.append('photos', new Blob(['not a picture'], { type: 'image/png' }), 'photo.png');
      expect(await create(notAnImage)).toEqual({
        ok: false,
        status: 409,
        error: RETURN_MESSAGES.errors.notDelivered,
      });
      expect(await create(returnForm({ order_item_id: mug.id, quantity: 1 }, MAX_RETURN_PHOTOS + 1))).toEqual(
        {
          ok: false,
          status: 400,
          error: RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS),
        },
      );
    });
  });

  describe('given a refund without a return', () => {
    it('lets the seller and staff refund part of an order, spread over its lines in order, up to what is left', async () => {
      const { seller, buyer, order, mug, bowl } = await sale('processing');
      const gross = toPence(order.total_amount);
      const first = mug.id < bowl.id ? mug : bowl;
      const bySeller = await seller.ok('refundOrder', {
        params: { id: order.id },
        body: { amount: 2.5, reason: 'Sorry for the wait.' },
      });
      expect(bySeller.order).toMatchObject({ id: order.id, refunded_amount: 2.5, buyer: { name: 'Bea B.' } });
      expect(bySeller.order.items.find((i) => i.id === first.id)?.refunded_amount).toBe(2.5);

      // Staff refund the rest of the first line and part of the next.
      const admin = await signIn(ADMIN_ACCOUNT);
      const firstLeft = toPence(first.total_price) - 250;
      await admin.ok('refundOrder', {
        params: { id: order.id },
        body: { amount: toPounds(firstLeft + 100), reason: 'Goodwill.' },
      });
      const after = (await buyer.ok('getOrder', { params: { id: order.id } })).order;
      expect(after.refunded_amount).toBe(toPounds(firstLeft + 350));
      for (const line of after.items)
        expect(line.refunded_amount).toBe(line.id === first.id ? first.total_price : 1);

      // Above what is left: refused with the message, nothing changes.
      const left = gross - (firstLeft + 350);
      expect(
        await seller.call('refundOrder', {
          params: { id: order.id },
          body: { amount: toPounds(left + 1), reason: 'Too much.' },
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.refundTooLarge(left) });
      expect(
        await seller.call('refundOrder', {
          params: { id: order.id },
          body: { amount: 1.005, reason: 'Odd.' },
        }),
      ).toEqual({ ok: false, status: 400, error: RETURN_MESSAGES.errors.refundAmount });
      expect((await buyer.ok('getOrder', { params: { id: order.id } })).order).toEqual(after);

      // The whole order refunded: nothing more can be, and the statement says refunded.
      await seller.ok('refundOrder', {
        params: { id: order.id },
        body: { amount: toPounds(left), reason: 'All.' },
      });
      expect(
        await seller.call('refundOrder', {
          params: { id: order.id },
          body: { amount: 0.01, reason: 'More.' },
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.notRefundable });
      const row = (await seller.ok('getSellerStatement')).statement.rows.find((r) => r.order_id === order.id);
      expect(row).toMatchObject({ refunds_pence: gross, status: 'refunded', net_pence: 0 });
      expect((await seller.ok('getSellerMoney')).money.balances.pending_pence).toBe(0);
      const { journals } = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
      expect(journals.filter((j) => j.kind === 'order_refunded')).toHaveLength(3);
    });

    it('makes one refund of a request repeated under the same key, and a new one under another key', async () => {
      const { seller, buyer, order } = await sale('processing');
      const body = { amount: 1.5, reason: 'Sorry for the wait.', idempotency_key: 'a1b2c3d4e5f6a7b8c9d0' };
      const first = await seller.ok('refundOrder', { params: { id: order.id }, body });
      const again = await seller.ok('refundOrder', { params: { id: order.id }, body });
      expect(first.order.refunded_amount).toBe(1.5);
      expect(again.order).toEqual(first.order);
      expect((await buyer.ok('getOrder', { params: { id: order.id } })).order.refunded_amount).toBe(1.5);
      await seller.ok('refundOrder', {
        params: { id: order.id },
        body: { ...body, idempotency_key: 'f0e1d2c3b4a5968778695a4b' },
      });
      expect((await buyer.ok('getOrder', { params: { id: order.id } })).order.refunded_amount).toBe(3);
      // A key that is not 16 to 64 letters, digits, '-' or '_' is refused, naming the field.
      const odd = await seller.call('refundOrder', {
        params: { id: order.id },
        body: { ...body, idempotency_key: 'short' },
      });
      expect(odd).toMatchObject({ ok: false, status: 400 });
      expect(JSON.stringify(odd)).toContain('idempotency_key');
    });

    it('refuses to refund an order that was never paid or was cancelled', async () => {
      const shop = await signIn(SHOP_ACCOUNT);
      const unpaid = (await shop.ok('getMySales')).sales.find((s) => s.status === 'pending');
      expect(unpaid).toBeDefined();
      expect(
        await shop.call('refundOrder', {
          params: { id: unpaid?.id ?? 0 },
          body: { amount: 1, reason: 'Sorry.' },
        }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.notRefundable });

      const { seller, buyer, order } = await sale('processing');
      await seller.ok('updateOrderStatus', { params: { id: order.id }, body: { status: 'cancelled' } });
      const cancelled = (await buyer.ok('getOrder', { params: { id: order.id } })).order;
      // A cancellation refunds every line in full.
      expect(cancelled.refunded_amount).toBe(cancelled.total_amount);
      for (const line of cancelled.items) expect(line.refunded_amount).toBe(line.total_price);
      expect(
        await seller.call('refundOrder', { params: { id: order.id }, body: { amount: 1, reason: 'Sorry.' } }),
      ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.notRefundable });
    });
  });

  describe('given unknown ids, visitors and the demo user', () => {
    it('answers 404 for an unknown order or request', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const notFound = { ok: false, status: 404 };
      expect(await admin.call('getReturnRequest', { params: { id: 999999 } })).toMatchObject(notFound);
      expect(
        await admin.call('moveReturnRequest', { params: { id: 999999 }, body: { action: 'receive' } }),
      ).toMatchObject(notFound);
      expect(
        await admin.call('refundOrder', { params: { id: 999999 }, body: { amount: 1, reason: 'Sorry.' } }),
      ).toMatchObject(notFound);
      expect(
        await admin.call('decideDispute', {
          params: { id: 999999 },
          body: { outcome: 'decline', reason: 'No.' },
        }),
      ).toMatchObject(notFound);
      expect(
        await admin.call('createReturnRequest', {
          params: { id: 999999 },
          form: returnForm({ order_item_id: 1, quantity: 1 }),
        }),
      ).toMatchObject(notFound);
    });

    it('refuses a visitor every call but the policy with 401, and staff’s calls to anyone else with 403', async () => {
      const visitor = client();
      for (const name of [
        'createReturnRequest',
        'getReturnRequests',
        'getReturnRequest',
        'moveReturnRequest',
        'refundOrder',
        'adminDisputes',
        'decideDispute',
      ] as const)
        expect(await visitor.call(name, { params: { id: 1 } }), name).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.server.notSignedIn,
        });
      const { client: nia } = await register();
      expect(await nia.call('adminDisputes')).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.server.staffOnly,
      });
      expect(
        await nia.call('decideDispute', { params: { id: 1 }, body: { outcome: 'decline', reason: 'No.' } }),
      ).toEqual({ ok: false, status: 403, error: MESSAGES.server.staffOnly });
    });

    it('lets the demo user read returns but refuses every change with the spec text', async () => {
      const demo = await signIn(DEMO_ACCOUNT);
      const delivered = (await demo.ok('getOrders')).orders.find((o) => o.status === 'delivered');
      expect(delivered).toBeDefined();
      const blocked = { ok: false, status: 403, error: MESSAGES.testUser.default };
      expect(
        await demo.call('createReturnRequest', {
          params: { id: delivered?.id ?? 0 },
          form: returnForm({ order_item_id: delivered?.items[0]?.id ?? 0, quantity: 1 }),
        }),
      ).toEqual(blocked);
      expect(
        await demo.call('moveReturnRequest', {
          params: { id: 1 },
          body: { action: 'escalate', note: 'Please.' },
        }),
      ).toEqual(blocked);
      expect(
        await demo.call('refundOrder', {
          params: { id: delivered?.id ?? 0 },
          body: { amount: 1, reason: 'Me.' },
        }),
      ).toEqual(blocked);
      const mine = await demo.ok('getReturnRequests');
      expect(mine.return_requests.every((r) => r.buyer.id === mine.return_requests[0]?.buyer.id)).toBe(true);
      expect((await demo.ok('getOrders')).orders.find((o) => o.id === delivered?.id)).toEqual(delivered);
      expect((await demo.ok('getReturnRequests')).return_requests).toEqual(mine.return_requests);
    });
  });
}
