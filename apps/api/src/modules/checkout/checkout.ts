/**
 * The payment calls of spec section 7 (calculate, create-checkout-session, session-status) plus
 * the simulated card confirmation and the Stripe webhook, on top of a PaymentProvider.
 * Prices always come from our own products table (pence; the charged price of decision 019),
 * never from the client. A checkout session row (`checkout_sessions`) is keyed by the provider's
 * session id, the id the return page gets as `session_id`, and holds a snapshot of the cart lines
 * (names, images, charged unit prices, sellers). Decision 020:
 * - a session can be paid until `expires_at` (opening + CHECKOUT_SESSION_LIFETIME_MS);
 * - a user keeps at most MAX_OPEN_CHECKOUT_SESSIONS open: opening another expires the oldest;
 * - (decision 025) a user may open at most `openCheckoutSessionsPerUser` sessions that
 *   are unpaid and within their lifetime (open, or expired early by the rule above): counted in
 *   the database before the provider is asked, 429 MESSAGES.server.tooManyCheckoutSessions with
 *   Retry-After beyond it, so nobody can make us open provider sessions without end;
 * - `sweepCheckoutSessions` marks past sessions expired and deletes never-paid ones after
 *   NEVER_PAID_RETENTION_MS;
 * - at payment, fulfilment re-checks every product (modules/checkout/place-orders.ts); when anything
 *   changed the buyer gets 409 MESSAGES.server.checkoutChanged and a Stripe payment's full
 *   refund is requested through the outbox in the same transaction (decision 041; made by the
 *   refund worker, modules/orders/refunds.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_SESSION_LIFETIME_MS,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MESSAGES,
  chargedPricePence,
  coversQuantity,
  outOfStockInCartMessage,
  unavailableInCartMessage,
  paymentImagesOf,
  toPounds,
  withinCartTotalLimit,
  type DeliveryAddress,
  type FeeRule,
  type PaymentDetails,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { DEFAULT_LIMITS } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  cartItems,
  checkoutSessions,
  productImages,
  products,
  users,
  type CheckoutItemSnapshot,
} from '../../platform/db/schema.ts';
import type { CurrentUser } from '../../platform/http/context.ts';
import { safeEqual } from '../../platform/http/context.ts';
import { HttpError, badRequest, notFound } from '../../platform/http/errors.ts';
import { isPublicRow, purchaseColumns } from '../catalogue/index.ts';
import { tooManyRequests } from '../../platform/limits.ts';
import { toStoredAddress } from '../addresses/index.ts';
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
  type ProviderSessionStatus,
  type RetrievedCheckoutSession,
  PaymentProviderError,
  WebhookSignatureError,
} from '../payments/index.ts';

/** Sessions that were never paid (open or expired) are deleted this long after opening: 7 days. */
export const NEVER_PAID_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the server runs `sweepCheckoutSessions` (milliseconds). */
export const CHECKOUT_SWEEP_INTERVAL_MS = 60 * 1000;

type SessionRow = typeof checkoutSessions.$inferSelect;

/** One cart line joined with its product, priced in integer pence. */
export interface CartPaymentLine {
  cartItemId: number;
  productId: number;
  /** The product's owner: who ships this line. */
  sellerId: number;
  name: string;
  /** What one unit costs now (chargedPricePence, decision 019). */
  unitPricePence: number;
  /** The list price of one unit. */
  listPricePence: number;
  quantity: number;
  itemsInStock: number;
  /** On sale: public (active, not suspended or held, approved, its seller active; decision 045). */
  forSale: boolean;
  /** The seller's "in stock" switch. */
  inStock: boolean;
  imageUrl: string | null;
}

/**
 * The user's cart lines with the products' current charged and list prices (pence), stock,
 * seller and first image, oldest line first.
 */
export async function cartPaymentLines(db: Db, userId: number): Promise<CartPaymentLine[]> {
  const firstImage = sql<string | null>`(SELECT ${productImages.imageUrl} FROM ${productImages}
    WHERE ${productImages.productId} = ${products.id}
    ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`;
  const rows = await db
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      ...purchaseColumns,
      imageUrl: firstImage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({
    cartItemId: r.cartItemId,
    productId: r.productId,
    sellerId: r.ownerId,
    name: r.name,
    unitPricePence: chargedPricePence(r),
    listPricePence: r.pricePence,
    quantity: r.quantity,
    itemsInStock: r.itemsInStock,
    forSale: isPublicRow(r),
    inStock: r.inStock,
    imageUrl: r.imageUrl,
  }));
}

/**
 * Payment details of the cart (spec section 3): each line's id (cart line), product_id, name,
 * `price` (the charged unit price), `original_price` (the list price), quantity, subtotal,
 * `image_url` (first image or null) and `images` (every image of the product in display order,
 * `{ id, url, order }`, paymentImagesOf, decision 046), in pounds; total_amount (sum of charged
 * prices, summed in pence) and item_count (sum of quantities).
 */
export async function calculatePayment(db: Db, userId: number): Promise<PaymentDetails> {
  const lines = await cartPaymentLines(db, userId);
  const totalPence = lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
  const imageRows =
    lines.length === 0
      ? []
      : await db
          .select({
            id: productImages.id,
            productId: productImages.productId,
            image_url: productImages.imageUrl,
          })
          .from(productImages)
          .where(
            inArray(
              productImages.productId,
              lines.map((l) => l.productId),
            ),
          )
          .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const imagesOf = (productId: number) => paymentImagesOf(imageRows.filter((i) => i.productId === productId));
  return {
    total_amount: toPounds(totalPence),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    items: lines.map((l) => ({
      id: l.cartItemId,
      product_id: l.productId,
      name: l.name,
      price: toPounds(l.unitPricePence),
      original_price: toPounds(l.listPricePence),
      quantity: l.quantity,
      subtotal: toPounds(l.unitPricePence * l.quantity),
      image_url: l.imageUrl,
      images: imagesOf(l.productId),
    })),
  };
}

/**
 * Marks 'expired' the open sessions of `userId` past their `expires_at`, and beyond the newest
 * MAX_OPEN_CHECKOUT_SESSIONS (the newest is `keepId`). Runs in the caller's transaction, under a
 * lock on the user's row so two openings at once count the same sessions. Returns the ids it
 * expired because of the limit (their provider sessions must be expired too).
 */
async function expireBeyondLimit(db: Db, userId: number, keepId: string): Promise<string[]> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await db
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, 'open'),
        lte(checkoutSessions.expiresAt, sql`now()`),
      ),
    );
  const open = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')))
    .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.expiresAt));
  const others = open.map((r) => r.id).filter((id) => id !== keepId);
  const surplus = others.slice(Math.max(0, MAX_OPEN_CHECKOUT_SESSIONS - 1));
  if (surplus.length === 0) return [];
  await db
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(inArray(checkoutSessions.id, surplus), eq(checkoutSessions.status, 'open')));
  return surplus;
}

/**
 * Refuses a new checkout session of `userId` when it already has `limit` (0: no limit) sessions
 * that are unpaid and still within their lifetime (status open, or expired early because newer
 * ones were opened, with `expires_at` ahead): 429 MESSAGES.server.tooManyCheckoutSessions with
 * Retry-After until enough of them reach their `expires_at`. Counted in the database, so every
 * process agrees.
 */
export async function checkOpenSessionLimit(db: Db, userId: number, limit: number): Promise<void> {
  if (limit <= 0) return;
  const live = await db
    .select({ expiresAt: checkoutSessions.expiresAt })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        inArray(checkoutSessions.status, ['open', 'expired']),
        gt(checkoutSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(checkoutSessions.expiresAt));
  const freed = live[live.length - limit];
  if (freed === undefined) return;
  throw tooManyRequests(freed.expiresAt.getTime() - Date.now(), MESSAGES.server.tooManyCheckoutSessions);
}

/** How many checkout sessions of `userId` were fulfilled (users.paid_checkouts, decision 046). */
async function paidCheckoutsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ paidCheckouts: users.paidCheckouts })
    .from(users)
    .where(eq(users.id, userId));
  return row?.paidCheckouts ?? 0;
}

/**
 * Opens a checkout session for the user's cart: 400 MESSAGES.server.emptyCart for an empty cart,
 * 400 MESSAGES.server.ownListingPurchase when a line is the user's own listing (decision 045),
 * 400 unavailableInCartMessage when a line's product is no longer on sale, or
 * outOfStockInCartMessage when a line exceeds the stock (naming the first such product, decision 047), 400 MESSAGES.server.cartTotalTooHigh when it totals more
 * than MAX_CART_TOTAL_PENCE (the most the provider charges, decision 046), 502 with
 * the spec's default when the provider fails (then nothing is changed). The session snapshots
 * each line (charged unit price, seller) and expires CHECKOUT_SESSION_LIFETIME_MS (ms) from now;
 * when the user already has MAX_OPEN_CHECKOUT_SESSIONS open, the oldest is expired (here and at
 * the provider; a provider failure there is only logged). `origin` is the shop's address; the
 * provider sends the customer back to `${origin}/return?session_id={CHECKOUT_SESSION_ID}`.
 * Before the provider is asked: 429 MESSAGES.server.tooManyCheckoutSessions when the user has
 * `openSessionLimit` unpaid sessions within their lifetime (checkOpenSessionLimit).
 * The session records the buyer's paid-checkout count (decision 046): once another checkout of
 * the buyer is paid, fulfilment refuses this one (one cart, one payment).
 */
export async function createCheckout(
  db: Db,
  provider: PaymentProvider,
  user: Pick<CurrentUser, 'id' | 'email'>,
  origin: string,
  log?: FastifyBaseLogger,
  openSessionLimit: number = DEFAULT_LIMITS.openCheckoutSessionsPerUser,
): Promise<{ clientSecret: string; sessionId: string }> {
  // Read before the cart (decision 046): a checkout paid between the two reads leaves this
  // session with the old count, so fulfilment refuses it rather than sell the cart twice.
  const paidCheckoutsAtOpen = await paidCheckoutsOf(db, user.id);
  const lines = await cartPaymentLines(db, user.id);
  if (lines.length === 0) throw badRequest(MESSAGES.server.emptyCart);
  // Nobody buys their own listing (decision 045), even from a cart filled before the rule.
  if (lines.some((l) => l.sellerId === user.id)) throw badRequest(MESSAGES.server.ownListingPurchase);
  const problem = lines.find((l) => !l.forSale || !coversQuantity(l, l.quantity));
  if (problem)
    throw badRequest(
      problem.forSale ? outOfStockInCartMessage(problem.name) : unavailableInCartMessage(problem.name),
    );
  if (!withinCartTotalLimit(lines)) throw badRequest(MESSAGES.server.cartTotalTooHigh);
  await checkOpenSessionLimit(db, user.id, openSessionLimit);
  const items: CheckoutItemSnapshot[] = lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    imageUrl: l.imageUrl,
    quantity: l.quantity,
    unitPricePence: l.unitPricePence,
    sellerId: l.sellerId,
  }));
  const expiresAt = new Date(Date.now() + CHECKOUT_SESSION_LIFETIME_MS);
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
      expiresAt,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, MESSAGES.payment.createSession);
    throw error;
  }
  const newId = created.id;
  const expired = await db.transaction(async (tx) => {
    await tx.insert(checkoutSessions).values({
      id: newId,
      userId: user.id,
      status: 'open',
      provider: provider.name,
      amountPence: items.reduce((sum, i) => sum + i.unitPricePence * i.quantity, 0),
      items,
      paidCheckoutsAtOpen,
      // Only the simulated provider needs it back (its confirm call); Stripe keeps its own.
      clientSecret: provider.name === 'simulated' ? created.clientSecret : null,
      customerEmail: user.email,
      expiresAt,
    });
    return expireBeyondLimit(tx, user.id, newId);
  });
  for (const id of expired) {
    try {
      await provider.expireSession(id);
    } catch (error) {
      // Our row is expired either way; a late payment on it is still re-checked at fulfilment.
      log?.warn({ err: error, session: id }, 'could not expire the provider checkout session');
    }
  }
  return { clientSecret: created.clientSecret, sessionId: created.id };
}

/** What one sweep did. */
export interface SweepResult {
  /** Open sessions past `expires_at` now marked 'expired'. */
  expired: number;
  /** Never-paid sessions (open or expired) older than NEVER_PAID_RETENTION_MS deleted. */
  deleted: number;
}

/**
 * The checkout-session sweep (decision 020), run every CHECKOUT_SWEEP_INTERVAL_MS by the payment
 * routes and directly by tests: marks 'expired' every open session whose `expires_at` is before
 * `now`, and deletes never-paid sessions (open or expired) opened more than
 * NEVER_PAID_RETENTION_MS (7 days) before `now`. Paid, failed (refunded) and complete sessions
 * are kept. Idempotent; safe on several processes at once.
 */
export async function sweepCheckoutSessions(db: Db, now: Date = new Date()): Promise<SweepResult> {
  const expired = await db
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, now)))
    .returning({ id: checkoutSessions.id });
  const deleted = await db
    .delete(checkoutSessions)
    .where(
      and(
        inArray(checkoutSessions.status, ['open', 'expired']),
        lt(checkoutSessions.createdAt, new Date(now.getTime() - NEVER_PAID_RETENTION_MS)),
        // Belt and braces: a session with orders is never deleted (orders reference it).
        sql`NOT EXISTS (SELECT 1 FROM orders WHERE orders.checkout_session_id = ${checkoutSessions.id})`,
      ),
    )
    .returning({ id: checkoutSessions.id });
  return { expired: expired.length, deleted: deleted.length };
}

/** True when `row` is open but can no longer be paid (its expires_at has passed). */
function pastExpiry(row: SessionRow, now: number): boolean {
  return row.status === 'open' && row.expiresAt.getTime() <= now;
}

/** Reads our own row as a provider session (the simulated provider's `retrieveSession`). */
export function simulatedSessionReader(db: Db): (id: string) => Promise<RetrievedCheckoutSession | null> {
  return async (id) => {
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    if (row === undefined) return null;
    const status: ProviderSessionStatus =
      row.status === 'complete'
        ? 'complete'
        : row.status === 'expired' || pastExpiry(row, Date.now())
          ? 'expired'
          : 'open';
    return {
      id: row.id,
      status,
      paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
      customerEmail: row.customerEmail,
      shipping: row.shipping ?? null,
      paymentReference: row.paymentReference,
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
  feeRule: FeeRule,
  log?: FastifyBaseLogger,
): Promise<FulfilmentResult> {
  try {
    return await fulfilCheckoutSession(db, sessionId, fulfilmentDetails(details), { feeRule });
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
 * `feeRule` (config PLATFORM_FEE_*) prices the shop's fee on the orders made (decision 055).
 */
export async function sessionStatus(
  db: Db,
  provider: PaymentProvider,
  feeRule: FeeRule,
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
      if (error instanceof PaymentProviderError) throw new HttpError(502, MESSAGES.payment.sessionStatus);
      throw error;
    }
    if (remote !== null) {
      email = remote.customerEmail ?? email;
      if (remote.status === 'complete' && remote.paymentStatus !== 'unpaid') {
        await fulfilPaid(db, row.id, remote, feeRule, log);
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
 * `feeRule` (config PLATFORM_FEE_*) prices the shop's fee on the orders made (decision 055).
 */
export async function confirmSimulatedPayment(
  db: Db,
  userId: number,
  card: SimulatedCard,
  feeRule: FeeRule,
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
    { cartMustMatch: true, feeRule },
  );
  return { sessionId: row.id };
}

/**
 * Handles one webhook delivery: verifies it (400 when the signature is bad), fulfils a completed
 * and paid checkout session (idempotent) with the address and payment the event carries, and
 * acknowledges everything else. A paid session whose products changed is acknowledged: its
 * full refund was requested through the outbox in the transaction that marked it failed, and the
 * refund worker retries it until the provider makes it (decision 041). An unknown session is
 * logged and acknowledged, so the provider does not retry for ever.
 * `feeRule` (config PLATFORM_FEE_*) prices the shop's fee on the orders made (decision 055).
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  feeRule: FeeRule,
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
    await fulfilPaid(db, event.providerSessionId, event, feeRule, log);
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
