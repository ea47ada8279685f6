/**
 * The seller's payout account (decision 059), as the server without Stripe keys serves it:
 * - getPayoutAccount: the caller's account, not_started without one;
 * - startPayoutOnboarding: the storefront's local form (PAYOUT_ROUTES.onboarding);
 * - submitSimulatedPayoutAccount: the form's bank details (already checked by the contract's
 *   SimulatedPayoutAccountRequest); the state comes from the account number
 *   (simulatedPayoutState), only the last four digits are kept; becoming active sends the
 *   'account active' message.
 */
import {
  DEFAULT_SHOP_NAME,
  PAYOUT_ROUTES,
  bankLast4,
  simulatedPayoutState,
  type PayoutAccount,
} from '@shop/contract';
import { db } from '../db.ts';
import { payoutAccountOf, setPayoutAccount } from '../store/payouts.ts';
import { route } from './http.ts';

const SHOP_NAME = DEFAULT_SHOP_NAME;

function origin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

/** getPayoutAccount, startPayoutOnboarding, submitSimulatedPayoutAccount. */
export const payoutsHandlers = [
  route('getPayoutAccount', ({ user }) => ({
    body: { success: true, account: payoutAccountOf(db, user.user.id) },
  })),
  route('startPayoutOnboarding', () => ({ body: { success: true, url: PAYOUT_ROUTES.onboarding } })),
  route('submitSimulatedPayoutAccount', ({ body, user }) => {
    const account: PayoutAccount = {
      state: simulatedPayoutState(body.account_number),
      provider: 'simulated',
      account_holder_name: body.account_holder_name,
      bank_last4: bankLast4(body.account_number),
    };
    if (setPayoutAccount(db, user.user.id, account)) {
      db.sendMail({
        kind: 'payout-account-active',
        to: user.user.email.trim().toLowerCase(),
        subject: `${SHOP_NAME}: your payout account is active`,
        text: `Hello ${user.user.first_name},\nYour payout account is active: your listings can now be bought.`,
        link: `${origin()}${PAYOUT_ROUTES.page}`,
      });
    }
    return { body: { success: true, account } };
  }),
];
