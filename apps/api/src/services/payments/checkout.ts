/**
 * The payment calls of spec section 7 (calculate, create-checkout-session, session-status) plus
 * the simulated card confirmation and the Stripe webhook, on top of a PaymentProvider.
 * Prices always come from our own products table (pence), never from the client. A checkout
 * session row (`checkout_sessions`) is keyed by the provider's session id, the id the return page
 * gets as `session_id`, and holds a snapshot of the cart lines (names, prices, images).
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, toPounds, type PaymentDetails } from '@shop/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  cartItems,
  checkoutSessions,
  productImages,
  products,
  type CheckoutItemSnapshot,
} from '../../db/schema.ts';
import type { CurrentUser } from '../../http/context.ts';
import { safeEqual } from '../../http/context.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { FAILED_SESSION_STATUS, fulfilCheckoutSession } from '../fulfilment.ts';
import { checkCard } from './card.ts';
import {
  type PaymentProvider,
  type ProviderSessionStatus,
  type RetrievedCheckoutSession,
  PaymentProviderError,
  WebhookSignatureError,
} from './provider.ts';

/** An open simulated session expires after this many milliseconds (Stripe's default: 24 hours). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Text of a confirm on an expired simulated session (our wording). */
export const SESSION_EXPIRED_MESSAGE = 'This checkout session has expired. Please start the payment again.';

type SessionRow = typeof checkoutSessions.$inferSelect;

/** One cart line joined with its product, priced in pence. */
export interface CartPaymentLine {
  cartItemId: number;
  productId: number;
  name: string;
  unitPricePence: number;
  quantity: number;
  itemsInStock: number;
  buyable: boolean;
  imageUrl: string | null;
}

/** The user's cart lines with the products' current prices, stock and first image, oldest line first. */
export async function cartPaymentLines(db: Db, userId: number): Promise<CartPaymentLine[]> {
  const firstImage = sql<string | null>`(SELECT ${productImages.imageUrl} FROM ${productImages}
    WHERE ${productImages.productId} = ${products.id}
    ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;
  return db
    .select({
      cartItemId: cartItems.id,
      productId: products.id,
      name: products.name,
      unitPricePence: products.pricePence,
      quantity: cartItems.quantity,
      itemsInStock: products.itemsInStock,
      buyable: sql<boolean>`(${products.active} AND NOT ${products.suspend})`,
      imageUrl: firstImage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
}

/**
 * Payment details of the cart (spec section 3): each line's id (cart line), product_id, name,
 * price and subtotal in pounds, quantity; total_amount and item_count (sum of quantities).
 */
export async function calculatePayment(db: Db, userId: number): Promise<PaymentDetails> {
  const lines = await cartPaymentLines(db, userId);
  const totalPence = lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
  return {
    total_amount: toPounds(totalPence),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    items: lines.map((l) => ({
      id: l.cartItemId,
      product_id: l.productId,
      name: l.name,
      price: toPounds(l.unitPricePence),
      quantity: l.quantity,
      subtotal: toPounds(l.unitPricePence * l.quantity),
    })),
  };
}

/**
 * Opens a checkout session for the user's cart: 400 MESSAGES.server.emptyCart for an empty cart,
 * 400 MESSAGES.server.outOfStock when a line is no longer for sale or exceeds the stock, 502 with
 * the spec's default when the provider fails. `origin` is the shop's address; the provider sends
 * the customer back to `${origin}/return?session_id={CHECKOUT_SESSION_ID}`.
 */
export async function createCheckout(
  db: Db,
  provider: PaymentProvider,
  user: Pick<CurrentUser, 'id' | 'email'>,
  origin: string,
): Promise<{ clientSecret: string; sessionId: string }> {
  const lines = await cartPaymentLines(db, user.id);
  if (lines.length === 0) throw badRequest(MESSAGES.server.emptyCart);
  if (lines.some((l) => !l.buyable || l.quantity > l.itemsInStock))
    throw badRequest(MESSAGES.server.outOfStock);
  const items: CheckoutItemSnapshot[] = lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    imageUrl: l.imageUrl,
    quantity: l.quantity,
    unitPricePence: l.unitPricePence,
  }));
  let created;
  try {
    created = await provider.createCheckoutSession({
      reference: randomUUID(),
      userId: user.id,
      lineItems: items.map((i) => ({
        name: i.name,
        unitPence: i.unitPricePence,
        quantity: i.quantity,
        imageUrl: i.imageUrl,
      })),
      customerEmail: user.email,
      returnUrl: `${origin}/return?session_id={CHECKOUT_SESSION_ID}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, MESSAGES.payment.createSession);
    throw error;
  }
  await db.insert(checkoutSessions).values({
    id: created.id,
    userId: user.id,
    status: 'open',
    provider: provider.name,
    amountPence: items.reduce((sum, i) => sum + i.unitPricePence * i.quantity, 0),
    items,
    // Only the simulated provider needs it back (its confirm call); Stripe keeps its own.
    clientSecret: provider.name === 'simulated' ? created.clientSecret : null,
    customerEmail: user.email,
  });
  return { clientSecret: created.clientSecret, sessionId: created.id };
}

function expired(row: SessionRow, now: number): boolean {
  return row.status === 'open' && now - row.createdAt.getTime() > SESSION_LIFETIME_MS;
}

/** Reads our own row as a provider session (the simulated provider's `retrieveSession`). */
export function simulatedSessionReader(db: Db): (id: string) => Promise<RetrievedCheckoutSession | null> {
  return async (id) => {
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    if (row === undefined) return null;
    const status: ProviderSessionStatus =
      row.status === 'complete'
        ? 'complete'
        : row.status === 'expired' || expired(row, Date.now())
          ? 'expired'
          : 'open';
    return {
      id: row.id,
      status,
      paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
      customerEmail: row.customerEmail,
    };
  };
}

async function ownSession(db: Db, userId: number, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (row === undefined) throw notFound();
  return row;
}

/**
 * Status of the user's checkout session (spec section 4, return page): `open`, `complete` or
 * `expired`, and the customer's e-mail. When the provider reports it paid, fulfilment runs here
 * too (idempotent with the webhook). 404 for an unknown session or someone else's; 400
 * MESSAGES.server.outOfStock when it was paid but stock ran out; 502 when the provider fails.
 */
export async function sessionStatus(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  sessionId: string,
): Promise<{ status: string; customer_email: string | null }> {
  const row = await ownSession(db, userId, sessionId);
  let status = row.status;
  let email = row.customerEmail;
  if (row.status === 'open' && row.provider === provider.name) {
    let remote: RetrievedCheckoutSession | null;
    try {
      remote = await provider.retrieveSession(row.id);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpError(502, MESSAGES.payment.sessionStatus);
      throw error;
    }
    if (remote !== null) {
      email = remote.customerEmail ?? email;
      if (remote.status === 'complete' && remote.paymentStatus !== 'unpaid') {
        await fulfilCheckoutSession(db, row.id, remote.customerEmail);
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
  if (status === FAILED_SESSION_STATUS) throw badRequest(MESSAGES.server.outOfStock);
  return { status, customer_email: email };
}

/** The card form of the simulated provider (contract SimulatedConfirmRequest). */
export interface SimulatedCard {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/**
 * Confirms a simulated payment (POST /payment/simulated/confirm/). Order of checks: the session
 * (by client secret, the user's own, simulated) else 404; the card fields else 400 with the
 * field's message; a complete session answers success again (idempotent); an expired one 400;
 * a decline test card 402 MESSAGES.server.cardDeclined with nothing changed; then fulfilment
 * (400 MESSAGES.server.outOfStock when stock ran out). Returns the session id for /return.
 */
export async function confirmSimulatedPayment(
  db: Db,
  userId: number,
  card: SimulatedCard,
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
  if (row.status === FAILED_SESSION_STATUS) throw badRequest(MESSAGES.server.outOfStock);
  if (row.status === 'expired' || expired(row, Date.now())) throw badRequest(SESSION_EXPIRED_MESSAGE);
  if (check.result === 'declined') throw new HttpError(402, MESSAGES.server.cardDeclined);
  await fulfilCheckoutSession(db, row.id, row.customerEmail);
  return { sessionId: row.id };
}

/**
 * Handles one webhook delivery: verifies it (400 when the signature is bad), fulfils a completed
 * and paid checkout session (idempotent), and acknowledges everything else. An unknown session
 * or a paid session without stock is logged (a refund is due) and still acknowledged, so the
 * provider does not retry for ever.
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
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
  if (event.type !== 'checkout.session.completed' || event.paymentStatus === 'unpaid')
    return { received: true };
  try {
    await fulfilCheckoutSession(db, event.providerSessionId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 404)
      log.warn({ session: event.providerSessionId }, 'webhook for an unknown checkout session');
    else
      log.error(
        { session: event.providerSessionId },
        'paid checkout session could not be fulfilled: refund due',
      );
  }
  return { received: true };
}
