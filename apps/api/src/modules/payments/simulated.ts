/**
 * The simulated payment provider (no Stripe keys): sessions live only in our own
 * `checkout_sessions` table, the storefront shows a local card form, and
 * POST /api/payment/simulated/confirm/ completes the session (modules/checkout/place-orders.ts).
 */
import { randomBytes } from 'node:crypto';
import { PAYOUT_ROUTES } from '@shop/contract';
import {
  type CreatePayoutAccountInput,
  type OnboardingLinkInput,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type RefundOptions,
  type RetrievedCheckoutSession,
  WebhookSignatureError,
} from './provider.ts';

/** Reads our own checkout session row by its id (status and e-mail), or null when unknown. */
export type SimulatedSessionReader = (id: string) => Promise<RetrievedCheckoutSession | null>;

/** Prefix of simulated session ids, so they never look like Stripe's `cs_test_...`. */
export const SIMULATED_SESSION_PREFIX = 'cs_sim_';

/** Prefix of simulated payout account ids, so they never look like Stripe's `acct_...`. */
export const SIMULATED_ACCOUNT_PREFIX = 'acct_sim_';

/** A refund the simulated provider was asked for (nothing leaves the process). */
export interface SimulatedRefund {
  paymentReference: string;
  /** Integer pence; undefined = the whole payment. */
  amountPence: number | undefined;
  idempotencyKey: string | undefined;
}

/** A provider whose sessions are rows of our database; see the module note. */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  /**
   * The refunds asked of this provider, oldest first, once per idempotency key (the money side
   * of a simulated refund; the database rows record the amounts).
   */
  readonly refunds: SimulatedRefund[] = [];

  /** @param readSession reads a checkout session row (the provider keeps no state of its own). */
  constructor(private readonly readSession: SimulatedSessionReader) {}

  /** Makes a fresh id and client secret (random, 128+ bits); the caller stores them on its row. */
  createCheckoutSession(_input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    const id = `${SIMULATED_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
    return Promise.resolve({ id, clientSecret: `${id}_secret_${randomBytes(24).toString('base64url')}` });
  }

  /** Reads the row; the status is whatever the confirm call left there. */
  retrieveSession(id: string): Promise<RetrievedCheckoutSession | null> {
    return this.readSession(id);
  }

  /** Records the refund (see `refunds`); a repeated idempotency key records nothing more. */
  refund(paymentReference: string, amountPence?: number, options: RefundOptions = {}): Promise<void> {
    const key = options.idempotencyKey;
    if (key === undefined || !this.refunds.some((r) => r.idempotencyKey === key))
      this.refunds.push({ paymentReference, amountPence, idempotencyKey: key });
    return Promise.resolve();
  }

  /** Nothing to do: the session is our own row, which the caller marks 'expired'. */
  expireSession(_id: string): Promise<void> {
    return Promise.resolve();
  }

  /**
   * A simulated payout account's id for `input.userId` (`acct_sim_{userId}`: one per seller, so the
   * idempotency key needs no memory). The bank details come later, from the local form.
   */
  createPayoutAccount(input: CreatePayoutAccountInput): Promise<{ id: string }> {
    return Promise.resolve({ id: `${SIMULATED_ACCOUNT_PREFIX}${input.userId}` });
  }

  /** The storefront's local onboarding form (PAYOUT_ROUTES.onboarding), whatever the account. */
  createOnboardingLink(_input: OnboardingLinkInput): Promise<{ url: string }> {
    return Promise.resolve({ url: PAYOUT_ROUTES.onboarding });
  }

  /** The simulated provider sends no webhooks: every delivery is refused as unsigned. */
  parseWebhook(_rawBody: Buffer, _signatureHeader: string | undefined): PaymentEvent {
    throw new WebhookSignatureError('Webhooks are not enabled without a payment provider key.');
  }
}
