/**
 * The simulated payment provider (no Stripe keys): sessions live only in our own
 * `checkout_sessions` table, the storefront shows a local card form, and
 * POST /api/payment/simulated/confirm/ completes the session (modules/checkout/place-orders.ts).
 * The money it moves (refunds, and transfers to sellers' payout accounts) it keeps in its own
 * table, `simulated_provider_records` (simulated-records.ts, decision 061), once per idempotency
 * key: its stand-in for Stripe's records, which reconciliation reads.
 * Test rule (decision 061): a transfer to a destination starting with SIMULATED_REFUSED_DESTINATION
 * (`sim_refuse`) is refused for good, as Stripe refuses a closed or restricted account.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { keepSimulatedRecord, simulatedRecords } from './simulated-records.ts';
import { PAYOUT_ROUTES } from '@shop/contract';
import {
  type CreatePayoutAccountInput,
  type OnboardingLinkInput,
  type CreateCheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type RefundOptions,
  type ProviderRefund,
  type ProviderTransfer,
  type RetrievedCheckoutSession,
  type TransferInput,
  type TransferResult,
  WebhookSignatureError,
} from './provider.ts';

/** Reads our own checkout session row by its id (status and e-mail), or null when unknown. */
export type SimulatedSessionReader = (id: string) => Promise<RetrievedCheckoutSession | null>;

/** Prefix of simulated session ids, so they never look like Stripe's `cs_test_...`. */
export const SIMULATED_SESSION_PREFIX = 'cs_sim_';

/** A destination prefix the simulated provider refuses transfers to, for good (decision 061). */
export const SIMULATED_REFUSED_DESTINATION = 'sim_refuse';

/** Why the simulated provider refuses a transfer to a SIMULATED_REFUSED_DESTINATION account. */
export const SIMULATED_REFUSAL_REASON = 'The payout account cannot receive transfers.';
/** Prefix of simulated payout account ids, so they never look like Stripe's `acct_...`. */
export const SIMULATED_ACCOUNT_PREFIX = 'acct_sim_';

/** A provider whose sessions are rows of our database; see the module note. */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;

  /**
   * @param readSession reads a checkout session row.
   * @param db where the provider keeps its records of transfers and refunds.
   */
  constructor(
    private readonly readSession: SimulatedSessionReader,
    private readonly db: Db,
  ) {}

  /** Makes a fresh id and client secret (random, 128+ bits); the caller stores them on its row. */
  createCheckoutSession(_input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    const id = `${SIMULATED_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
    return Promise.resolve({ id, clientSecret: `${id}_secret_${randomBytes(24).toString('base64url')}` });
  }

  /** Reads the row; the status is whatever the confirm call left there. */
  retrieveSession(id: string): Promise<RetrievedCheckoutSession | null> {
    return this.readSession(id);
  }

  /**
   * Records the refund in the provider's records; a repeated idempotency key records nothing
   * more (a refund without a key is recorded under a fresh one).
   */
  async refund(paymentReference: string, amountPence?: number, options: RefundOptions = {}): Promise<void> {
    await keepSimulatedRecord(this.db, {
      kind: 'refund',
      reference: `re_sim_${randomBytes(12).toString('hex')}`,
      idempotencyKey: options.idempotencyKey ?? `no-key-${randomBytes(12).toString('hex')}`,
      counterparty: paymentReference,
      amountPence: amountPence ?? null,
      transferGroup: null,
    });
  }

  /**
   * Records the transfer in the provider's records and answers its id (the same id for a repeated
   * idempotency key); refuses, for good and recording nothing, a destination starting with
   * SIMULATED_REFUSED_DESTINATION.
   */
  async createTransfer(input: TransferInput): Promise<TransferResult> {
    if (input.destination.startsWith(SIMULATED_REFUSED_DESTINATION))
      return { ok: false, reason: SIMULATED_REFUSAL_REASON };
    const kept = await keepSimulatedRecord(this.db, {
      kind: 'transfer',
      reference: `tr_sim_${randomBytes(12).toString('hex')}`,
      idempotencyKey: input.idempotencyKey,
      counterparty: input.destination,
      amountPence: input.amountPence,
      transferGroup: input.transferGroup ?? null,
    });
    return { ok: true, transferId: kept.reference };
  }

  /** The transfers and refunds of the provider's records, oldest first. */
  async moneyRecords(): Promise<{ transfers: ProviderTransfer[]; refunds: ProviderRefund[] }> {
    const [transfers, refunds] = await Promise.all([
      simulatedRecords(this.db, 'transfer'),
      simulatedRecords(this.db, 'refund'),
    ]);
    return {
      transfers: transfers.map((t) => ({
        id: t.reference,
        amountPence: t.amountPence ?? 0,
        destination: t.counterparty,
        idempotencyKey: t.idempotencyKey,
      })),
      refunds: refunds.map((r) => ({
        id: r.reference,
        amountPence: r.amountPence,
        idempotencyKey: r.idempotencyKey,
      })),
    };
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
