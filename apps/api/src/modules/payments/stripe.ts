/**
 * Stripe Embedded Checkout behind the PaymentProvider interface (ARCHITECTURE "Payments").
 * The SDK's host, port and protocol come from STRIPE_API_BASE so the tests point it at the local
 * fake in apps/api/test/fake-stripe; nothing else differs from production.
 */
import { connectAccountState, type DeliveryAddress } from '@shop/contract';
import Stripe from 'stripe';
import { normalisePostcode } from '../addresses/index.ts';
import {
  type CreateCheckoutSessionInput,
  type CreatePayoutAccountInput,
  type OnboardingLinkInput,
  type ProviderPayoutAccount,
  type PaidSessionDetails,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderRefund,
  type ProviderSessionStatus,
  type ProviderTransfer,
  type RefundOptions,
  type RetrievedCheckoutSession,
  type TransferInput,
  type TransferResult,
  PaymentProviderError,
  WebhookSignatureError,
} from './provider.ts';

/** Settings of the Stripe provider. */
export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (`sk_test_...` or `sk_live_...`). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_...`); without it every webhook is refused. */
  webhookSecret: string | undefined;
  /** STRIPE_API_BASE, e.g. `http://127.0.0.1:4242` for the local fake; default Stripe's own API. */
  apiBase?: string | undefined;
  /** Request timeout in milliseconds (default 20 000). */
  timeoutMs?: number;
}

/** Metadata keys we put on every Stripe checkout session. */
export const STRIPE_METADATA = { reference: 'checkout_reference', userId: 'user_id' } as const;

/** Turns STRIPE_API_BASE into the SDK's host/port/protocol settings. Throws on a malformed URL. */
/**
 * `{ images: [absolute https URL] }` for a product image `imageUrl` (absolute, or site-relative and
 * resolved against `base`, an absolute URL built from PUBLIC_URL), or `{}` when there is no image
 * or the result is not https (Stripe refuses other images).
 */
export function httpsImage(imageUrl: string | null | undefined, base: string): { images?: string[] } {
  if (!imageUrl) return {};
  try {
    const absolute = new URL(imageUrl, base);
    return absolute.protocol === 'https:' ? { images: [absolute.href] } : {};
  } catch {
    return {};
  }
}

export function stripeAddress(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function toStatus(status: string | null): ProviderSessionStatus {
  return status === 'complete' || status === 'expired' ? status : 'open';
}

/** Stripe's shape of collected shipping details (name and address). */
interface StripeShipping {
  name?: string | null;
  address?: Partial<Stripe.Address> | null;
}

function isShipping(value: unknown): value is StripeShipping {
  return typeof value === 'object' && value !== null && 'address' in value;
}

/**
 * The delivery address Stripe collected on `session` (`collected_information.shipping_details`,
 * or the older top-level `shipping_details` of earlier API versions) as the contract's
 * DeliveryAddress with the postcode normalised; null when Stripe collected none.
 */
export function shippingOf(session: Stripe.Checkout.Session): DeliveryAddress | null {
  const legacy: unknown = (session as unknown as Record<string, unknown>).shipping_details;
  const details = session.collected_information?.shipping_details ?? (isShipping(legacy) ? legacy : null);
  const address = details?.address;
  if (!details || !address) return null;
  return {
    name: details.name ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    city: address.city ?? '',
    postcode: normalisePostcode(address.postal_code ?? ''),
  };
}

/** Who paid, where to ship and the PaymentIntent of a Stripe session (PaidSessionDetails). */
function paidDetailsOf(session: Stripe.Checkout.Session): PaidSessionDetails {
  const intent = session.payment_intent;
  return {
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    shipping: shippingOf(session),
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/**
 * A Connect account of an `account.updated` event as the shop keeps it (decision 059): its state
 * (contract connectAccountState over payouts_enabled, details_submitted and
 * requirements.disabled_reason), the seller from metadata `user_id`, and of its first bank
 * account only the holder's name and the last four digits.
 */
export function payoutAccountOf(account: Stripe.Account): ProviderPayoutAccount {
  const bank = account.external_accounts?.data.find(
    (external): external is Stripe.BankAccount => external.object === 'bank_account',
  );
  const userId = Number(account.metadata?.[STRIPE_METADATA.userId] ?? Number.NaN);
  const last4 = bank?.last4 ?? null;
  return {
    accountId: account.id,
    state: connectAccountState(account),
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    accountHolderName: bank?.account_holder_name?.trim().slice(0, 100) || null,
    bankLast4: last4 !== null && /^\d{4}$/.test(last4) ? last4 : null,
  };
}

/** True for Stripe's answer to expiring a session that is no longer open (nothing to do). */
function isAlreadyClosed(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 400 || error.statusCode === 404);
}

/** Metadata keys of transfers and refunds: the shop's idempotency key, read back by reconciliation. */
export const STRIPE_MONEY_METADATA = { idempotencyKey: 'shop_idempotency_key' } as const;

/**
 * True when Stripe refused a transfer for good (decision 061): a request error (400, 403, 404)
 * other than the platform's balance being short (`balance_insufficient`, which passes once the
 * balance is topped up) or an idempotency conflict. Network errors, rate limits and Stripe's own
 * 5xx are not: the transfer is retried under the same key.
 */
export function isDefinitiveTransferRefusal(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error instanceof Stripe.errors.StripeIdempotencyError) return false;
  if (error.code === 'balance_insufficient') return false;
  const status = error.statusCode ?? 0;
  return status === 400 || status === 403 || status === 404;
}

/** The Stripe implementation; see the module note. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  /** Builds the SDK client; makes no request until a method is called. */
  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...stripeAddress(options.apiBase),
      telemetry: false,
      maxNetworkRetries: 1,
      timeout: options.timeoutMs ?? 20_000,
    });
  }

  /**
   * Creates an Embedded Checkout session (`ui_mode: 'embedded_page'` in SDK 23), mode payment,
   * currency GBP, one price_data line per cart line in pence, UK shipping address collection and
   * `expires_at` = `input.expiresAt` rounded up to the second (Stripe accepts 30 minutes to 24
   * hours; CHECKOUT_SESSION_LIFETIME_MS is Stripe's minimum). Idempotent per `reference`.
   * Throws PaymentProviderError when Stripe refuses or cannot be reached.
   */
  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderCheckoutSession> {
    const metadata = {
      [STRIPE_METADATA.reference]: input.reference,
      [STRIPE_METADATA.userId]: String(input.userId),
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          currency: 'gbp',
          line_items: input.lineItems.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'gbp',
              unit_amount: line.unitPence,
              product_data: {
                name: line.name,
                // Stripe only takes public https images: a site-relative path is made absolute on
                // PUBLIC_URL's origin (the return URL's), and left out when that is not https.
                ...httpsImage(line.imageUrl, input.returnUrl),
              },
            },
          })),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          shipping_address_collection: { allowed_countries: ['GB'] },
          expires_at: Math.ceil(input.expiresAt.getTime() / 1000),
          return_url: input.returnUrl,
          client_reference_id: input.reference,
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: `checkout-session-${input.reference}` },
      );
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the checkout session: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!session.client_secret)
      throw new PaymentProviderError('Stripe returned a session without a client secret.');
    return { id: session.id, clientSecret: session.client_secret };
  }

  /** Reads a session; null when Stripe answers 404. Throws PaymentProviderError otherwise. */
  async retrieveSession(id: string): Promise<RetrievedCheckoutSession | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      return {
        id: session.id,
        status: toStatus(session.status),
        paymentStatus: session.payment_status,
        ...paidDetailsOf(session),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw new PaymentProviderError(`Stripe could not read the session: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /**
   * Verifies the `Stripe-Signature` header over the raw body with STRIPE_WEBHOOK_SECRET
   * (`stripe.webhooks.constructEvent`, default 300 s tolerance) and keeps the events fulfilment
   * needs: `checkout.session.completed` and `checkout.session.async_payment_succeeded`, and
   * `account.updated` of a seller's Connect account (decision 059, payoutAccountOf).
   * Throws WebhookSignatureError when verification fails.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!this.options.webhookSecret)
      throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured.');
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message, { cause: error });
    }
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      return {
        type: 'checkout.session.completed',
        providerSessionId: session.id,
        paymentStatus: session.payment_status,
        ...paidDetailsOf(session),
      };
    }
    if (event.type === 'account.updated')
      return { type: 'account.updated', account: payoutAccountOf(event.data.object) };
    return { type: 'ignored', eventType: event.type };
  }

  /**
   * Opens a Connect Express account (country GB, the transfers capability requested) for the
   * seller, with metadata `user_id` and their e-mail address prefilled; idempotent per
   * `input.idempotencyKey` (decision 059). Throws PaymentProviderError when Stripe refuses or
   * cannot be reached.
   */
  async createPayoutAccount(input: CreatePayoutAccountInput): Promise<{ id: string }> {
    try {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: 'GB',
          capabilities: { transfers: { requested: true } },
          ...(input.email ? { email: input.email } : {}),
          metadata: { [STRIPE_METADATA.userId]: String(input.userId) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: account.id };
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the payout account: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /**
   * An Account Link of type account_onboarding for `input.accountId` (decision 059): Stripe's
   * hosted onboarding form, sending the seller back to `input.returnUrl` (or `refreshUrl` when
   * the link expired). Throws PaymentProviderError when Stripe refuses or cannot be reached.
   */
  async createOnboardingLink(input: OnboardingLinkInput): Promise<{ url: string }> {
    try {
      const link = await this.stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
      });
      return { url: link.url };
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the onboarding link: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /**
   * Refunds PaymentIntent `paymentReference` (`refunds.create({ payment_intent, amount })`): the
   * whole payment when `amountPence` is omitted. `options.idempotencyKey` makes a retry pay once;
   * it is also kept in the refund's metadata for reconciliation.
   * Throws PaymentProviderError when Stripe refuses or cannot be reached.
   */
  async refund(paymentReference: string, amountPence?: number, options: RefundOptions = {}): Promise<void> {
    try {
      await this.stripe.refunds.create(
        {
          payment_intent: paymentReference,
          ...(amountPence !== undefined ? { amount: amountPence } : {}),
          ...(options.idempotencyKey !== undefined
            ? { metadata: { [STRIPE_MONEY_METADATA.idempotencyKey]: options.idempotencyKey } }
            : {}),
        },
        options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {},
      );
    } catch (error) {
      throw new PaymentProviderError(`Stripe refused the refund: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /**
   * Expires an open session (`checkout.sessions.expire`); Stripe's 400/404 for a session that is
   * no longer open is not an error. Throws PaymentProviderError otherwise.
   */
  async expireSession(id: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(id);
    } catch (error) {
      if (isAlreadyClosed(error)) return;
      throw new PaymentProviderError(`Stripe could not expire the session: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /**
   * Transfers to connected account `input.destination` (`transfers.create`, currency gbp, under
   * Stripe's idempotency key `input.idempotencyKey`, also kept in the metadata; `transfer_group`
   * when given). Returns `{ ok: false, reason }` when Stripe refuses for good
   * (isDefinitiveTransferRefusal); throws PaymentProviderError for anything that may pass.
   */
  async createTransfer(input: TransferInput): Promise<TransferResult> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: input.amountPence,
          currency: 'gbp',
          destination: input.destination,
          ...(input.transferGroup !== undefined ? { transfer_group: input.transferGroup } : {}),
          metadata: { [STRIPE_MONEY_METADATA.idempotencyKey]: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { ok: true, transferId: transfer.id };
    } catch (error) {
      if (isDefinitiveTransferRefusal(error)) return { ok: false, reason: (error as Error).message };
      throw new PaymentProviderError(`Stripe could not make the transfer: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  /**
   * Every transfer and refund of the account (`transfers.list`, `refunds.list`, all pages), with
   * the shop's idempotency key from their metadata. Throws PaymentProviderError on failure.
   */
  async moneyRecords(): Promise<{ transfers: ProviderTransfer[]; refunds: ProviderRefund[] }> {
    const key = STRIPE_MONEY_METADATA.idempotencyKey;
    try {
      const transfers: ProviderTransfer[] = [];
      for await (const t of this.stripe.transfers.list({ limit: 100 })) {
        transfers.push({
          id: t.id,
          amountPence: t.amount,
          destination: typeof t.destination === 'string' ? t.destination : (t.destination?.id ?? ''),
          idempotencyKey: t.metadata[key] ?? null,
        });
      }
      const refunds: ProviderRefund[] = [];
      for await (const r of this.stripe.refunds.list({ limit: 100 })) {
        if (r.status === 'failed' || r.status === 'canceled') continue;
        refunds.push({ id: r.id, amountPence: r.amount, idempotencyKey: r.metadata?.[key] ?? null });
      }
      return { transfers, refunds };
    } catch (error) {
      throw new PaymentProviderError(
        `Stripe could not list transfers or refunds: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }
}
