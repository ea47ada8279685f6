/**
 * Payment handlers (spec section 7) with the simulated card provider (ARCHITECTURE "Payments"):
 * calculate from the cart; create a checkout session (`cs_test_...`, clientSecret
 * `{id}_secret_...`, status 'open', a snapshot of the cart); confirm with a card: 4242 4242 4242
 * 4242 pays, 4000 0000 0000 0002 is declined (402 MESSAGES.server.cardDeclined, nothing changes).
 * A paid session is fulfilled once (idempotent): an order 'processing', stock decremented, cart
 * cleared. session-status answers `{ status, customer_email }`; the webhook answers received.
 */
import { MESSAGES, toPence, toPounds, type Order } from '@shop/api-client/contract';
import { db, randomToken, type DbCheckoutSession } from '../db.ts';
import { HttpError, badRequest, notFound, route } from './http.ts';

/** Stripe's decline test cards (always declined); any other valid card number pays. */
export const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002', '4000000000009995'];
/** Stripe's Visa test card: always pays. */
export const SUCCESS_TEST_CARD = '4242424242424242';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Throws 400 unless the card number (spaces and dashes allowed), expiry (MM/YY, not past) and CVC are valid. */
function checkCardFields(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): string {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw badRequest(`${MESSAGES.server.invalidRequest} cardNumber: is not a valid card number`);
  }
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(match?.[1] ?? 0);
  const yearText = match?.[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!match || month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) {
    throw badRequest(`${MESSAGES.server.invalidRequest} expiry: must be a future date as MM/YY`);
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    throw badRequest(`${MESSAGES.server.invalidRequest} cvc: must be 3 or 4 digits`);
  return digits;
}

/**
 * Fulfils a paid checkout session once: creates the order (status 'processing'), takes the
 * quantities off stock and clears the buyer's cart. A complete session is left as it is.
 * Throws 400 MESSAGES.server.outOfStock (changing nothing) when stock no longer covers an item.
 */
export function fulfil(session: DbCheckoutSession): Order | undefined {
  if (session.status === 'complete') return db.orders.find((o) => o.order.id === session.orderId)?.order;
  const lines = session.payment.items.map((item) => ({ item, row: db.productById(item.product_id) }));
  for (const { item, row } of lines) {
    if (!row || row.product.itemsInStock < item.quantity) throw badRequest(MESSAGES.server.outOfStock);
  }
  const id = db.nextId('order');
  const order: Order = {
    id,
    status: 'processing',
    item_count: session.payment.item_count,
    created_at: new Date().toISOString(),
    total_amount: toPounds(session.payment.items.reduce((sum, i) => sum + toPence(i.subtotal), 0)),
    tracking_number: null,
    items: lines.map(({ item, row }) => ({
      id: db.nextId('orderItem'),
      product_id: item.product_id,
      product_name: item.name,
      image_url: row?.product.imageUrl ?? null,
      quantity: item.quantity,
      product_price: item.price,
      total_price: item.subtotal,
    })),
  };
  for (const { item, row } of lines) {
    if (!row) continue;
    const itemsInStock = row.product.itemsInStock - item.quantity;
    row.product = { ...row.product, itemsInStock, inStock: itemsInStock > 0 };
  }
  db.orders.push({ order, userId: session.userId });
  db.cartLines = db.cartLines.filter((l) => l.userId !== session.userId);
  session.status = 'complete';
  session.orderId = id;
  return order;
}

/** calculatePayment, createCheckoutSession, getSessionStatus, confirmSimulatedPayment, stripeWebhook. */
export const paymentHandlers = [
  route('calculatePayment', ({ user }) => ({ body: { success: true, payment: db.paymentOf(user.user.id) } })),
  route('createCheckoutSession', ({ user }) => {
    const payment = db.paymentOf(user.user.id);
    if (payment.items.length === 0) throw badRequest(MESSAGES.server.emptyCart);
    const id = `cs_test_${randomToken(12)}`;
    const session: DbCheckoutSession = {
      id,
      clientSecret: `${id}_secret_${randomToken(12)}`,
      userId: user.user.id,
      status: 'open',
      customer_email: user.user.email,
      payment,
      orderId: null,
    };
    db.checkoutSessions.push(session);
    return { body: { success: true, clientSecret: session.clientSecret, sessionId: session.id } };
  }),
  route('getSessionStatus', ({ query, user }) => {
    const session = db.checkoutSessions.find((s) => s.id === query.session_id && s.userId === user.user.id);
    if (!session) throw notFound();
    return { body: { success: true, status: session.status, customer_email: session.customer_email } };
  }),
  route('confirmSimulatedPayment', ({ body, user }) => {
    const session = db.checkoutSessions.find(
      (s) => s.clientSecret === body.clientSecret && s.userId === user.user.id,
    );
    if (!session) throw notFound();
    const digits = checkCardFields(body, new Date());
    if (session.status !== 'complete' && DECLINED_TEST_CARDS.includes(digits)) {
      throw new HttpError(402, MESSAGES.server.cardDeclined);
    }
    fulfil(session);
    return { body: { success: true, sessionId: session.id } };
  }),
  route('stripeWebhook', () => ({ body: { success: true, received: true } })),
];
