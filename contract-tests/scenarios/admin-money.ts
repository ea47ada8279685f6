/**
 * Contract scenarios: the back office's money (decision 064). The Seller payouts list holds
 * exactly the users with earnings or a payout account (a new account with neither is not in it),
 * newest first, paged without overlap, with the same balances as each seller's own money page,
 * the payout account's state, the hold in force as one plain line and the latest payout; an
 * order's journals follow its life (paid, released on Confirm receipt, cancelled), each summing to
 * zero with the contract's accounts; an unknown order is 404; both are staff only. What the two
 * targets hold differently (the mocks' sample balances, the server's ledger) is compared only
 * through the targets' own answers.
 */
import { describe, expect, it } from 'vitest';
import {
  BUYERS,
  DEFAULT_FEE_RULE,
  MESSAGES,
  REFUNDS_OWED,
  SHOP_FEES,
  sellerAvailable,
  sellerPending,
  splitSellerOrder,
  toPence,
  type LedgerEntry,
  type SellerPayoutSummary,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT } from '@shop/sample-catalogue';
import type { ContractClient } from '../client.ts';
import { PAY, type Harness } from './harness.ts';

/** Entries in account order (the server writes a cancellation's legs in no fixed order). */
const byAccount = (entries: readonly LedgerEntry[]) =>
  [...entries].sort((a, b) => a.account.localeCompare(b.account));

/** Every seller of the list, page after page of `pageSize`, as `admin` reads them. */
async function everySeller(admin: ContractClient, pageSize = 2): Promise<SellerPayoutSummary[]> {
  const all: SellerPayoutSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await admin.ok('adminSellerPayouts', { query: { page, pageSize } });
    expect(answer.pagination.pageSize).toBe(pageSize);
    all.push(...answer.sellers);
    if (page >= answer.pagination.totalPages) {
      expect(all).toHaveLength(answer.pagination.totalItems);
      return all;
    }
  }
}

/** Registers the back office's money scenarios on the harness of one target (see ../scenarios.ts). */
export function adminMoneyScenarios({ client, signIn, register, onboard, idOf }: Harness): void {
  describe('given the back office’s seller payouts', () => {
    it('lists sellers with earnings or a payout account, newest first, with their own balances', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const { client: nia, user: niaUser } = await register({ first_name: 'Nia', last_name: 'Seller' });
      const { user: nobody } = await register({ first_name: 'No', last_name: 'Sales' });
      await onboard(nia);
      const sellers = await everySeller(admin);
      const ids = sellers.map((s) => s.seller.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(nobody.id);
      expect(ids).not.toContain(await idOf(ADMIN_ACCOUNT));
      expect(sellers.find((s) => s.seller.id === niaUser.id)).toEqual({
        seller: { id: niaUser.id, name: 'Nia Seller' },
        payout_account_state: 'active',
        balances: (await nia.ok('getSellerMoney')).money.balances,
        hold: null,
        last_payout: null,
      });
      // The sample seller has sold: listed with what their own money page shows.
      const sam = await signIn(SELLER_ACCOUNT);
      const samId = await idOf(SELLER_ACCOUNT);
      const samRow = sellers.find((s) => s.seller.id === samId);
      expect(samRow?.balances).toEqual((await sam.ok('getSellerMoney')).money.balances);
      expect(samRow?.payout_account_state).toBe((await sam.ok('getPayoutAccount')).account.state);
      const [latest] = (await sam.ok('getPayouts')).payouts;
      expect(samRow?.last_payout).toEqual(
        latest === undefined
          ? null
          : {
              id: latest.id,
              created_at: latest.created_at,
              amount_pence: latest.amount_pence,
              status: latest.status,
            },
      );
    });

    it('shows a hold’s reason as one plain line while it is in force, and none once lifted', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const { client: nia, user } = await register();
      await onboard(nia);
      await admin.ok('adminSetPayoutHold', {
        params: { id: user.id },
        body: { on_hold: true, reason: 'Identity\r\nchecks\u0085pending' },
      });
      const held = (await everySeller(admin, 50)).find((s) => s.seller.id === user.id);
      expect(held?.hold).toMatchObject({ reason: 'Identity checks pending' });
      expect(Number.isNaN(Date.parse(held?.hold?.held_at ?? ''))).toBe(false);
      expect((await admin.ok('adminStaffActions')).actions[0]).toMatchObject({
        action: 'payouts_held',
        user: { id: user.id },
        note: 'Identity checks pending',
      });
      await admin.ok('adminSetPayoutHold', { params: { id: user.id }, body: { on_hold: false } });
      expect((await everySeller(admin, 50)).find((s) => s.seller.id === user.id)?.hold).toBeNull();
      expect((await admin.ok('adminStaffActions')).actions[0]).toMatchObject({ action: 'payouts_released' });
    });
  });

  describe('given the back office’s order ledger', () => {
    /** Buys one of product 22 (Sam Seller's) as a new buyer; returns the buyer and the order. */
    async function buyFromSam() {
      const { client: buyer } = await register({ first_name: 'Bea', last_name: 'Buyer' });
      await buyer.ok('addToCart', { body: { product_id: 22, quantity: 1 } });
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
      if (order === undefined) throw new Error('the checkout made no order');
      return { buyer, order };
    }

    it('shows a paid order’s journal, then its release on Confirm receipt, each summing to zero', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const samId = await idOf(SELLER_ACCOUNT);
      const { buyer, order } = await buyFromSam();
      const gross = toPence(order.total_amount);
      const { feePence, netPence } = splitSellerOrder(gross, DEFAULT_FEE_RULE);
      const paid = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
      expect(paid.order_id).toBe(order.id);
      expect(paid.journals.map((j) => j.kind)).toEqual(['order_paid']);
      expect(byAccount(paid.journals[0]?.entries ?? [])).toEqual(
        byAccount([
          { account: BUYERS, amount_pence: -gross },
          { account: SHOP_FEES, amount_pence: feePence },
          { account: sellerPending(samId), amount_pence: netPence },
        ]),
      );

      const sam = await signIn(SELLER_ACCOUNT);
      await sam.ok('updateOrderStatus', {
        params: { id: order.id },
        body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
      });
      await buyer.ok('confirmReceipt', { params: { id: order.id } });
      const released = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
      expect(released.journals.map((j) => j.kind)).toEqual(['order_paid', 'order_released']);
      expect(byAccount(released.journals[1]?.entries ?? [])).toEqual(
        byAccount([
          { account: sellerPending(samId), amount_pence: -netPence },
          { account: sellerAvailable(samId), amount_pence: netPence },
        ]),
      );
      const ids = released.journals.map((j) => j.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const journal of released.journals) {
        expect(journal.entries.reduce((sum, e) => sum + e.amount_pence, 0)).toBe(0);
        expect(journal.entries.every((e) => e.amount_pence !== 0)).toBe(true);
      }
    });

    it('shows a cancellation giving the fee and the net back to refunds owed', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      const samId = await idOf(SELLER_ACCOUNT);
      const { order } = await buyFromSam();
      const gross = toPence(order.total_amount);
      const { feePence, netPence } = splitSellerOrder(gross, DEFAULT_FEE_RULE);
      await admin.ok('updateOrderStatus', { params: { id: order.id }, body: { status: 'cancelled' } });
      const { journals } = (await admin.ok('adminOrderLedger', { params: { id: order.id } })).ledger;
      expect(journals.slice(0, 2).map((j) => j.kind)).toEqual(['order_paid', 'order_cancelled']);
      expect(byAccount(journals[1]?.entries ?? [])).toEqual(
        byAccount([
          { account: SHOP_FEES, amount_pence: -feePence },
          { account: sellerPending(samId), amount_pence: -netPence },
          { account: REFUNDS_OWED, amount_pence: gross },
        ]),
      );
      // The refund itself is made later by the provider (at once in the mocks): a refund_paid, if any.
      expect(journals.slice(2).map((j) => j.kind)).toEqual(journals.length > 2 ? ['refund_paid'] : []);
      for (const journal of journals) expect(journal.entries.reduce((s, e) => s + e.amount_pence, 0)).toBe(0);
    });

    it('answers 404 for an unknown order, and both money endpoints to staff only', async () => {
      const admin = await signIn(ADMIN_ACCOUNT);
      expect(await admin.call('adminOrderLedger', { params: { id: 999999 } })).toEqual({
        ok: false,
        status: 404,
        error: MESSAGES.server.notFound,
      });
      const sam = await signIn(SELLER_ACCOUNT);
      for (const name of ['adminSellerPayouts', 'adminOrderLedger'] as const) {
        expect(await client().call(name, { params: { id: 1 } }), name).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.server.notSignedIn,
        });
        expect(await sam.call(name, { params: { id: 1 } }), name).toEqual({
          ok: false,
          status: 403,
          error: MESSAGES.server.staffOnly,
        });
      }
    });
  });
}
