/**
 * The mocks' returns, refunds and disputes (decision 067) where the contract suite cannot reach:
 * the deadlines (the return window, the seller's answer, applied lazily on read since the mocks
 * have no scheduler), the sample returns, and how refunds meet the other movements of money (a
 * release, a payout, a cancellation) in the seller's balances, statement and journals. Times are
 * moved by changing the store's rows (an arrange step), as a scheduler would see them later.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEADLINE_DAY_MS,
  DEFAULT_FEE_RULE,
  DEFAULT_RETURN_WINDOW_DAYS,
  DEMO_ACCOUNT,
  REFUNDS_OWED,
  RETURN_MESSAGES,
  refundSplit,
  splitSellerOrder,
  toPence,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { ContractClient } from '../../contract-tests/client.ts';
import { db } from '../db.ts';
import { server } from '../node.ts';
import { RETURNS_SAMPLE_ORDER_ID } from '../store/return-sample.ts';

const BASE = 'http://localhost/api';
const PAY = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Sam Seller',
  shipping: { name: 'Sam Seller', line1: '14 Park Row', line2: '', city: 'Leeds', postcode: 'LS1 5HD' },
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => db.reset());
afterAll(() => server.close());

async function signIn(account: { email: string; password: string }): Promise<ContractClient> {
  const client = new ContractClient(BASE);
  await client.ok('login', { body: account });
  return client;
}

/** Sam buys 2 of Olivia Hart's product 3; Olivia ships it (and marks it delivered unless `deliver` is false). */
async function sale(deliver = true) {
  const buyer = await signIn(SELLER_ACCOUNT);
  const seller = await signIn(SHOP_ACCOUNT);
  await buyer.ok('addToCart', { body: { product_id: 3, quantity: 2 } });
  const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
  await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
  const placed = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
  if (placed === undefined) throw new Error('no order');
  if (deliver) {
    await seller.ok('updateOrderStatus', {
      params: { id: placed.id },
      body: { status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' },
    });
    await seller.ok('updateOrderStatus', { params: { id: placed.id }, body: { status: 'delivered' } });
  }
  const { order } = await buyer.ok('getOrder', { params: { id: placed.id } });
  const split = splitSellerOrder(toPence(order.total_amount), DEFAULT_FEE_RULE);
  return { buyer, seller, order, line: order.items[0]!, split };
}

function returnForm(itemId: number, quantity = 1): FormData {
  const form = new FormData();
  form.append('order_item_id', String(itemId));
  form.append('quantity', String(quantity));
  form.append('reason', 'not_as_described');
  form.append('note', '');
  return form;
}

describe('given the mocks’ sample returns', () => {
  it('shows the demo user a delivered order with a request waiting for the seller and one on its way back', async () => {
    const demo = await signIn(DEMO_ACCOUNT);
    const { order } = await demo.ok('getOrder', { params: { id: RETURNS_SAMPLE_ORDER_ID } });
    expect(order.status).toBe('delivered');
    expect(Date.parse(order.return_by ?? '')).toBeGreaterThan(Date.now());
    expect(order.items.map((i) => i.return_request?.status)).toEqual(['requested', 'in_transit']);
    const { return_requests } = await demo.ok('getReturnRequests');
    expect(return_requests.map((r) => r.status).sort()).toEqual(['in_transit', 'requested']);
    const shop = await signIn(SHOP_ACCOUNT);
    const open = await shop.ok('getReturnRequests', { query: { role: 'seller', open: 'true' } });
    expect(open.return_requests).toEqual(return_requests);
    // Olivia takes it back: the refund is the line's.
    const inTransit = return_requests.find((r) => r.status === 'in_transit')!;
    const received = await shop.ok('moveReturnRequest', {
      params: { id: inTransit.id },
      body: { action: 'receive' },
    });
    expect(received.return_request).toMatchObject({ status: 'refunded', refunded_amount: inTransit.amount });
  });
});

describe('given the seller’s answer deadline (applied on read)', () => {
  it('sends a request the seller left unanswered to staff, dated at its deadline, on the next read', async () => {
    const request = db.returnRequests.find((r) => r.status === 'requested')!;
    const due = new Date(Date.now() - 60_000).toISOString();
    request.respondBy = due;
    const admin = await signIn(ADMIN_ACCOUNT);
    const { return_requests } = await admin.ok('adminDisputes');
    const escalated = return_requests.find((r) => r.id === request.id);
    expect(escalated).toMatchObject({ status: 'escalated', respond_by: null, updated_at: due });
    expect(escalated?.events.at(-1)).toMatchObject({
      role: 'system',
      actor: null,
      from_status: 'requested',
      to_status: 'escalated',
      created_at: due,
    });
    const demo = await signIn(DEMO_ACCOUNT);
    const { order } = await demo.ok('getOrder', { params: { id: RETURNS_SAMPLE_ORDER_ID } });
    expect(order.items.find((i) => i.id === request.orderItemId)?.return_request).toEqual({
      id: request.id,
      status: 'escalated',
    });
    // Too late for the seller; staff decide.
    const shop = await signIn(SHOP_ACCOUNT);
    expect(
      await shop.call('moveReturnRequest', {
        params: { id: request.id },
        body: { action: 'accept', keep_item: true },
      }),
    ).toEqual({ ok: false, status: 409, error: RETURN_MESSAGES.errors.moveRefused('escalated', 'accepted') });
    const decided = await admin.ok('decideDispute', {
      params: { id: request.id },
      body: { outcome: 'refund_full', reason: 'No answer from the seller.' },
    });
    expect(decided.return_request).toMatchObject({
      status: 'resolved',
      refunded_amount: escalated?.amount,
      decision: { outcome: 'refund_full', amount: escalated?.amount },
    });
  });

  it('leaves a request alone until its deadline', async () => {
    const request = db.returnRequests.find((r) => r.status === 'requested')!;
    request.respondBy = new Date(Date.now() + 60_000).toISOString();
    const admin = await signIn(ADMIN_ACCOUNT);
    expect((await admin.ok('adminDisputes')).return_requests.map((r) => r.id)).not.toContain(request.id);
    expect((await admin.ok('getReturnRequest', { params: { id: request.id } })).return_request.status).toBe(
      'requested',
    );
  });
});

describe('given the return window', () => {
  it('refuses a request once the window has closed, and takes one on its last day', async () => {
    const { buyer, order, line } = await sale();
    const row = db.orders.find((o) => o.order.id === order.id)!;
    expect(Date.parse(order.return_by ?? '') - Date.parse(row.deliveredAt ?? '')).toBe(
      DEFAULT_RETURN_WINDOW_DAYS * DEADLINE_DAY_MS,
    );
    row.deliveredAt = new Date(
      Date.now() - DEFAULT_RETURN_WINDOW_DAYS * DEADLINE_DAY_MS - 60_000,
    ).toISOString();
    expect(
      await buyer.call('createReturnRequest', { params: { id: order.id }, form: returnForm(line.id) }),
    ).toEqual({
      ok: false,
      status: 409,
      error: RETURN_MESSAGES.errors.windowClosed(DEFAULT_RETURN_WINDOW_DAYS),
    });
    row.deliveredAt = new Date(
      Date.now() - DEFAULT_RETURN_WINDOW_DAYS * DEADLINE_DAY_MS + 60_000,
    ).toISOString();
    expect(
      (await buyer.call('createReturnRequest', { params: { id: order.id }, form: returnForm(line.id) })).ok,
    ).toBe(true);
  });

  it('opens the window when the buyer confirms receipt of a shipped order', async () => {
    const { buyer, order } = await sale(false);
    const seller = await signIn(SHOP_ACCOUNT);
    await seller.ok('updateOrderStatus', {
      params: { id: order.id },
      body: { status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' },
    });
    expect((await buyer.ok('getOrder', { params: { id: order.id } })).order.return_by).toBeNull();
    const { order: confirmed } = await buyer.ok('confirmReceipt', { params: { id: order.id } });
    expect(Date.parse(confirmed.return_by ?? '')).toBeGreaterThan(
      Date.now() + (DEFAULT_RETURN_WINDOW_DAYS - 1) * DEADLINE_DAY_MS,
    );
  });
});

describe('given refunds and the other movements of money', () => {
  it('takes the seller’s part from available once released, below zero after a payout', async () => {
    const { buyer, seller, order, split } = await sale(false);
    await seller.ok('updateOrderStatus', {
      params: { id: order.id },
      body: { status: 'shipped', carrier: 'DPD', tracking_number: '15501234567890' },
    });
    await buyer.ok('confirmReceipt', { params: { id: order.id } });
    await seller.ok('requestPayout');
    const before = (await seller.ok('getSellerMoney')).money.balances;
    await seller.ok('refundOrder', { params: { id: order.id }, body: { amount: 10, reason: 'Scratched.' } });
    const part = refundSplit(split, 0, 1000);
    expect((await seller.ok('getSellerMoney')).money.balances).toEqual({
      ...before,
      available_pence: before.available_pence - part.sellerPence,
    });
    expect(before.available_pence - part.sellerPence).toBeLessThan(0);
    const admin = await signIn(ADMIN_ACCOUNT);
    const { journals } = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
    expect(journals.map((j) => j.kind)).toEqual([
      'order_paid',
      'order_released',
      'order_refunded',
      'refund_paid',
    ]);
    for (const journal of journals) expect(journal.entries.reduce((s, e) => s + e.amount_pence, 0)).toBe(0);
    const ids = journals.map((j) => j.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('cancels an order after a partial refund: the rest goes back, nothing twice', async () => {
    const earned = async (c: ContractClient) =>
      (await c.ok('getWeeklyEarnings')).weeks.reduce((s, w) => s + w.net_pence, 0);
    const earnedBefore = await earned(await signIn(SHOP_ACCOUNT));
    const { seller, order, split, buyer } = await sale(false);
    await seller.ok('refundOrder', { params: { id: order.id }, body: { amount: 2, reason: 'Late.' } });
    await seller.ok('updateOrderStatus', { params: { id: order.id }, body: { status: 'cancelled' } });
    const cancelled = (await buyer.ok('getOrder', { params: { id: order.id } })).order;
    expect(cancelled.refunded_amount).toBe(order.total_amount);
    expect((await seller.ok('getSellerMoney')).money.balances.pending_pence).toBe(0);
    const row = (await seller.ok('getSellerStatement')).statement.rows.find((r) => r.order_id === order.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      refunds_pence: split.grossPence,
      fee_refunded_pence: split.feePence,
      net_pence: 0,
    });
    // The sale's net came in and went out again, its refund's part and the cancellation's rest.
    expect(await earned(seller)).toBe(earnedBefore);
    const admin = await signIn(ADMIN_ACCOUNT);
    const { journals } = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
    expect(journals.map((j) => j.kind)).toEqual([
      'order_paid',
      'order_refunded',
      'refund_paid',
      'order_cancelled',
      'refund_paid',
    ]);
    const owed = journals
      .filter((j) => j.kind === 'order_refunded' || j.kind === 'order_cancelled')
      .flatMap((j) => j.entries)
      .filter((e) => e.account === REFUNDS_OWED)
      .reduce((s, e) => s + e.amount_pence, 0);
    expect(owed).toBe(split.grossPence);
  });
});
