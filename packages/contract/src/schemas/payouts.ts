/**
 * Payouts to sellers (decision 059): the seller's payout account, its states and the rules every
 * side shares about it. A seller takes orders only once their payout account is active
 * (`takesOrders`); until then their listings stay visible but cannot be bought.
 *
 * This file holds the payout ACCOUNT (onboarding) part only; balances and statements belong
 * beside it, below the account's section.
 */
import * as z from 'zod/mini';
import { PAYOUT_MESSAGES } from '../payout-messages.ts';

// --- The payout account -------------------------------------------------------------------

/**
 * The states of a payout account (decision 059), in the order a seller meets them:
 * - `not_started`: no account yet, or onboarding begun but not finished;
 * - `pending_verification`: details given, the provider is still checking them;
 * - `active`: payouts enabled: the seller takes orders;
 * - `restricted`: the provider disabled the account (details refused or overdue).
 */
export const PAYOUT_ACCOUNT_STATES = ['not_started', 'pending_verification', 'active', 'restricted'] as const;
export const PayoutAccountState = z.enum(PAYOUT_ACCOUNT_STATES);
export type PayoutAccountState = z.infer<typeof PayoutAccountState>;

/** Who holds the seller's payout account: Stripe Connect Express, or the simulated provider (no keys). */
export const PayoutProvider = z.enum(['stripe', 'simulated']);
export type PayoutProvider = z.infer<typeof PayoutProvider>;

/**
 * A seller's payout account as its owner sees it (GET /payouts/account/). Bank details are never
 * sent or stored whole: `bank_last4` is the last four digits of the account number, null until
 * the provider knows one; `account_holder_name` null likewise.
 */
export const PayoutAccount = z.object({
  state: PayoutAccountState,
  provider: PayoutProvider,
  account_holder_name: z.nullable(z.string()),
  bank_last4: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/**
 * True when a seller whose payout account is in `state` takes orders (decision 059): only an
 * active account. Add to cart, checkout and every screen that shows whether a listing can be
 * bought follow it (through Product.seller_taking_orders).
 */
export function takesOrders(state: PayoutAccountState): boolean {
  return state === 'active';
}

/** The account of a user who has none: not started, with the shop's provider. */
export function notStartedPayoutAccount(provider: PayoutProvider): PayoutAccount {
  return { state: 'not_started', provider, account_holder_name: null, bank_last4: null };
}

// --- The simulated provider's onboarding form ---------------------------------------------------

/** Longest account holder name, in characters (our limit, decision 059). */
export const ACCOUNT_HOLDER_NAME_MAX_LENGTH = 100;

/** A UK sort code: six digits, with or without dashes or spaces between the pairs ('12-34-56', '123456'). */
const SORT_CODE = /^\d{2}[- ]?\d{2}[- ]?\d{2}$/;
/** A UK bank account number: eight digits. */
const ACCOUNT_NUMBER = /^\d{8}$/;

/** True when `text` (surrounding spaces ignored) is a UK sort code: six digits, dashes allowed. */
export function isSortCode(text: string): boolean {
  return SORT_CODE.test(text.trim());
}

/** True when `text` (surrounding spaces ignored) is a UK account number: exactly eight digits. */
export function isAccountNumber(text: string): boolean {
  return ACCOUNT_NUMBER.test(text.trim());
}

/** The last four digits of account number `accountNumber`: all that is ever stored, sent or logged. */
export function bankLast4(accountNumber: string): string {
  return accountNumber.trim().slice(-4);
}

/**
 * The body of POST /payouts/account/simulated/ (offline only, decision 059): the local onboarding
 * form. The name is 1..ACCOUNT_HOLDER_NAME_MAX_LENGTH characters once trimmed; the sort code six
 * digits (dashes allowed: PAYOUT_MESSAGES.sortCode otherwise); the account number eight digits
 * (PAYOUT_MESSAGES.accountNumber otherwise).
 */
export const SimulatedPayoutAccountRequest = z.object({
  account_holder_name: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(ACCOUNT_HOLDER_NAME_MAX_LENGTH)),
  sort_code: z.string().check(z.refine(isSortCode, { message: PAYOUT_MESSAGES.sortCode })),
  account_number: z.string().check(z.refine(isAccountNumber, { message: PAYOUT_MESSAGES.accountNumber })),
});
export type SimulatedPayoutAccountRequest = z.infer<typeof SimulatedPayoutAccountRequest>;

/**
 * The simulated provider's test account numbers (decision 059, after Stripe's UK test bank
 * numbers): an account number decides the state the simulated account reaches.
 */
export const SIMULATED_PAYOUT_TEST_ACCOUNTS = {
  /** Details taken, verification never finishes: pending_verification. */
  pending: '00001111',
  /** Details refused: restricted. */
  restricted: '00002222',
} as const;

/**
 * The state a simulated payout account reaches with `accountNumber` (decision 059):
 * SIMULATED_PAYOUT_TEST_ACCOUNTS.pending -> pending_verification, .restricted -> restricted,
 * any other valid account number -> active. The server and the mocks both decide with it.
 */
export function simulatedPayoutState(accountNumber: string): PayoutAccountState {
  const digits = accountNumber.trim();
  if (digits === SIMULATED_PAYOUT_TEST_ACCOUNTS.pending) return 'pending_verification';
  if (digits === SIMULATED_PAYOUT_TEST_ACCOUNTS.restricted) return 'restricted';
  return 'active';
}

// --- Stripe Connect --------------------------------------------------------------------------

/** The facts of a Stripe connected account the state is read from (an `account.updated` event). */
export interface ConnectAccountFacts {
  details_submitted?: boolean | null;
  payouts_enabled?: boolean | null;
  requirements?: { disabled_reason?: string | null } | null;
}

/**
 * The payout account state of a Stripe Connect account (decision 059): active when
 * `payouts_enabled`; restricted when `requirements.disabled_reason` is set and the seller has
 * submitted their details; not_started while onboarding is unfinished (`details_submitted`
 * false: a fresh account is disabled for 'requirements.past_due' before the seller ever saw the
 * form); else pending_verification.
 */
export function connectAccountState(account: ConnectAccountFacts): PayoutAccountState {
  if (account.payouts_enabled === true) return 'active';
  if (account.details_submitted !== true) return 'not_started';
  const reason = account.requirements?.disabled_reason;
  if (typeof reason === 'string' && reason !== '') return 'restricted';
  return 'pending_verification';
}

// --- Screens ---------------------------------------------------------------------------------

/** The storefront's payout page and its local onboarding form (decision 059). */
export const PAYOUT_ROUTES = {
  page: '/my-payouts',
  onboarding: '/my-payouts/onboarding',
} as const;
