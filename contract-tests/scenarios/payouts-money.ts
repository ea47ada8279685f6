/**
 * Contract scenarios: a seller's money and payouts (decision 061): the money page of someone who
 * never sold, the refusals of a payout request (no payout account, on hold, the demo user, a
 * visitor), staff holds, and the sample seller's page and payouts. What the two targets hold
 * differently (the mocks' sample balances, the server's ledger) is checked by shape only.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYOUT_TERMS, DEMO_ACCOUNT, MESSAGES, PAYOUTS_PAGE_SIZE } from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { type Harness } from './harness.ts';

/** Registers the payouts scenarios on the harness of one target (see ../scenarios.ts). */
export function payoutMoneyScenarios({ client, signIn, register }: Harness): void {
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
        error: MESSAGES.sellerPayouts.noPayoutAccount,
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
      ).toEqual({ ok: false, status: 400, error: MESSAGES.sellerPayouts.holdReasonRequired });
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
      expect((await nia.ok('getSellerMoney')).money.on_hold).toBe(true);
      expect(await nia.call('requestPayout')).toEqual({
        ok: false,
        status: 400,
        error: MESSAGES.sellerPayouts.onHold,
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
      expect((await admin.ok('adminStaffActions')).actions[0]).toMatchObject({ action: 'payouts_released' });
      expect(await nia.call('requestPayout')).toMatchObject({
        status: 400,
        error: MESSAGES.sellerPayouts.noPayoutAccount,
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
