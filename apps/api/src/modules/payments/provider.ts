/**
 * The payment provider seam (ARCHITECTURE "Server decisions", Payments): Stripe Embedded Checkout
 * when keys are configured, a simulated provider otherwise. Routes and fulfilment only see this
 * interface. Amounts are integer pence; the prices always come from the server's own cart.
 */
import type { DeliveryAddress, PayoutAccountState } from '@shop/contract';

/** One line of a checkout, priced by the server (never by the client). */
export interface CheckoutLineItem {
  /** Product name as shown on the payment form. */
  name: string;
  /** Unit price in integer pence. */
  unitPence: number;
  quantity: number;
  /** Absolute or site-relative image address, if any. */
  imageUrl?: string | null;
}

/** What a provider needs to open a checkout session. */
export interface CreateCheckoutSessionInput {
  /**
   * A fresh random reference of this checkout attempt: Stripe's idempotency key and metadata
   * `checkout_reference`. The `checkout_sessions` row is keyed by the provider's own session id
   * (the `{CHECKOUT_SESSION_ID}` of the return address), so no other id is needed.
   */
  reference: string;
  /** The signed-in user who pays; sent as metadata. */
  userId: number;
  lineItems: CheckoutLineItem[];
  customerEmail: string | null;
  /** Where the provider sends the customer back, with `{CHECKOUT_SESSION_ID}` left in place. */
  returnUrl: string;
  /**
   * When the session stops accepting payment (now + CHECKOUT_SESSION_LIFETIME_MS); Stripe gets it
   * as `expires_at` in whole seconds.
   */
  expiresAt: Date;
}

/** A freshly created provider session: its id and the client secret the browser mounts. */
export interface ProviderCheckoutSession {
  id: string;
  clientSecret: string;
}

/** Stripe's checkout session statuses (the spec's return screen reads these). */
export type ProviderSessionStatus = 'open' | 'complete' | 'expired';

/** The facts of a paid session that fulfilment records: who paid, where to ship, what to refund. */
export interface PaidSessionDetails {
  customerEmail: string | null;
  /** The delivery address the provider collected (Stripe), postcode normalised; null when none. */
  shipping: DeliveryAddress | null;
  /** The provider's payment id (Stripe PaymentIntent `pi_...`), needed to refund; null when none. */
  paymentReference: string | null;
}

/** A provider session as read back for the return screen and for fulfilment. */
export interface RetrievedCheckoutSession extends PaidSessionDetails {
  id: string;
  status: ProviderSessionStatus;
  /** `paid`, `unpaid` or `no_payment_required` (Stripe's words). */
  paymentStatus: string;
}

/** What a provider needs to open a seller's payout account (decision 059). */
export interface CreatePayoutAccountInput {
  /** The seller; sent as metadata `user_id`. */
  userId: number;
  /** The seller's e-mail address, prefilled on the provider's form; null to leave it out. */
  email: string | null;
  /** One per seller (`payout-account-user-{id}`): a retried request opens no second account. */
  idempotencyKey: string;
}

/** Where the provider sends the seller from its onboarding form (decision 059). */
export interface OnboardingLinkInput {
  /** The provider's account id (Stripe `acct_...`). */
  accountId: string;
  /** Back here when the link expired or was used: PUBLIC_URL + /my-payouts?onboarding=refresh. */
  refreshUrl: string;
  /** Back here when the seller left the form: PUBLIC_URL + /my-payouts?onboarding=return. */
  returnUrl: string;
}

/**
 * A seller's payout account as the provider reports it (Stripe's `account.updated`): its state
 * (contract connectAccountState) and the bank account's holder and last four digits, when known.
 * Never more of the bank details than that.
 */
export interface ProviderPayoutAccount {
  accountId: string;
  state: PayoutAccountState;
  /** Metadata `user_id` given when the account was opened; null when absent. */
  userId: number | null;
  accountHolderName: string | null;
  bankLast4: string | null;
}

/** A verified provider event, reduced to what fulfilment and the payout accounts need. */
export type PaymentEvent =
  | ({
      type: 'checkout.session.completed';
      providerSessionId: string;
      paymentStatus: string;
    } & PaidSessionDetails)
  | { type: 'account.updated'; account: ProviderPayoutAccount }
  | { type: 'ignored'; eventType: string };

/** Options of a refund. */
export interface RefundOptions {
  /** The provider's idempotency key, so a retried refund pays out once (e.g. `refund-session-{id}`). */
  idempotencyKey?: string;
}

/**
 * A transfer of money from the shop's provider balance to a seller's payout account (a payout,
 * decision 061).
 */
export interface TransferInput {
  /** The payout account: a Stripe connected account `acct_...`, or a simulated account id. */
  destination: string;
  /** Integer pence, more than 0. */
  amountPence: number;
  /** The provider's idempotency key (`payout-{id}`): a retried call transfers once. */
  idempotencyKey: string;
  /** Groups the transfer with others at the provider (Stripe's transfer_group); optional. */
  transferGroup?: string;
}

/**
 * The provider's answer to a transfer: made (its id), or refused for good (`reason`, a short text
 * for the seller's e-mail and the back office). A failure that may pass (network, timeout, the
 * provider's own error) is thrown as PaymentProviderError instead, and the call is retried.
 */
export type TransferResult = { ok: true; transferId: string } | { ok: false; reason: string };

/** A transfer as the provider records it (what reconciliation reads). */
export interface ProviderTransfer {
  /** The provider's id (`tr_...`). */
  id: string;
  amountPence: number;
  destination: string;
  /** The idempotency key it was made under (`payout-{id}`), when the provider kept it. */
  idempotencyKey: string | null;
}

/** A refund as the provider records it (what reconciliation reads). */
export interface ProviderRefund {
  /** The provider's id (`re_...`). */
  id: string;
  /** Integer pence; null when the provider did not say (a simulated refund of a whole payment). */
  amountPence: number | null;
  /** The refund key it was made under (`refund-order-{id}`...), when the provider kept it. */
  idempotencyKey: string | null;
}

/** The provider interface every payment implementation satisfies. */
export interface PaymentProvider {
  /** `'stripe'` or `'simulated'`, stored on each checkout session row. */
  readonly name: 'stripe' | 'simulated';
  /** Opens a session; throws PaymentProviderError when the provider refuses or is unreachable. */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession>;
  /** Reads a session by the provider's id; returns null when the provider does not know it. */
  retrieveSession(id: string): Promise<RetrievedCheckoutSession | null>;
  /**
   * Verifies and parses a webhook delivery over the exact raw bytes received.
   * Throws WebhookSignatureError when the signature is missing, wrong or too old.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /**
   * Gives money back on payment `paymentReference`: `amountPence` (integer pence) or, when
   * omitted, the whole payment. Throws PaymentProviderError when the provider refuses or is
   * unreachable.
   */
  refund(paymentReference: string, amountPence?: number, options?: RefundOptions): Promise<void>;
  /**
   * Stops session `id` accepting payment (Stripe: `checkout.sessions.expire`). A session that is
   * already expired or complete is left as it is. Throws PaymentProviderError when the provider
   * cannot be reached.
   */
  expireSession(id: string): Promise<void>;
  /**
   * Transfers `input.amountPence` to `input.destination` under `input.idempotencyKey` (a second
   * call with the same key transfers nothing more and answers the same). Returns TransferResult;
   * throws PaymentProviderError when the outcome is unknown or may change on retry.
   */
  createTransfer(input: TransferInput): Promise<TransferResult>;
  /**
   * Every transfer and refund the provider has made for the shop, as the provider records them
   * (Stripe: its lists; simulated: its own table). Throws PaymentProviderError when unreachable.
   */
  moneyRecords(): Promise<{ transfers: ProviderTransfer[]; refunds: ProviderRefund[] }>;
  /**
   * Opens a payout account for a seller (decision 059; Stripe: a Connect Express account, country
   * GB, transfers capability), idempotent per `input.idempotencyKey`. Returns the provider's id.
   * Throws PaymentProviderError when the provider refuses or cannot be reached.
   */
  createPayoutAccount(input: CreatePayoutAccountInput): Promise<{ id: string }>;
  /**
   * The address of the provider's onboarding form for account `input.accountId` (Stripe: an
   * Account Link of type account_onboarding; the simulated provider: the storefront's local form,
   * PAYOUT_ROUTES.onboarding). Throws PaymentProviderError when the provider refuses or cannot be
   * reached.
   */
  createOnboardingLink(input: OnboardingLinkInput): Promise<{ url: string }>;
}

/** The provider failed (network, refused request); the route answers 502 with the spec's default. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** A webhook that did not verify; the route answers 400. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
