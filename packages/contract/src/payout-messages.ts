import { SELLER_PAYOUT_DEFAULT_ERRORS } from './payout-default-errors.ts';

/**
 * The payout account's texts (decision 059; our wording), apart from MESSAGES: MESSAGES is one
 * object in the home route's bundle, where none of these are needed (an export of its own is left
 * out of a bundle that does not use it). Plain data, no zod.
 */
export const PAYOUT_MESSAGES = {
  /**
   * A listing whose seller has no active payout account: shown instead of add-to-cart, and the
   * 400 of adding it to a cart.
   */
  notTakingOrders: 'This seller is not taking orders yet',
  /** A cart line whose seller is not taking orders yet (cartLineProblem 'notTakingOrders'). */
  lineNotTakingOrders: 'This seller is not taking orders yet: remove it from your cart to pay for the rest.',
  /**
   * 400 when a checkout session cannot open because a cart line's seller is not taking orders.
   * `{name}` is the product's name (notTakingOrdersInCartMessage).
   */
  notTakingOrdersInCart:
    '{name}: this seller is not taking orders yet. Remove it from your cart to continue.',
  /** The seller's own listings page and listing form until their payout account is active. */
  connectPayouts: 'Your listings cannot be bought until you connect a payout account.',
  connectPayoutsLink: 'Connect payouts',
  /** One line per PayoutAccountState, on /my-payouts. */
  notStarted: 'You have not connected a payout account yet. Until you do, your listings cannot be bought.',
  pendingVerification:
    'Thanks, your details are being checked. Your listings can be bought as soon as your account is active.',
  active: 'Your payout account is active: your listings can be bought and your earnings will be paid to it.',
  restricted:
    'Your payout account is restricted: your details were refused or more are needed. Your listings cannot be bought until you finish onboarding.',
  connect: 'Connect payouts',
  finish: 'Finish onboarding',
  /** After the local onboarding form is sent. */
  saved: 'Your bank details are saved.',
  sortCodeHint: 'Six digits, like 12-34-56.',
  accountNumberHint: 'Eight digits. We keep only the last four.',
  /**
   * 400: the simulated onboarding form's sort code and account number (contract
   * SimulatedPayoutAccountRequest; describeIssue answers them as they are).
   */
  sortCode: 'Enter a 6-digit sort code, like 12-34-56.',
  accountNumber: 'Enter an 8-digit account number.',
  /** 400: the simulated onboarding form while Stripe is configured. */
  simulatedPayoutsOff: 'Bank details are taken by our payment provider. Use Connect payouts instead.',
} as const;

/**
 * A seller's money page and payouts (decision 061; our wording), apart from MESSAGES for the same
 * reason as PAYOUT_MESSAGES: the home route's bundle holds MESSAGES whole and needs none of these.
 * The server, the mocks and the money page answer and show them as they are.
 */
export const SELLER_PAYOUT_MESSAGES = {
  /**
   * The default errors of GET /payouts/balances/ and GET /payouts/ (`fetch`) and POST /payouts/
   * (`request`), which the route table reads from payout-default-errors.ts.
   */
  ...SELLER_PAYOUT_DEFAULT_ERRORS,
  /** 400: the seller has no active payout account. */
  noPayoutAccount: 'Set up your payout account before asking for a payout.',
  /** 400: staff put the seller's payouts on hold. */
  onHold: 'Your payouts are on hold. Please contact us.',
  /** 400: `{amount}` is MIN_PAYOUT_PENCE in pounds (belowMinimumPayoutMessage). */
  belowMinimum: 'Your available balance is below the minimum payout of {amount}.',
  /** 400: staff put payouts on hold without a reason. */
  holdReasonRequired: "Give a reason for holding this seller's payouts; the seller will see it.",
} as const;
