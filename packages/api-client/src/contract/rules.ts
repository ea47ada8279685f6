/**
 * Small pure rules of the spec shared by screens, mocks and server.
 */
import { PAGINATION_WINDOW, PAID_ORDER_STATUSES, RATING_MAX, RATING_MIN } from './constants.ts';
import { MESSAGES } from './messages.ts';
import type { OrderStatus, ReviewSummary } from './schemas.ts';

/**
 * The page buttons of the pagination control (spec section 4): up to `size` numbers in a window
 * around `current`, clamped to 1..totalPages. Returns [] for 0 or 1 pages (the control hides).
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): number[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const count = Math.min(size, totalPages);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * Order progress in percent (spec section 4): unknown 0, pending 50/3, processing 66.7,
 * shipped 83.3 (our choice for the third step, docs/decisions), delivered 100.
 */
export function orderProgress(status: string): number {
  switch (status as OrderStatus) {
    case 'pending':
      return 50 / 3;
    case 'processing':
      return 66.7;
    case 'shipped':
      return 83.3;
    case 'delivered':
      return 100;
    default:
      return 0;
  }
}

/** First `n` tags of a comma-separated tag string, trimmed, empties dropped (spec section 2). */
export function firstTags(tags: string, n = 3): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, n);
}

/** Cuts text to `max` characters (spec section 9: cart summary at 50), adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A product is active for listings when it is in stock and not suspended (spec section 2, my-listings). */
export function isActiveListing(p: { inStock: boolean; suspend: boolean; itemsInStock?: number }): boolean {
  return p.inStock && !p.suspend;
}

/**
 * The fulfilment state machine (issue 8, ARCHITECTURE "Commerce"): the only edges an order may
 * move along. pending -> processing is the payment (the system's move); processing -> shipped
 * needs a carrier and tracking number; processing -> cancelled refunds the order's amount.
 */
export const FULFILMENT_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** True when an order in `from` may move to `to` (FULFILMENT_TRANSITIONS); false for unknown states. */
export function canTransition(from: string, to: string): boolean {
  const next = (FULFILMENT_TRANSITIONS as Record<string, readonly string[] | undefined>)[from];
  return next?.includes(to) ?? false;
}

/** The next states a person (seller or staff) may choose for an order in `status`; payment is the system's. */
export function nextFulfilmentSteps(status: string): OrderStatus[] {
  if (status === 'pending') return [];
  return [...((FULFILMENT_TRANSITIONS as Record<string, readonly OrderStatus[] | undefined>)[status] ?? [])];
}

/** MESSAGES.server.transitionRefused with the two states filled in. */
export function transitionRefusedMessage(from: string, to: string): string {
  return MESSAGES.server.transitionRefused.replace('{from}', from).replace('{to}', to);
}

/**
 * The name other people see for a person (issue 8, PartyRef: sellers, buyers, audit log): first
 * name and last initial ('Sam S.'); the first name alone without a last name, the initial alone
 * without a first name, and 'Customer {id}' when both are empty. Never any part of the e-mail.
 */
export function displayName(id: number, firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  const name = [first, initial === '' ? '' : `${initial}.`].filter((part) => part !== '').join(' ');
  return name === '' ? `Customer ${id}` : name;
}

/** True when an order in `status` counts as paid for 'Verified purchase' (PAID_ORDER_STATUSES, decision 028). */
export function isPaidOrderStatus(status: string): boolean {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * A product's `rating` from the sum and the number of its reviews' ratings (decision 028): the
 * average rounded to one decimal (4.25 -> 4.3), 0 when there are none. Server and mocks both
 * compute it here from whole-number sums, so they agree to the last digit.
 */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/**
 * The ReviewSummary of a product whose reviews have `ratings` (each 1-5): count, average
 * (averageRating) and the 1..5-star histogram. The mocks and fixtures use it; the server counts
 * the same in SQL (services/catalogue.ts).
 */
export function reviewSummaryOf(ratings: readonly number[]): ReviewSummary {
  const histogram: ReviewSummary['histogram'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const rating of ratings) {
    if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) continue;
    histogram[rating - 1] = (histogram[rating - 1] ?? 0) + 1;
    sum += rating;
    count += 1;
  }
  return { average: averageRating(sum, count), count, histogram };
}

/** A product and a quantity: a cart line or a line of a checkout session's snapshot. */
export interface ProductQuantity {
  productId: number;
  quantity: number;
}

/**
 * True when `cart` holds exactly the products and quantities of `snapshot`, the lines a checkout
 * session was opened for (quantities summed per product, order ignored). The simulated card form
 * shows the current cart's total, so it may charge the snapshot only when they are the same
 * purchase: otherwise the server and the mocks refuse the payment with 409
 * MESSAGES.server.checkoutChanged (docs/decisions/043-charged-amount.md).
 */
export function cartMatchesCheckout(
  cart: readonly ProductQuantity[],
  snapshot: readonly ProductQuantity[],
): boolean {
  const totals = (lines: readonly ProductQuantity[]) => {
    const byProduct = new Map<number, number>();
    for (const line of lines)
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    return byProduct;
  };
  const inCart = totals(cart);
  const paid = totals(snapshot);
  return (
    inCart.size === paid.size &&
    [...paid].every(([productId, quantity]) => inCart.get(productId) === quantity)
  );
}

/** The largest id a path may name (the contract's IdParam, wholeNumber(1, 1_000_000_000)). */
export const MAX_ID = 1_000_000_000;

/**
 * Whether a path segment is an id: digits only ('1e3', ' 7', '0x1', '-1' and 'abc' are not), from 1
 * to MAX_ID. The server answers any other id with 400 (http/route.ts parseIdParams); the
 * storefront's pages answer it with their 404 page (decision 048).
 */
export function isIdText(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;
}
