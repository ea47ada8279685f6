/**
 * Payment handlers (spec section 7) with the simulated card provider (ARCHITECTURE "Payments";
 * decision 020 "Checkout"): calculate from the cart (charged prices, decision 019); create a
 * checkout session (`cs_test_...`, clientSecret `{id}_secret_...`, status 'open', a snapshot of
 * the cart with each line's charged unit price and seller; 400 unavailableInCartMessage when a
 * line is no longer for sale, outOfStockInCartMessage when it is beyond the stock (contract
 * coversQuantity), each naming the product; expiring CHECKOUT_SESSION_LIFETIME_MS
 * after it opens; at most MAX_OPEN_CHECKOUT_SESSIONS open per user, opening another expires the
 * oldest; CHECKOUT_SESSIONS_PER_LIFETIME unpaid ones within their lifetime at most, then 429
 * MESSAGES.server.tooManyCheckoutSessions); confirm with a card and a UK delivery address: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined (402 MESSAGES.server.cardDeclined, nothing changes). The form
 * shows the cart's total, so a cart that no longer holds exactly the session's products and
 * quantities (cartMatchesCheckout, decision 043) is refused like a changed product below.
 * At payment every line is checked again (still public, same charged price, in stock with enough
 * units): if
 * anything changed, no order is made, the session turns 'failed' and the buyer gets 409
 * MESSAGES.server.checkoutChanged. A paid session is fulfilled once (idempotent): one order per
 * seller ('processing', with the normalised address), stock taken, the bought quantities removed
 * from the cart, a creation event per order in the audit log. Paying an expired session answers
 * 400 MESSAGES.server.sessionExpired. session-status answers `{ status, customer_email }` (409
 * checkoutChanged for a failed session); the webhook answers received.
 */
import {
  CHECKOUT_SESSION_LIFETIME_MS,
  DEFAULT_SHIP_BY_DAYS,
  addDeadlineDays,
  CHECKOUT_SESSIONS_PER_LIFETIME,
  MAX_OPEN_CHECKOUT_SESSIONS,
  DEFAULT_FEE_RULE,
  MESSAGES,
  cartMatchesCheckout,
  chargedPricePenceOf,
  withinCartTotalLimit,
  coversQuantity,
  outOfStockInCartMessage,
  unavailableInCartMessage,
  notTakingOrdersInCartMessage,
  sellerTakesOrders,
  stockAfterSale,
  splitSellerOrder,
  toPence,
  toPounds,
  type DeliveryAddress,
  type Order,
  normaliseAddress,
  isOnSale,
} from '@shop/contract';
import { checkCard } from '@shop/contract/card';
import { db, randomToken, type DbCheckoutLine, type DbCheckoutSession } from '../db.ts';
import { paymentOf } from '../store/cart.ts';
import { recordEvent } from '../store/orders.ts';
import { creditPending } from '../store/payouts-money.ts';
import { partyOf } from '@shop/sample-catalogue';
import { HttpError, badRequest, conflict, notFound, route } from './http.ts';

/** `address` as stored: fields trimmed, the postcode normalised by the `postcode` library ('SW1A 1AA'). */
export function storedAddress(address: DeliveryAddress): DeliveryAddress {
  return normaliseAddress(address);
}

/** Marks `session` expired when it is open and its time is up (at `now`); returns its status. */
function expireIfDue(session: DbCheckoutSession, now: number): DbCheckoutSession['status'] {
  if (session.status === 'open' && Date.parse(session.expiresAt) <= now) session.status = 'expired';
  return session.status;
}

/** True when every line of `session` can still be bought as it was snapshotted (decision 020). */
function unchanged(lines: readonly DbCheckoutLine[]): boolean {
  return lines.every((line) => {
    const row = db.productById(line.productId);
    return (
      row !== undefined &&
      isOnSale(row.product) &&
      chargedPricePenceOf(row.product) === line.unitPricePence &&
      coversQuantity(row.product, line.quantity)
    );
  });
}

/** How many checkout sessions of `userId` were paid (complete): the server's users.paid_checkouts. */
function paidCheckoutsOf(userId: number): number {
  return db.checkoutSessions.filter((s) => s.userId === userId && s.status === 'complete').length;
}

/**
 * True when another checkout of the session's buyer was paid since `session` opened: its cart is
 * bought already, so it is refused like a changed product (one cart, one payment; decision 046).
 */
function cartAlreadyPaid(session: DbCheckoutSession): boolean {
  return (
    session.paidCheckoutsAtOpen !== undefined &&
    session.paidCheckoutsAtOpen !== paidCheckoutsOf(session.userId)
  );
}

/**
 * Fulfils a paid checkout session once: re-checks every line (unchanged), then creates one order
 * per seller (status 'processing', the delivery address `shipping`), takes the quantities off
 * stock, removes the bought quantities from the buyer's cart and records a creation event per
 * order. A complete session answers its orders again. Throws 409 MESSAGES.server.checkoutChanged
 * (changing nothing but the session's status, now 'failed') when a line changed or another
 * checkout of the buyer was paid since the session opened (cartAlreadyPaid, decision 046).
 */
export function fulfil(session: DbCheckoutSession, shipping: DeliveryAddress): Order[] {
  if (session.status === 'complete') {
    return db.orders.filter((o) => session.orderIds.includes(o.order.id)).map((o) => o.order);
  }
  if (session.status === 'failed' || cartAlreadyPaid(session) || !unchanged(session.lines)) {
    session.status = 'failed';
    throw conflict(MESSAGES.server.checkoutChanged);
  }
  const paidAt = new Date();
  const now = paidAt.toISOString();
  // The seller's ship-by date is fixed at payment (decision 060; the mocks use the default days).
  const shipBy = addDeadlineDays(paidAt, DEFAULT_SHIP_BY_DAYS).toISOString();
  const address = storedAddress(shipping);
  const sellers = [...new Set(session.lines.map((l) => l.sellerId))];
  const orders = sellers.map((sellerId): Order => {
    const lines = session.lines.filter((l) => l.sellerId === sellerId);
    const seller = db.userById(sellerId)?.user;
    const items = lines.map((line) => ({
      id: db.nextId('orderItem'),
      product_id: line.productId,
      product_name: line.name,
      image_url: line.imageUrl,
      quantity: line.quantity,
      product_price: toPounds(line.unitPricePence),
      total_price: toPounds(line.unitPricePence * line.quantity),
      refunded_amount: 0,
      return_request: null,
    }));
    return {
      id: db.nextId('order'),
      status: 'processing',
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      created_at: now,
      total_amount: toPounds(lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0)),
      tracking_number: null,
      items,
      seller: seller ? partyOf(seller) : null,
      shipping_address: address,
      carrier: null,
      checkout_session_id: session.id,
      updated_at: now,
      ship_by: shipBy,
      release_at: null,
      released_at: null,
      receipt_confirmed_at: null,
      refunded_amount: 0,
      return_by: null,
    };
  });
  for (const line of session.lines) {
    const row = db.productById(line.productId);
    if (!row) continue;
    row.product = { ...row.product, ...stockAfterSale(row.product, line.quantity) };
    // The bought quantity leaves the cart; anything added since stays.
    const cartLine = db.cartLines.find((l) => l.userId === session.userId && l.productId === line.productId);
    if (cartLine) cartLine.quantity -= line.quantity;
  }
  db.cartLines = db.cartLines.filter((l) => l.quantity > 0);
  for (const order of orders) {
    // The mocks' ledger (decision 056): the fee under the default terms, recorded at payment.
    const { feePence, netPence } = splitSellerOrder(toPence(order.total_amount), DEFAULT_FEE_RULE);
    db.orders.push({ order, userId: session.userId, feePence });
    // The seller's net waits in their pending balance until it is released (decision 060).
    if (order.seller) creditPending(db, order.seller.id, netPence);
    recordEvent(db, {
      order_id: order.id,
      actor: null,
      from_status: null,
      to_status: order.status,
      note: '',
    });
  }
  session.status = 'complete';
  session.orderIds = orders.map((o) => o.id);
  return orders;
}

/** Opens a checkout session for `userId` with `lines`, expiring the oldest open ones beyond the limit. */
function openSession(userId: number, email: string, lines: DbCheckoutLine[]): DbCheckoutSession {
  const now = Date.now();
  // Unpaid sessions within their lifetime, expired early ones included (decision 025).
  const live = db.checkoutSessions.filter(
    (s) =>
      s.userId === userId && (s.status === 'open' || s.status === 'expired') && Date.parse(s.expiresAt) > now,
  );
  if (live.length >= CHECKOUT_SESSIONS_PER_LIFETIME) {
    throw new HttpError(429, MESSAGES.server.tooManyCheckoutSessions);
  }
  const open = db.checkoutSessions
    .filter((s) => s.userId === userId && expireIfDue(s, now) === 'open')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  // Opening one more would pass the limit: the oldest open ones expire (decision 020).
  for (const old of open.slice(0, Math.max(0, open.length - MAX_OPEN_CHECKOUT_SESSIONS + 1))) {
    old.status = 'expired';
  }
  const id = `cs_test_${randomToken(12)}`;
  const session: DbCheckoutSession = {
    id,
    clientSecret: `${id}_secret_${randomToken(12)}`,
    userId,
    status: 'open',
    customer_email: email,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CHECKOUT_SESSION_LIFETIME_MS).toISOString(),
    lines,
    orderIds: [],
    paidCheckoutsAtOpen: paidCheckoutsOf(userId),
  };
  db.checkoutSessions.push(session);
  return session;
}

/** calculatePayment, createCheckoutSession, getSessionStatus, confirmSimulatedPayment, stripeWebhook. */
export const paymentHandlers = [
  route('calculatePayment', ({ user }) => ({
    body: { success: true, payment: paymentOf(db, user.user.id) },
  })),
  route('createCheckoutSession', ({ user }) => {
    const userId = user.user.id;
    // As the server: nobody buys their own listing (decision 045).
    if (db.cartLines.some((l) => l.userId === userId && db.productById(l.productId)?.ownerId === userId))
      throw badRequest(MESSAGES.server.ownListingPurchase);
    const lines = db.cartLines
      .filter((l) => l.userId === userId)
      .flatMap((l): DbCheckoutLine[] => {
        const row = db.productById(l.productId);
        if (!row) return [];
        // As the server: a line no longer for sale or beyond the stock opens no session; the
        // message names the product and what is wrong with it (decision 047).
        if (!isOnSale(row.product)) throw badRequest(unavailableInCartMessage(row.product.name));
        if (!sellerTakesOrders(row.product)) throw badRequest(notTakingOrdersInCartMessage(row.product.name));
        if (!coversQuantity(row.product, l.quantity))
          throw badRequest(outOfStockInCartMessage(row.product.name));
        return [
          {
            productId: row.product.id,
            name: row.product.name,
            imageUrl: row.product.imageUrl,
            quantity: l.quantity,
            unitPricePence: chargedPricePenceOf(row.product),
            sellerId: row.ownerId,
          },
        ];
      });
    if (lines.length === 0) throw badRequest(MESSAGES.server.emptyCart);
    // As the server: a cart beyond the most one payment may charge opens no session (decision 046).
    if (!withinCartTotalLimit(lines)) throw badRequest(MESSAGES.server.cartTotalTooHigh);
    const session = openSession(userId, user.user.email, lines);
    return { body: { success: true, clientSecret: session.clientSecret, sessionId: session.id } };
  }),
  route('getSessionStatus', ({ query, user }) => {
    const session = db.checkoutSessions.find((s) => s.id === query.session_id && s.userId === user.user.id);
    if (!session) throw notFound();
    if (expireIfDue(session, Date.now()) === 'failed') throw conflict(MESSAGES.server.checkoutChanged);
    return { body: { success: true, status: session.status, customer_email: session.customer_email } };
  }),
  route('confirmSimulatedPayment', ({ body, user }) => {
    const session = db.checkoutSessions.find(
      (s) => s.clientSecret === body.clientSecret && s.userId === user.user.id,
    );
    if (!session) throw notFound();
    // The simulated provider's card check (contract checkCard): 400 for a malformed card.
    const card = checkCard(body, new Date());
    if (card.result === 'invalid') throw badRequest(card.error);
    if (session.status !== 'complete') {
      const status = expireIfDue(session, Date.now());
      if (status === 'failed') throw conflict(MESSAGES.server.checkoutChanged);
      if (status === 'expired') throw badRequest(MESSAGES.server.sessionExpired);
      if (card.result === 'declined') throw new HttpError(402, MESSAGES.server.cardDeclined);
      // The form showed the cart's total: the snapshot is charged only if the cart is still it (decision 043).
      const cart = db.cartLines.filter((l) => l.userId === session.userId);
      if (!cartMatchesCheckout(cart, session.lines)) {
        session.status = 'failed';
        throw conflict(MESSAGES.server.checkoutChanged);
      }
    }
    fulfil(session, body.shipping);
    return { body: { success: true, sessionId: session.id } };
  }),
  route('stripeWebhook', () => ({ body: { success: true, received: true } })),
];
