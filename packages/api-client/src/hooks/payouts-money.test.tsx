import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { MESSAGES, SELLER_PAYOUT_MESSAGES, type Payout, type SellerMoneySummary } from '@shop/contract';
import { TestUserBlockedError } from '../errors.ts';
import { json, makeUser } from '../test-support.ts';
import { setupHooks as setup } from '../test-hooks.tsx';
import { usePayouts } from './payoutList.ts';
import { useRequestPayout } from './requestPayout.ts';
import { useSellerMoney } from './sellerMoney.ts';

const money = (available: number): SellerMoneySummary => ({
  balances: { pending_pence: 0, available_pence: available, in_transit_pence: 0, paid_out_pence: 0 },
  terms: {
    schedule: 'daily',
    hour_utc: 6,
    min_payout_pence: 100,
    next_payout_at: '2026-11-29T06:00:00.000Z',
  },
  on_hold: false,
  hold_reason: null,
  has_payout_account: true,
});
const payout: Payout = {
  id: 9,
  amount_pence: 1875,
  status: 'requested',
  origin: 'requested',
  created_at: '2026-11-28T10:00:00.000Z',
  paid_at: null,
  failed_at: null,
  failure_reason: null,
};
const pagination = { page: 1, pageSize: 20, totalPages: 1, totalItems: 1 };

/** Reads the balances and the first page of payouts, and offers the request, as /my-payouts does. */
function useMoneyPage() {
  const balances = useSellerMoney();
  const list = usePayouts(1);
  const action = useRequestPayout();
  return {
    available: balances.data?.money.balances.available_pence,
    payouts: list.data?.payouts,
    action,
  };
}

describe("given a seller's money page (decision 061)", () => {
  it('reads the balances and a page of payouts at their request paths, and nothing while signed out', async () => {
    const { wrapper, calls } = setup(makeUser(), (call) =>
      call.url.startsWith('/api/payouts/balances/')
        ? json({ success: true, money: money(0) })
        : json({ success: true, payouts: [], pagination: { ...pagination, page: 2 } }),
    );
    const { result } = await renderHook(() => ({ money: useSellerMoney().data, list: usePayouts(2).data }), {
      wrapper,
    });
    await expect.poll(() => result.current.list?.pagination.page).toBe(2);
    await expect.poll(() => result.current.money?.money.balances.available_pence).toBe(0);
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/payouts/?page=2', '/api/payouts/balances/']);

    const signedOut = setup(null, () => json({ success: true, money: money(0) }), '');
    await renderHook(() => useSellerMoney().data, { wrapper: signedOut.wrapper });
    expect(signedOut.calls).toEqual([]);
  });

  it('asks for a payout with POST and reads the balances and payouts again', async () => {
    let paid = false;
    const { wrapper, calls } = setup(makeUser(), (call) => {
      if (call.method === 'POST') {
        paid = true;
        return json({ success: true, payout }, 201);
      }
      if (call.url.startsWith('/api/payouts/balances/'))
        return json({ success: true, money: money(paid ? 0 : 1875) });
      return json({ success: true, payouts: paid ? [payout] : [], pagination });
    });
    const { result } = await renderHook(useMoneyPage, { wrapper });
    await expect.poll(() => result.current.available).toBe(1875);
    await expect.poll(() => result.current.payouts).toEqual([]);
    await expect(result.current.action.requestPayout()).resolves.toEqual(payout);
    await expect.poll(() => result.current.available).toBe(0);
    await expect.poll(() => result.current.payouts).toEqual([payout]);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/payouts/']);
  });

  it("rejects with the server's refusal, and keeps it as the error", async () => {
    const { wrapper } = setup(makeUser(), (call) =>
      call.method === 'POST'
        ? json({ success: false, error: SELLER_PAYOUT_MESSAGES.onHold }, 400)
        : json({ success: true, money: money(1875) }),
    );
    const { result } = await renderHook(useRequestPayout, { wrapper });
    await expect(result.current.requestPayout()).rejects.toThrow(SELLER_PAYOUT_MESSAGES.onHold);
    await expect.poll(() => result.current.error).toBe(SELLER_PAYOUT_MESSAGES.onHold);
  });

  it('refuses the demo user without sending anything', async () => {
    const { wrapper, calls } = setup(makeUser({}, true), () => json({ success: true, payout }, 201));
    const { result } = await renderHook(useRequestPayout, { wrapper });
    const refused = result.current.requestPayout();
    await expect(refused).rejects.toBeInstanceOf(TestUserBlockedError);
    await expect(refused).rejects.toThrow(MESSAGES.testUser.default);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
