import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import {
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  MESSAGES,
  RETURN_MESSAGES,
  type ReturnRequest,
  type ReturnStatusCode,
  type SellerOrder,
} from '@shop/contract';
import { TestUserBlockedError } from '../errors.ts';
import { json, makeUser, type SeenCall } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { useOrders } from './orders.ts';
import {
  useDisputes,
  useReturnActions,
  useReturnRequest,
  useReturnRequests,
  useReturnsPolicy,
} from './returns.ts';
import { useMySales } from './sales.ts';
import { useSellerMoney } from './sellerMoney.ts';
import { useSellerStatement } from './statement.ts';

const AT = '2026-11-20T10:00:00.000Z';
const policy = {
  return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
  response_days: DEFAULT_RETURN_RESPONSE_DAYS,
};
const pagination = { page: 1, pageSize: 20, totalPages: 1, totalItems: 1 };

/** Return request 5 on line 31 of order 12, in `status`, `refunded` pounds back. */
function request(status: ReturnStatusCode, refunded = 0): ReturnRequest {
  return {
    id: 5,
    order_id: 12,
    order_item_id: 31,
    product_id: 4,
    product_name: 'Oak side table',
    image_url: null,
    quantity: 1,
    unit_price: 120,
    reason: 'damaged',
    note: 'A leg is split.',
    photos: [],
    status,
    buyer: { id: 7, name: 'Ada L.' },
    seller: { id: 3, name: 'Olivia H.' },
    respond_by: status === 'requested' ? '2026-11-23T10:00:00.000Z' : null,
    keep_item: null,
    return_address: null,
    decline_reason: null,
    return_carrier: null,
    return_tracking_number: null,
    amount: 120,
    refunded_amount: refunded,
    decision: null,
    created_at: AT,
    updated_at: AT,
    events: [
      {
        id: 1,
        actor: { id: 7, name: 'Ada L.' },
        role: 'buyer',
        from_status: null,
        to_status: 'requested',
        note: '',
        created_at: AT,
      },
    ],
  };
}

/** Order 12 (one line of £120) as its seller sees it, `refunded` pounds back and the line's request in `status`. */
function order(refunded: number, status: ReturnStatusCode | null): SellerOrder {
  return {
    id: 12,
    status: 'delivered',
    item_count: 1,
    created_at: AT,
    total_amount: 120,
    tracking_number: 'RM123456785GB',
    items: [
      {
        id: 31,
        product_id: 4,
        product_name: 'Oak side table',
        image_url: null,
        quantity: 1,
        product_price: 120,
        total_price: 120,
        refunded_amount: refunded,
        return_request: status === null ? null : { id: 5, status },
      },
    ],
    seller: { id: 3, name: 'Olivia H.' },
    shipping_address: null,
    carrier: 'Royal Mail',
    checkout_session_id: null,
    updated_at: AT,
    ship_by: null,
    release_at: null,
    released_at: null,
    receipt_confirmed_at: null,
    refunded_amount: refunded,
    return_by: '2026-12-20T10:00:00.000Z',
    buyer: { id: 7, name: 'Ada L.' },
    fee_amount: 12,
    net_amount: 108,
  };
}

const money = (pendingPence: number) => ({
  balances: { pending_pence: pendingPence, available_pence: 0, in_transit_pence: 0, paid_out_pence: 0 },
  terms: { schedule: 'daily' as const, hour_utc: 6, min_payout_pence: 100, next_payout_at: null },
  on_hold: false,
  hold_reason: null,
  has_payout_account: true,
});
const statement = (refundsPence: number) => ({
  statement: {
    rows: [],
    month: null,
    months: [],
    totals: {
      orders: 1,
      gross_pence: 12000,
      fee_pence: 1200,
      refunds_pence: refundsPence,
      fee_refunded_pence: 0,
      net_pence: 0,
    },
  },
  pagination: { ...pagination, totalItems: 0, totalPages: 0 },
});

/**
 * A fake server of one request whose state is `state.status`: every read answers from it, and a
 * POST moves it to the state `post` gives (as the real one would, refunding in full on 'refunded').
 */
function server(initial: ReturnStatusCode, post: (call: SeenCall) => Response | ReturnStatusCode) {
  const state = { status: initial };
  const refunded = () => (state.status === 'refunded' ? 120 : 0);
  const respond = (call: SeenCall): Response => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (call.method === 'POST') {
      const answer = post(call);
      if (answer instanceof Response) return answer;
      state.status = answer;
      if (path.endsWith('/refunds/')) return json({ success: true, order: order(refunded(), state.status) });
      return json(
        { success: true, return_request: request(state.status, refunded()) },
        path.endsWith('/returns/') ? 201 : 200,
      );
    }
    if (path === '/api/marketplace/returns-policy/') return json({ success: true, policy });
    if (path === '/api/returns/5/')
      return json({ success: true, return_request: request(state.status, refunded()) });
    if (path === '/api/returns/' || path === '/api/admin/disputes/')
      return json({ success: true, return_requests: [request(state.status, refunded())], pagination });
    if (path === '/api/orders') return json({ success: true, orders: [order(refunded(), state.status)] });
    if (path === '/api/my-sales/') return json({ success: true, sales: [order(refunded(), state.status)] });
    if (path === '/api/payouts/balances/')
      return json({ success: true, money: money(10800 - refunded() * 90) });
    if (path === '/api/payouts/statement/') return json({ success: true, ...statement(refunded() * 100) });
    return json({ success: false, error: `no fake for ${call.method} ${path}` }, 404);
  };
  return { state, respond };
}

/** What a page of returns reads (as My orders, My sales and a request's page do), and the actions. */
function useReturnsPage() {
  return {
    list: useReturnRequests({ role: 'seller', open: true }).data?.return_requests[0]?.status,
    one: useReturnRequest(5).data?.return_request.status,
    disputes: useDisputes('open').data?.return_requests[0]?.status,
    line: useOrders().data?.orders[0]?.items[0]?.return_request?.status,
    sold: useMySales().data?.sales[0]?.refunded_amount,
    pending: useSellerMoney().data?.money.balances.pending_pence,
    refunds: useSellerStatement().data?.statement.totals.refunds_pence,
    actions: useReturnActions(),
  };
}

describe('given the returns reads (decision 067)', () => {
  it('reads the policy, a page of requests, one request and the disputes at their paths', async () => {
    const { wrapper, calls } = setup(
      makeUser({}, false, true),
      server('requested', () => 'requested').respond,
    );
    const { result } = await renderHook(
      () => ({
        policy: useReturnsPolicy().data?.policy,
        list: useReturnRequests({ role: 'seller', open: true, page: 2 }).data,
        mine: useReturnRequests().data,
        one: useReturnRequest(5).data,
        disputes: useDisputes('decided', 3).data,
      }),
      { wrapper },
    );
    await expect.poll(() => result.current.policy).toEqual(policy);
    await expect.poll(() => result.current.one?.return_request.id).toBe(5);
    await expect.poll(() => result.current.list?.return_requests).toHaveLength(1);
    await expect.poll(() => result.current.mine?.return_requests).toHaveLength(1);
    await expect.poll(() => result.current.disputes?.return_requests).toHaveLength(1);
    expect(calls.map((c) => c.url).sort()).toEqual(
      [
        '/api/admin/disputes/?state=decided&page=3',
        '/api/marketplace/returns-policy/',
        '/api/returns/5/',
        '/api/returns/?role=buyer&page=1',
        '/api/returns/?role=seller&open=true&page=2',
      ].sort(),
    );
  });

  it('reads only the public policy while signed out, and no request without an id', async () => {
    const { wrapper, calls } = setup(null, server('requested', () => 'requested').respond, '');
    const { result } = await renderHook(
      () => ({
        policy: useReturnsPolicy().data,
        list: useReturnRequests().data,
        one: useReturnRequest(5).data,
        disputes: useDisputes().data,
      }),
      { wrapper },
    );
    await expect.poll(() => result.current.policy?.policy).toEqual(policy);
    expect(calls.map((c) => c.url)).toEqual(['/api/marketplace/returns-policy/']);
    const signedIn = setup(makeUser(), server('requested', () => 'requested').respond);
    await renderHook(() => useReturnRequest(null).data, { wrapper: signedIn.wrapper });
    await renderHook(() => useDisputes('open', 1, false).data, { wrapper: signedIn.wrapper });
    expect(signedIn.calls).toEqual([]);
  });
});

describe('given the returns actions (decision 067)', () => {
  it('asks to return a line with the form as is, and reads the requests and the order again', async () => {
    const { wrapper, calls } = setup(makeUser(), server('resolved', () => 'requested').respond);
    const { result } = await renderHook(useReturnsPage, { wrapper });
    await expect.poll(() => result.current.line).toBe('resolved');
    const form = new FormData();
    form.set('order_item_id', '31');
    form.set('quantity', '1');
    form.set('reason', 'damaged');
    await expect(result.current.actions.createReturnRequest(12, form)).resolves.toMatchObject({
      id: 5,
      status: 'requested',
    });
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.url).toBe('/api/orders/12/returns/');
    expect(sent?.body).toBe(form);
    await expect.poll(() => result.current.line).toBe('requested');
    await expect.poll(() => result.current.list).toBe('requested');
    await expect.poll(() => result.current.one).toBe('requested');
  });

  it('takes a step with POST and reads again the request, the lists, the orders, sales, money and statement', async () => {
    const steps: unknown[] = [];
    const { wrapper, calls } = setup(
      makeUser(),
      server('in_transit', (call) => {
        steps.push(JSON.parse(String(call.body)));
        return 'refunded';
      }).respond,
    );
    const { result } = await renderHook(useReturnsPage, { wrapper });
    await expect.poll(() => result.current.one).toBe('in_transit');
    await expect.poll(() => result.current.pending).toBe(10800);
    await expect(result.current.actions.moveReturnRequest(5, { action: 'receive' })).resolves.toMatchObject({
      status: 'refunded',
      refunded_amount: 120,
    });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/returns/5/steps/']);
    expect(steps).toEqual([{ action: 'receive' }]);
    await expect.poll(() => result.current.one).toBe('refunded');
    await expect.poll(() => result.current.list).toBe('refunded');
    await expect.poll(() => result.current.disputes).toBe('refunded');
    await expect.poll(() => result.current.line).toBe('refunded');
    await expect.poll(() => result.current.sold).toBe(120);
    await expect.poll(() => result.current.pending).toBe(0);
    await expect.poll(() => result.current.refunds).toBe(12000);
  });

  it('refunds an order without a return and resolves to the order as its seller sees it, reading sales and money again', async () => {
    const { wrapper, calls } = setup(makeUser(), server('requested', () => 'refunded').respond);
    const { result } = await renderHook(useReturnsPage, { wrapper });
    await expect.poll(() => result.current.sold).toBe(0);
    await expect(
      result.current.actions.refundOrder(12, { amount: 120, reason: 'Sorry for the wait.' }),
    ).resolves.toMatchObject({ id: 12, refunded_amount: 120 });
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.url).toBe('/api/orders/12/refunds/');
    expect(JSON.parse(String(sent?.body))).toEqual({ amount: 120, reason: 'Sorry for the wait.' });
    await expect.poll(() => result.current.sold).toBe(120);
    await expect.poll(() => result.current.pending).toBe(0);
  });

  it('records staff’s decision and reads the disputes queue and the request again', async () => {
    const { wrapper, calls } = setup(
      makeUser({}, false, true),
      server('escalated', () => 'resolved').respond,
    );
    const { result } = await renderHook(useReturnsPage, { wrapper });
    await expect.poll(() => result.current.disputes).toBe('escalated');
    await expect(
      result.current.actions.decideDispute(5, { outcome: 'decline', reason: 'As described.' }),
    ).resolves.toMatchObject({ status: 'resolved' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/disputes/5/decision/',
    ]);
    await expect.poll(() => result.current.disputes).toBe('resolved');
    await expect.poll(() => result.current.one).toBe('resolved');
  });

  it("rejects with the server's refusal, keeps it as the error, and changes nothing", async () => {
    const refusal = RETURN_MESSAGES.errors.refundTooLarge(5000);
    const { wrapper } = setup(
      makeUser(),
      server('requested', () => json({ success: false, error: refusal }, 409)).respond,
    );
    const { result } = await renderHook(useReturnsPage, { wrapper });
    await expect.poll(() => result.current.sold).toBe(0);
    await expect(result.current.actions.refundOrder(12, { amount: 60, reason: 'Half.' })).rejects.toThrow(
      refusal,
    );
    await expect.poll(() => result.current.actions.error).toBe(refusal);
    expect(result.current.sold).toBe(0);
  });

  it('refuses the demo user every change without sending anything', async () => {
    const { wrapper, calls } = setup(makeUser({}, true), server('requested', () => 'refunded').respond);
    const { result } = await renderHook(useReturnActions, { wrapper });
    for (const refused of [
      result.current.createReturnRequest(12, new FormData()),
      result.current.moveReturnRequest(5, { action: 'escalate', note: 'Please.' }),
      result.current.refundOrder(12, { amount: 1, reason: 'Sorry.' }),
    ]) {
      await expect(refused).rejects.toBeInstanceOf(TestUserBlockedError);
      await expect(refused).rejects.toThrow(MESSAGES.testUser.default);
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
