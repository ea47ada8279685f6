/**
 * Paying a checkout session (spec section 7's session-status, plus the simulated card
 * confirmation and the Stripe webhook), on top of a PaymentProvider. Opening sessions and their
 * limits are in sessions.ts (decisions 020 and 025), the priced lines in payment-lines.ts.
 * At payment, fulfilment re-checks every product (place-orders.ts); when anything changed the
 * buyer gets 409 MESSAGES.server.checkoutChanged and a Stripe payment's full refund is requested
 * through the outbox in the same transaction (decision 041; made by the refund worker,
 * modules/orders/refunds.ts).
 */
import { COMMERCE_MESSAGES, MESSAGES, type DeliveryAddress } from '@shop/contract';
import type { MarketplaceConfig } from '../../platform/config/index.ts';

/** The terms a paid order is made under: the shop's fee (decision 055) and the days to ship it (decision 060). */
export type OrderTerms = Pick<MarketplaceConfig, 'feeRule' | 'shipByDays'>;
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { checkoutSessions } from '../../platform/db/schema.ts';
import { safeEqual } from '../../platform/http/context.ts';
import { HttpError, badRequest, notFound } from '../../platform/http/errors.ts';
import { toStoredAddress } from '../addresses/index.ts';
import { applyProviderAccountUpdate } from '../payouts/index.ts';
import {
  CheckoutChangedError,
  FAILED_SESSION_STATUS,
  fulfilCheckoutSession,
  requestSessionRefund,
  type FulfilmentDetails,
  type FulfilmentResult,
} from './place-orders.ts';
import { checkCard } from '@shop/contract/card';
import {
  type PaidSessionDetails,
  type PaymentProvider,
  type RetrievedCheckoutSession,
  PaymentProviderError,
  WebhookSignatureError,
} from '../payments/index.ts';

import { ownSession, pastExpiry } from './sessions.ts';

/**
 * Requests the full refund of failed session `sessionId` through the outbox when none was
 * requested yet (fulfilment.ts `requestSessionRefund`: 'failed', paid at the provider,
 * `refunded_pence` 0), in its own transaction. Fulfilment already requests it when it marks the
 * session failed; this catches sessions that failed before refunds went through the outbox
 * (decision 041). The refund worker (modules/orders/refunds.ts) makes it. Returns true when this call
 * requested it, false when there is nothing (more) to request.
 */
export async function refundFailedSession(db: Db, sessionId: string): Promise<boolean> {
  return db.transaction((tx) => requestSessionRefund(tx, sessionId));
}

/** The provider's paid-session facts as fulfilment records them (address normalised). */
function fulfilmentDetails(details: PaidSessionDetails): FulfilmentDetails {
  return {
    customerEmail: details.customerEmail,
    shipping: details.shipping === null ? null : toStoredAddress(details.shipping),
    paymentReference: details.paymentReference,
  };
}

/**
 * Fulfils a session the provider reports paid. When the re-check fails, fulfilment has marked the
 * session failed and requested its refund through the outbox (decision 041); this logs it and
 * rethrows CheckoutChangedError (409).
 */
async function fulfilPaid(
  db: Db,
  sessionId: string,
  details: PaidSessionDetails,
  terms: OrderTerms,
  log?: FastifyBaseLogger,
): Promise<FulfilmentResult> {
  try {
    return await fulfilCheckoutSession(db, sessionId, fulfilmentDetails(details), terms);
  } catch (error) {
    if (error instanceof CheckoutChangedError)
      log?.info({ session: sessionId }, 'checkout changed before fulfilment: refund requested');
    throw error;
  }
}

/**
 * Status of the user's checkout session (spec section 4, return page): `open`, `complete` or
 * `expired`, and the customer's e-mail. When the provider reports it paid, fulfilment runs here
 * too (idempotent with the webhook). 404 for an unknown session or someone else's; 409
 * MESSAGES.server.checkoutChanged when it was paid but a product changed (the payment's refund
 * is requested) or it failed before; 502 when the provider fails.
 * `terms` (config PLATFORM_FEE_*, SHIP_BY_DAYS) price the shop's fee on the orders made (decision 055)
 * and fix their ship-by dates (decision 060).
 */
export async function sessionStatus(
  db: Db,
  provider: PaymentProvider,
  terms: OrderTerms,
  userId: number,
  sessionId: string,
  log?: FastifyBaseLogger,
): Promise<{ status: string; customer_email: string | null }> {
  const row = await ownSession(db, userId, sessionId);
  let status = row.status;
  let email = row.customerEmail;
  // An expired row may still have been paid at the provider in the last moment: ask it too.
  const ask = row.provider === provider.name && (row.status === 'open' || row.status === 'expired');
  if (ask) {
    let remote: RetrievedCheckoutSession | null;
    try {
      remote = await provider.retrieveSession(row.id);
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new HttpError(502, COMMERCE_MESSAGES.payment.sessionStatus);
      throw error;
    }
    if (remote !== null) {
      email = remote.customerEmail ?? email;
      if (remote.status === 'complete' && remote.paymentStatus !== 'unpaid') {
        await fulfilPaid(db, row.id, remote, terms, log);
        status = 'complete';
      } else if (remote.status === 'expired') {
        await db
          .update(checkoutSessions)
          .set({ status: 'expired', updatedAt: sql`now()` })
          .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')));
        status = 'expired';
      }
    }
  }
  if (status === FAILED_SESSION_STATUS) {
    // A session that failed before refunds went through the outbox gets its refund requested.
    if (await refundFailedSession(db, row.id))
      log?.info({ session: row.id }, 'checkout changed: refund requested');
    throw new CheckoutChangedError();
  }
  return { status, customer_email: email };
}

/** The card form of the simulated provider (contract SimulatedConfirmRequest). */
export interface SimulatedCard {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  /** Where to deliver (contract DeliveryAddress; the postcode is normalised before storing). */
  shipping: DeliveryAddress;
}

/**
 * Confirms a simulated payment (POST /payment/simulated/confirm/). Order of checks: the session
 * (by client secret, the user's own, simulated) else 404; the card fields else 400 with the
 * field's message; a complete session answers success again (idempotent); a failed one 409
 * MESSAGES.server.checkoutChanged; an expired one (marked, or past `expires_at`) 400
 * MESSAGES.server.sessionExpired; a decline test card 402 MESSAGES.server.cardDeclined with
 * nothing changed; then fulfilment with the delivery address (409 checkoutChanged when a product
 * changed, or when the cart no longer holds exactly the session's products and quantities, since
 * the form shows the cart's total (decision 043): the card is not charged and the session is
 * 'failed'). Returns the session id for /return.
 * `terms` (config PLATFORM_FEE_*, SHIP_BY_DAYS) price the shop's fee on the orders made (decision 055)
 * and fix their ship-by dates (decision 060).
 */
export async function confirmSimulatedPayment(
  db: Db,
  userId: number,
  card: SimulatedCard,
  terms: OrderTerms,
): Promise<{ sessionId: string }> {
  const id = card.clientSecret.split('_secret_')[0] ?? '';
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, 'simulated'),
      ),
    );
  if (row === undefined || row.clientSecret === null || !safeEqual(row.clientSecret, card.clientSecret))
    throw notFound();
  const check = checkCard(card);
  if (check.result === 'invalid') throw badRequest(check.error);
  if (row.status === 'complete') return { sessionId: row.id };
  if (row.status === FAILED_SESSION_STATUS) throw new CheckoutChangedError();
  if (row.status === 'expired' || pastExpiry(row, Date.now())) {
    if (row.status === 'open')
      await db
        .update(checkoutSessions)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')));
    throw badRequest(MESSAGES.server.sessionExpired);
  }
  if (check.result === 'declined') throw new HttpError(402, MESSAGES.server.cardDeclined);
  // The form showed the cart's total: the snapshot is charged only if the cart is still it (decision 043).
  await fulfilCheckoutSession(
    db,
    row.id,
    { customerEmail: row.customerEmail, shipping: toStoredAddress(card.shipping) },
    { cartMustMatch: true, ...terms },
  );
  return { sessionId: row.id };
}

/**
 * Handles one webhook delivery: verifies it (400 when the signature is bad), fulfils a completed
 * and paid checkout session (idempotent) with the address and payment the event carries, and
 * acknowledges everything else. A paid session whose products changed is acknowledged: its
 * full refund was requested through the outbox in the transaction that marked it failed, and the
 * refund worker retries it until the provider makes it (decision 041). An unknown session is
 * logged and acknowledged, so the provider does not retry for ever. A seller's `account.updated`
 * (Stripe Connect) updates their payout account's state (modules/payouts, decision 059).
 * `terms` (config PLATFORM_FEE_*, SHIP_BY_DAYS) price the shop's fee on the orders made (decision 055)
 * and fix their ship-by dates (decision 060).
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  terms: OrderTerms,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ received: true }> {
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw badRequest(`${MESSAGES.server.invalidRequest} ${error.message}`);
    throw error;
  }
  // A seller's Connect account changed (decision 059): its state decides whether they take orders.
  if (event.type === 'account.updated') {
    if (provider.name === 'stripe') await applyProviderAccountUpdate(db, provider.name, event.account, log);
    return { received: true };
  }
  if (event.type !== 'checkout.session.completed' || event.paymentStatus === 'unpaid')
    return { received: true };
  try {
    await fulfilPaid(db, event.providerSessionId, event, terms, log);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 404)
      log.warn({ session: event.providerSessionId }, 'webhook for an unknown checkout session');
    else if (!(error instanceof CheckoutChangedError))
      log.error(
        { session: event.providerSessionId },
        'paid checkout session could not be fulfilled: refund due',
      );
  }
  return { received: true };
}
