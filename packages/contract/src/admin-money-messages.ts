/**
 * The back office's texts about sellers' money (decision 064; our wording): the Seller payouts
 * panel, its hold and lift dialogs, and the Order ledger panel. Apart from MESSAGES, which is one
 * object in the home route's bundle: only the back office's lazy route loads these (an export of
 * its own is left out of a bundle that does not use it). Plain data, and small functions that
 * fill a name or a number in.
 */
import { SELLER_PAYOUT_MESSAGES } from './payout-messages.ts';
import type { PayoutAccountState } from './schemas/payouts.ts';
import type { JournalKind, SellerAccountPart } from './ledger.ts';

/** The states of a payout (schemas/payouts-money.ts PAYOUT_STATES), as staff read them. */
type PayoutState = 'requested' | 'in_transit' | 'paid' | 'failed';

export const ADMIN_MONEY_MESSAGES = {
  // --- Seller payouts -----------------------------------------------------------------------
  payoutsTab: 'Seller payouts',
  payoutsTitle: 'Seller payouts',
  payoutsIntro:
    'Every seller with earnings in the ledger or a payout account. Balances are sums over the ledger, in pounds.',
  payoutsLoading: 'Loading seller payouts',
  payoutsEmpty: 'No seller has earnings or a payout account yet.',
  columns: {
    seller: 'Seller',
    account: 'Payout account',
    pending: 'Pending',
    available: 'Available',
    inTransit: 'In transit',
    paidOut: 'Paid out',
    hold: 'Hold',
    lastPayout: 'Last payout',
    actions: 'Actions',
  },
  accountStates: {
    not_started: 'Not started',
    pending_verification: 'Being checked',
    active: 'Active',
    restricted: 'Restricted',
  } satisfies Record<PayoutAccountState, string>,
  payoutStates: {
    requested: 'Requested',
    in_transit: 'In transit',
    paid: 'Paid',
    failed: 'Failed',
  } satisfies Record<PayoutState, string>,
  onHold: 'On hold',
  noHold: 'None',
  noPayout: 'None yet',

  // --- Holding and lifting ------------------------------------------------------------------
  holdButton: 'Hold payouts',
  holdDescription:
    'No payout is made to this seller, scheduled or requested, until the hold is lifted; payouts already in transit are not recalled. We e-mail the seller the reason.',
  holdReasonLabel: 'Reason (the seller will see it)',
  /** The hold's reason left blank (the server's 400 says the same: decision 061). */
  holdReasonRequired: SELLER_PAYOUT_MESSAGES.holdReasonRequired,
  holdConfirm: 'Hold payouts',
  liftButton: 'Lift hold',
  liftDescription:
    'Payouts to this seller start again: their available balance goes out with the next scheduled payout, or when they ask for one. We e-mail the seller that the hold is lifted.',
  liftConfirm: 'Lift hold',
  cancel: 'Cancel',

  // --- Order ledger ---------------------------------------------------------------------------
  ledgerTab: 'Order ledger',
  ledgerTitle: 'Order ledger',
  ledgerIntro:
    'Every journal the ledger holds for one order. Debit: what an account received; credit: what it gave. Each journal’s debits equal its credits.',
  orderNumberLabel: 'Order number',
  orderNumberInvalid: 'Enter an order number: a whole number from 1.',
  showLedger: 'Show ledger',
  ledgerPrompt: 'Enter an order number to see its journals.',
  ledgerLoading: 'Loading the ledger',
  ledgerColumns: { account: 'Account', debit: 'Debit', credit: 'Credit' },
  total: 'Total',
  /** The link from an order of the Orders panel to its ledger. */
  orderLedgerLink: 'Ledger',
  journalKinds: {
    order_paid: 'Order paid',
    order_cancelled: 'Order cancelled',
    payment_unfulfilled: 'Payment not fulfilled',
    refund_paid: 'Refund made',
    order_released: 'Earnings released',
    order_refunded: 'Order refunded',
    payout_initiated: 'Payout started',
    payout_paid: 'Payout paid',
    payout_failed: 'Payout failed',
    adjustment: 'Adjustment',
  } satisfies Record<JournalKind, string>,
  accounts: {
    buyers: 'Buyers’ cards',
    fees: 'Shop fees',
    'refunds-owed': 'Refunds owed',
  },
  sellerAccounts: {
    pending: 'pending',
    available: 'available',
    'in-transit': 'in transit',
    'paid-out': 'paid out',
  } satisfies Record<SellerAccountPart, string>,
} as const;

/** The Hold payouts button's accessible name: 'Hold payouts to Sam Seller'. */
export function holdPayoutsLabel(name: string): string {
  return `Hold payouts to ${name}`;
}

/** The Lift hold button's accessible name ('Lift hold on Max Spam', its text first) and the lift dialog's question. */
export function liftHoldLabel(name: string): string {
  return `Lift hold on ${name}`;
}

/** 'Order #42 not found.': the Order ledger panel for an unknown order (the server's 404). */
export function orderNotFoundText(orderId: number): string {
  return `Order #${orderId} not found.`;
}

/** The Order ledger panel for an order the ledger never recorded (never paid). */
export function orderWithoutJournalsText(orderId: number): string {
  return `The ledger holds no journal for order #${orderId}: it was never paid.`;
}

/** The heading of order `orderId`'s journals. */
export function orderLedgerHeading(orderId: number): string {
  return `Journals of order #${orderId}`;
}

/** The Ledger link's accessible name in the Orders panel: 'Ledger of order #21'. */
export function orderLedgerLinkLabel(orderId: number): string {
  return `Ledger of order #${orderId}`;
}
