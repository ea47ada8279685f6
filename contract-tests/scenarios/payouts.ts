/**
 * Contract scenarios: sellers' payout accounts (decision 059). A new seller has a not started
 * account; the simulated form reaches pending verification, restricted and active by its test
 * account numbers; bad details change nothing; only the last four digits come back; a listing
 * whose seller is not taking orders is shown but refused in a cart and at checkout, and can be
 * bought once its seller is onboarded.
 */
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_MESSAGES,
  MESSAGES,
  SIMULATED_PAYOUT_TEST_ACCOUNTS,
  notTakingOrdersInCartMessage,
} from '@shop/contract';
import { DEMO_ACCOUNT } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { PAY, TEST_BANK_DETAILS, productForm, type Harness } from './harness.ts';

/** Registers the payout scenarios on the harness of one target (see ../scenarios.ts). */
export function payoutsScenarios({ client, signIn, register, onboard }: Harness): void {
  describe('given a seller and their payout account', () => {
    it('starts not started, with the local form as the place to onboard', async () => {
      const { client: seller } = await register();
      expect((await seller.ok('getPayoutAccount')).account).toEqual({
        state: 'not_started',
        provider: 'simulated',
        account_holder_name: null,
        bank_last4: null,
      });
      expect((await seller.ok('startPayoutOnboarding')).url).toBe('/my-payouts/onboarding');
    });

    it('reaches pending verification, restricted and active by the test account numbers, with the last four digits only', async () => {
      const { client: seller } = await register();
      const states = [];
      for (const account_number of [
        SIMULATED_PAYOUT_TEST_ACCOUNTS.pending,
        SIMULATED_PAYOUT_TEST_ACCOUNTS.restricted,
        TEST_BANK_DETAILS.account_number,
      ]) {
        const { account } = await seller.ok('submitSimulatedPayoutAccount', {
          body: { ...TEST_BANK_DETAILS, account_number },
        });
        states.push(account.state);
        expect(account.bank_last4).toBe(account_number.slice(-4));
        expect(JSON.stringify(account)).not.toContain(account_number);
      }
      expect(states).toEqual(['pending_verification', 'restricted', 'active']);
      expect((await seller.ok('getPayoutAccount')).account).toEqual({
        state: 'active',
        provider: 'simulated',
        account_holder_name: 'Nia Jones',
        bank_last4: '2345',
      });
    });

    it('refuses bad details with 400 and the field’s message, and changes nothing', async () => {
      const { client: seller } = await register();
      const before = await seller.ok('getPayoutAccount');
      const cases: [Record<string, string>, string][] = [
        [{ sort_code: '10-88-0' }, PAYOUT_MESSAGES.sortCode],
        [{ sort_code: '10a880' }, PAYOUT_MESSAGES.sortCode],
        [{ account_number: '0001234' }, PAYOUT_MESSAGES.accountNumber],
        [{ account_number: '000123456' }, PAYOUT_MESSAGES.accountNumber],
        [{ account_holder_name: '  ' }, 'Invalid request. account_holder_name: must not be empty'],
      ];
      for (const [change, error] of cases)
        expect(
          await seller.call('submitSimulatedPayoutAccount', { body: { ...TEST_BANK_DETAILS, ...change } }),
          JSON.stringify(change),
        ).toEqual({ ok: false, status: 400, error });
      expect(await seller.ok('getPayoutAccount')).toEqual(before);
    });

    it('refuses the demo user both changes, with the demo refusal', async () => {
      const demo = await signIn(DEMO_ACCOUNT);
      const before = await demo.ok('getPayoutAccount');
      expect(before.account.state).toBe('active');
      expect(await demo.call('submitSimulatedPayoutAccount', { body: TEST_BANK_DETAILS })).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.testUser.default,
      });
      expect(await demo.call('startPayoutOnboarding')).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.testUser.default,
      });
      expect(await demo.ok('getPayoutAccount')).toEqual(before);
    });

    it('answers a visitor 401', async () => {
      expect(await client().call('getPayoutAccount')).toMatchObject({ ok: false, status: 401 });
    });
  });

  describe('given a listing of a seller who is not taking orders', () => {
    it('shows the listing but refuses it in a cart and at checkout; once onboarded it sells', async () => {
      const { client: seller } = await register();
      const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '4' }, false) });
      expect(product.seller_taking_orders).toBe(false);
      expect((await client().ok('getProduct', { params: { id: product.id } })).product).toMatchObject({
        seller_taking_orders: false,
      });

      const buyer = await signIn(SELLER_ACCOUNT);
      expect(await buyer.call('addToCart', { body: { product_id: product.id } })).toEqual({
        ok: false,
        status: 400,
        error: PAYOUT_MESSAGES.notTakingOrders,
      });
      expect(await client().call('addToCart', { body: { product_id: product.id } })).toEqual({
        ok: false,
        status: 400,
        error: PAYOUT_MESSAGES.notTakingOrders,
      });

      // Onboarded, then restricted with the line in a cart: the line cannot be paid.
      await onboard(seller);
      await buyer.ok('addToCart', { body: { product_id: product.id } });
      await seller.ok('submitSimulatedPayoutAccount', {
        body: { ...TEST_BANK_DETAILS, account_number: SIMULATED_PAYOUT_TEST_ACCOUNTS.restricted },
      });
      const line = (await buyer.ok('getCart')).cart.items.find((i) => i.product.id === product.id);
      expect(line?.product.seller_taking_orders).toBe(false);
      expect(await buyer.call('createCheckoutSession')).toEqual({
        ok: false,
        status: 400,
        error: notTakingOrdersInCartMessage(product.name),
      });

      await onboard(seller);
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      expect((await buyer.ok('getSessionStatus', { query: { session_id: sessionId } })).status).toBe(
        'complete',
      );
    });
  });
}
