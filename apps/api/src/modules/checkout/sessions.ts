/**
 * Checkout sessions (decision 020): opening one for the buyer's cart (`createCheckout`), the
 * periodic sweep of past sessions, and reading a session as the simulated provider sees it. A
 * session row (`checkout_sessions`) is keyed by the provider's session id, the id the return page
 * gets as `session_id`, and holds a snapshot of the cart lines (names, images, charged unit prices,
 * sellers):
 * - a session can be paid until `expires_at` (opening + CHECKOUT_SESSION_LIFETIME_MS);
 * - a user keeps at most MAX_OPEN_CHECKOUT_SESSIONS open: opening another expires the oldest;
 * - (decision 025) a user may open at most `openCheckoutSessionsPerUser` sessions that are unpaid
 *   and within their lifetime (open, or expired early by the rule above): counted in the database
 *   before the provider is asked, 429 MESSAGES.server.tooManyCheckoutSessions with Retry-After
 *   beyond it, so nobody can make us open provider sessions without end;
 * - `sweepCheckoutSessions` marks past sessions expired and deletes never-paid ones after
 *   NEVER_PAID_RETENTION_MS.
 */
import { randomUUID } from 'node:crypto';
import {
  COMMERCE_MESSAGES,
  CHECKOUT_SESSION_LIFETIME_MS,
  MAX_OPEN_CHECKOUT_SESSIONS,
  MESSAGES,
  coversQuantity,
  notTakingOrdersInCartMessage,
  outOfStockInCartMessage,
  unavailableInCartMessage,
  withinCartTotalLimit,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { DEFAULT_LIMITS } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { checkoutSessions, users, type CheckoutItemSnapshot } from '../../platform/db/schema.ts';
import type { CurrentUser } from '../../platform/http/context.ts';
import { HttpError, badRequest, notFound } from '../../platform/http/errors.ts';
import { tooManyRequests } from '../../platform/limits.ts';
import {
  type PaymentProvider,
  type ProviderSessionStatus,
  type RetrievedCheckoutSession,
  PaymentProviderError,
} from '../payments/index.ts';
import { cartPaymentLines } from './payment-lines.ts';

/** Sessions that were never paid (open or expired) are deleted this long after opening: 7 days. */
export const NEVER_PAID_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the server runs `sweepCheckoutSessions` (milliseconds). */
export const CHECKOUT_SWEEP_INTERVAL_MS = 60 * 1000;

export type SessionRow = typeof checkoutSessions.$inferSelect;
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
 * 400 unavailableInCartMessage when a line's product is no longer on sale,
 * notTakingOrdersInCartMessage when a line's seller is not taking orders (decision 059), or
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
  const problem = lines.find((l) => !l.forSale || !l.sellerTakingOrders || !coversQuantity(l, l.quantity));
  if (problem)
    throw badRequest(
      !problem.forSale
        ? unavailableInCartMessage(problem.name)
        : !problem.sellerTakingOrders
          ? notTakingOrdersInCartMessage(problem.name)
          : outOfStockInCartMessage(problem.name),
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
    if (error instanceof PaymentProviderError)
      throw new HttpError(502, COMMERCE_MESSAGES.payment.createSession);
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
export function pastExpiry(row: SessionRow, now: number): boolean {
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

/** The checkout session `id` of `userId`; throws 404 when it is not theirs or does not exist. */
export async function ownSession(db: Db, userId: number, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (row === undefined) throw notFound();
  return row;
}
