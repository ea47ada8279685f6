/**
 * Small pure rules of the spec shared by screens, mocks and server.
 */
import {
  MAX_CART_TOTAL_PENCE,
  LEGACY_DEMO_ACCOUNT,
  MAX_UPLOAD_PIXELS,
  MAX_UPLOAD_SIDE,
  PAGINATION_WINDOW,
  PAID_ORDER_STATUSES,
  RATING_MAX,
  RATING_MIN,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import type { OrderStatus, PaymentImage, ProductImage, ReviewSummary } from './schemas.ts';

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

/**
 * A product is active for listings when it is in stock, not suspended by its seller and not held
 * by staff (spec section 2, my-listings; decision 045).
 */
export function isActiveListing(p: {
  inStock: boolean;
  suspend: boolean;
  hold_reason?: string | null;
  itemsInStock?: number;
}): boolean {
  return p.inStock && !p.suspend && (p.hold_reason ?? null) === null;
}

/**
 * The fulfilment state machine (ARCHITECTURE "Commerce"): the only edges an order may
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
 * The name other people see for a person (PartyRef: sellers, buyers, audit log): first
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

/** A line priced in integer pence: a cart line with its product's charged unit price (decision 019). */
export interface PricedLine {
  unitPricePence: number;
  quantity: number;
}

/** The total of `lines` in integer pence (sum of unit price x quantity). */
export function linesTotalPence(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
}

/**
 * True when a cart of `lines` may exist: its total (integer pence) is at most MAX_CART_TOTAL_PENCE
 * (£999,999.99, the most Stripe charges in one payment; decision 046). Adding to the cart,
 * changing a quantity and opening a checkout session refuse a cart beyond it with 400
 * MESSAGES.server.cartTotalTooHigh, on the server and in the mocks.
 */
export function withinCartTotalLimit(lines: readonly PricedLine[]): boolean {
  return linesTotalPence(lines) <= MAX_CART_TOTAL_PENCE;
}

/**
 * A product's images as a payment line carries them (decision 046, the shape older clients read):
 * `{ id, url, order }`, `order` counting from 0 in the product's display order (the first is the
 * main image). Images without an id (none come from the server or the mocks) are left out.
 */
export function paymentImagesOf(images: readonly ProductImage[]): PaymentImage[] {
  return images
    .flatMap((image) => (image.id === undefined ? [] : [{ id: image.id, url: image.image_url }]))
    .map((image, order) => ({ ...image, order }));
}

/**
 * True when `email` (any case, surrounding spaces ignored) is the original shop's demo address,
 * LEGACY_DEMO_ACCOUNT.email: an alias of the demo account that no account may register or take
 * (decision 044).
 */
export function isLegacyDemoEmail(email: string): boolean {
  return email.trim().toLowerCase() === LEGACY_DEMO_ACCOUNT.email;
}

/**
 * True when `email` and `password` are the original shop's demo credentials
 * (LEGACY_DEMO_ACCOUNT): a sign-in with them signs into the DEMO_ACCOUNT user (decision 044).
 */
export function isLegacyDemoSignIn(email: string, password: string): boolean {
  return isLegacyDemoEmail(email) && password === LEGACY_DEMO_ACCOUNT.password;
}

/**
 * Whether a listing is on sale to the public (decision 020, 045): active, not suspended by its
 * seller, approved and not held by staff, and its seller's account is active. The server keeps the
 * same rule in SQL (products.suspend, migration 013); the mocks use this one.
 */
export function isOnSale(p: {
  active: boolean;
  suspend: boolean;
  adminApproved: boolean;
  hold_reason: string | null;
  seller_active: boolean;
}): boolean {
  return p.active && !p.suspend && p.adminApproved && p.hold_reason === null && p.seller_active;
}

/**
 * True when user `userId` (undefined for a visitor) sells `product`: they may not buy it or review
 * it (MESSAGES.server.ownListingPurchase / ownListingReview; decision 045).
 */
export function isOwnListing(product: { seller_id: number }, userId: number | undefined): boolean {
  return userId !== undefined && product.seller_id === userId;
}

/** Who looks at a product: a signed-in user's id and whether they are staff; undefined for a visitor. */
export interface HoldReasonViewer {
  id: number;
  is_staff: boolean;
}

/**
 * `product` as `viewer` may see it (decision 045): a staff hold's reason is for the product's
 * seller and for staff only. Anyone else (a buyer with it in their cart, a visitor) gets
 * `hold_reason: null` and `suspend: true` instead, so the listing still reads as off sale
 * (isOnSale) without saying why. Products without a hold are returned as they are. The server
 * (cart lines) and the mocks apply it to every product they send to someone who is not its seller.
 */
export function productSeenBy<P extends { seller_id: number; hold_reason: string | null; suspend: boolean }>(
  product: P,
  viewer: HoldReasonViewer | undefined,
): P {
  if (product.hold_reason === null || viewer?.is_staff === true || isOwnListing(product, viewer?.id))
    return product;
  return { ...product, hold_reason: null, suspend: true };
}

/** Control characters (Unicode Cc: C0, DEL, C1) and line/paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * `text` as one plain line (decision 045): every run of control characters, newlines and
 * line/paragraph separators becomes one space, runs of spaces become one, ends trimmed. Audit
 * notes and the free text inside them are stored this way, so no note can fake a second line.
 */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKING, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * True when an image of `width` x `height` pixels (read from its header) may be decoded: at most
 * MAX_UPLOAD_PIXELS in all and MAX_UPLOAD_SIDE a side (decision 045: a 1 x 39,000,000 PNG of
 * 75 KB took 7.5 s of CPU to decode, though under the pixel count). Otherwise the upload is a 400
 * LISTING_MESSAGES.imageDimensions.
 */
export function decodableSize(width: number, height: number): boolean {
  return (
    width >= 1 &&
    height >= 1 &&
    width <= MAX_UPLOAD_SIDE &&
    height <= MAX_UPLOAD_SIDE &&
    width * height <= MAX_UPLOAD_PIXELS
  );
}

/**
 * The pixel size a PNG (IHDR) or GIF (logical screen) header gives, or undefined for other bytes
 * (the mocks' cheap check before keeping an image; the server asks its decoder for every format).
 */
export function headerImageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[12] === 0x49;
  if (isPng) return { width: view.getUint32(16), height: view.getUint32(20) };
  const isGif = bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46;
  if (isGif) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  return undefined;
}

/** The largest id a path may name (the contract's IdParam, wholeNumber(1, 1_000_000_000)). */
export const MAX_ID = 1_000_000_000;

/**
 * Whether a path segment is an id: digits only ('1e3', ' 7', '0x1', '-1' and 'abc' are not), from 1
 * to MAX_ID. The server and the mocks answer any other id with 400 (request.ts parseIdParams); the
 * storefront's pages answer it with their 404 page (decision 048).
 */
export function isIdText(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;
}
