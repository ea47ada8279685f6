/**
 * Contract scenarios: a seller's money and payouts (decision 061): the money page of someone who
 * never sold, a sale's net through pending and available into a requested payout (and out of
 * pending when cancelled), the refusals of a payout request (no payout account, below the minimum,
 * on hold with the reason shown, the demo user, a visitor), staff holds, and the sample seller's
 * page and payouts. What the two targets hold differently (the mocks' sample balances, the
 * server's ledger) is checked by shape only.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_RULE,
  DEFAULT_PAYOUT_TERMS,
  DEMO_ACCOUNT,
  MESSAGES,
  PAYOUTS_PAGE_SIZE,
  SELLER_PAYOUT_MESSAGES,
  belowMinimumPayoutMessage,
  splitSellerOrder,
  toPence,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT } from '@shop/sample-catalogue';
import type { ContractClient } from '../client.ts';
import { PAY, productForm, type Harness } from './harness.ts';

/** Registers the payouts scenarios on the harness of one target (see ../scenarios.ts). */
export function payoutMoneyScenarios({ client, signIn, register, onboard }: Harness): void {
  /**
   * A new seller, onboarded, whose one listing (£18.50 at 10% off) Sam buys: returns both
   * clients, the order's id and the seller's net in pence under the default fee.
   */
  async function sellerWithSale(): Promise<{
    seller: ContractClient;
    buyer: ContractClient;
    orderId: number;
    netPence: number;
  }> {
    const { client: seller } = await register();
    await onboard(seller);
    const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '4' }, false) });
    const buyer = await signIn(SELLER_ACCOUNT);
    await buyer.ok('addToCart', { body: { product_id: product.id } });
    const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
    await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
    const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
    if (order === undefined) throw new Error('the payment made no order');
    const { netPence } = splitSellerOrder(toPence(order.total_amount), DEFAULT_FEE_RULE);
    return { seller, buyer, orderId: order.id, netPence };
  }

  describe('given a seller’s money and payouts', () => {
    it('shows someone who never sold zero balances, the default terms and no payouts', async () => {
      const { client: nia } = await register();
      const { money } = await nia.ok('getSellerMoney');
      expect(money).toEqual({
        balances: { pending_pence: 0, available_pence: 0, in_transit_pence: 0, paid_out_pence: 0 },
        terms: {
          schedule: DEFAULT_PAYOUT_TERMS.schedule,
          hour_utc: DEFAULT_PAYOUT_TERMS.hourUtc,
          min_payout_pence: DEFAULT_PAYOUT_TERMS.minPayoutPence,
          next_payout_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT06:00:00\.000Z$/) as unknown as string,
        },
        on_hold: false,
        hold_reason: null,
        has_payout_account: false,
      });
      expect(Date.parse(money.terms.next_payout_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await nia.ok('getPayouts')).toEqual({
        success: true,
        payouts: [],
        pagination: { page: 1, pageSize: PAYOUTS_PAGE_SIZE, totalPages: 0, totalItems: 0 },
      });
    });

    it('refuses a payout without a payout account, to the demo user and to a visitor', async () => {
      const { client: nia } = await register();
      expect(await nia.call('requestPayout')).toEqual({
        ok: false,
        status: 400,
        error: SELLER_PAYOUT_MESSAGES.noPayoutAccount,
      });
      const demo = await signIn(DEMO_ACCOUNT);
      expect(await demo.call('requestPayout')).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.testUser.default,
      });
      for (const name of ['getSellerMoney', 'getPayouts', 'requestPayout'] as const) {
        expect(await client().call(name, {}), name).toEqual({
          ok: false,
          status: 401,
          error: MESSAGES.server.notSignedIn,
        });
      }
      expect((await nia.ok('getPayouts')).payouts).toEqual([]);
    });

    it('lets staff hold a seller’s payouts with a reason, refusing payouts until they lift it', async () => {
      const { client: nia, user } = await register();
      const admin = await signIn(ADMIN_ACCOUNT);
      expect(
        await admin.call('adminSetPayoutHold', { params: { id: user.id }, body: { on_hold: true } }),
      ).toEqual({ ok: false, status: 400, error: SELLER_PAYOUT_MESSAGES.holdReasonRequired });
      expect(
        await admin.call('adminSetPayoutHold', {
          params: { id: 999999 },
          body: { on_hold: true, reason: 'Checks' },
        }),
      ).toMatchObject({ ok: false, status: 404 });
      const held = await admin.ok('adminSetPayoutHold', {
        params: { id: user.id },
        body: { on_hold: true, reason: 'Identity\nchecks' },
      });
      expect(held.hold).toMatchObject({ seller_id: user.id, on_hold: true, reason: 'Identity checks' });
      expect((await admin.ok('adminPayoutHolds')).holds).toContainEqual(held.hold);
      expect((await nia.ok('getSellerMoney')).money).toMatchObject({
        on_hold: true,
        hold_reason: 'Identity checks',
      });
      expect(await nia.call('requestPayout')).toEqual({
        ok: false,
        status: 400,
        error: SELLER_PAYOUT_MESSAGES.onHold,
      });
      const actions = (await admin.ok('adminStaffActions')).actions;
      expect(actions[0]).toMatchObject({
        action: 'payouts_held',
        user: { id: user.id },
        note: 'Identity checks',
      });

      const lifted = await admin.ok('adminSetPayoutHold', {
        params: { id: user.id },
        body: { on_hold: false },
      });
      expect(lifted.hold).toEqual({ seller_id: user.id, on_hold: false, reason: null, held_at: null });
      expect((await admin.ok('adminPayoutHolds')).holds).toEqual([]);
      expect((await nia.ok('getSellerMoney')).money).toMatchObject({ on_hold: false, hold_reason: null });
      expect((await admin.ok('adminStaffActions')).actions[0]).toMatchObject({ action: 'payouts_released' });
      expect(await nia.call('requestPayout')).toMatchObject({
        status: 400,
        error: SELLER_PAYOUT_MESSAGES.noPayoutAccount,
      });
    });

    it('keeps a sale’s net pending, makes it available on Confirm receipt, and pays it out on request', async () => {
      const { seller, buyer, orderId, netPence } = await sellerWithSale();
      expect(netPence).toBeGreaterThanOrEqual(DEFAULT_PAYOUT_TERMS.minPayoutPence);
      expect((await seller.ok('getSellerMoney')).money).toMatchObject({
        balances: { pending_pence: netPence, available_pence: 0, in_transit_pence: 0, paid_out_pence: 0 },
        has_payout_account: true,
      });
      // Nothing is available yet: below the minimum.
      expect(await seller.call('requestPayout')).toEqual({
        ok: false,
        status: 400,
        error: belowMinimumPayoutMessage(DEFAULT_PAYOUT_TERMS.minPayoutPence),
      });

      await seller.ok('updateOrderStatus', {
        params: { id: orderId },
        body: { status: 'shipped', carrier: 'Royal Mail', tracking_number: 'RM123456785GB' },
      });
      await buyer.ok('confirmReceipt', { params: { id: orderId } });
      expect((await seller.ok('getSellerMoney')).money.balances).toEqual({
        pending_pence: 0,
        available_pence: netPence,
        in_transit_pence: 0,
        paid_out_pence: 0,
      });

      const made = await seller.call('requestPayout');
      expect(made).toMatchObject({
        ok: true,
        status: 201,
        data: { payout: { amount_pence: netPence, status: 'requested', origin: 'requested' } },
      });
      expect((await seller.ok('getSellerMoney')).money.balances).toEqual({
        pending_pence: 0,
        available_pence: 0,
        in_transit_pence: netPence,
        paid_out_pence: 0,
      });
      const { payouts, pagination } = await seller.ok('getPayouts');
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({
        amount_pence: netPence,
        status: 'requested',
        paid_at: null,
        failed_at: null,
        failure_reason: null,
      });
      expect(pagination).toEqual({ page: 1, pageSize: PAYOUTS_PAGE_SIZE, totalPages: 1, totalItems: 1 });
      // The whole balance went: a second request is below the minimum and changes nothing.
      expect(await seller.call('requestPayout')).toMatchObject({ ok: false, status: 400 });
      expect((await seller.ok('getPayouts')).payouts).toHaveLength(1);
    });

    it('takes a cancelled sale’s net out of pending', async () => {
      const { seller, orderId, netPence } = await sellerWithSale();
      expect((await seller.ok('getSellerMoney')).money.balances.pending_pence).toBe(netPence);
      await seller.ok('updateOrderStatus', { params: { id: orderId }, body: { status: 'cancelled' } });
      expect((await seller.ok('getSellerMoney')).money.balances).toEqual({
        pending_pence: 0,
        available_pence: 0,
        in_transit_pence: 0,
        paid_out_pence: 0,
      });
    });

    it('answers the sample seller’s money page and payouts in the contract’s shapes', async () => {
      const sam = await signIn(SELLER_ACCOUNT);
      const { money } = await sam.ok('getSellerMoney');
      expect(money.terms.schedule).toBe(DEFAULT_PAYOUT_TERMS.schedule);
      const { payouts, pagination } = await sam.ok('getPayouts', { query: { pageSize: 2 } });
      expect(payouts.length).toBeLessThanOrEqual(2);
      expect(pagination.pageSize).toBe(2);
      expect([...payouts].sort((a, b) => b.id - a.id)).toEqual(payouts);
    });
  });
}
