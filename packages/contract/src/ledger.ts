/**
 * The ledger's chart of accounts and journal kinds (decision 055), written once for the server,
 * which writes them, and for the mocks and the back office, which show an order's journals
 * (decision 064). Plain data and functions: no zod.
 *
 * Sign convention ("where the money is"): an entry's amount is what its account receives (+) or
 * gives (-), in integer pence; an account's balance is the sum of its entries; every journal sums
 * to zero, so the balances of all accounts together are always zero.
 * - Internal accounts hold money the shop has at its payment provider (Stripe's platform balance,
 *   or the simulated provider's): their balances are 0 or more. Their sum is the provider cash.
 * - External accounts stand for money outside the provider balance: `external:buyers` gives every
 *   payment (so its balance is minus what buyers paid net of refunds made), and a seller's
 *   `paid-out` account receives their payouts.
 */

/** External: the buyers' cards. Gives each payment, receives each refund the provider made. */
export const BUYERS = 'external:buyers';
/** Internal: refunds the shop has requested and the provider has not made yet. */
export const REFUNDS_OWED = 'shop:refunds-owed';
/** Internal: the shop's commission (revenue), platformFeePence per seller order. */
export const SHOP_FEES = 'shop:fees';

/** Internal: seller `sellerId`'s earnings not yet released (from payment until release). */
export function sellerPending(sellerId: number): string {
  return `seller:${sellerId}:pending`;
}

/** Internal: seller `sellerId`'s released earnings, waiting for a payout. */
export function sellerAvailable(sellerId: number): string {
  return `seller:${sellerId}:available`;
}

/**
 * Internal: a payout of seller `sellerId` asked of the provider and not yet confirmed paid or
 * failed (it leaves `available` when the payout starts, so it is never paid twice; decision 061).
 */
export function sellerPayoutsInTransit(sellerId: number): string {
  return `seller:${sellerId}:in-transit`;
}

/** External: what has been paid out (transferred) to seller `sellerId`. */
export function sellerPaidOut(sellerId: number): string {
  return `seller:${sellerId}:paid-out`;
}

/** True for an account outside the provider balance (see the module note). */
export function isExternal(account: string): boolean {
  return account.startsWith('external:') || account.endsWith(':paid-out');
}

/** The four accounts of a seller, in the order money moves through them. */
export const SELLER_ACCOUNT_PARTS = ['pending', 'available', 'in-transit', 'paid-out'] as const;
/** One of SELLER_ACCOUNT_PARTS. */
export type SellerAccountPart = (typeof SELLER_ACCOUNT_PARTS)[number];

/** What a ledger account name stands for (parseLedgerAccount). */
export type LedgerAccountOwner =
  | { owner: 'buyers' }
  | { owner: 'shop'; part: 'fees' | 'refunds-owed' }
  | { owner: 'seller'; sellerId: number; part: SellerAccountPart }
  | { owner: 'other' };

/**
 * Reads account name `account` of the chart above: the buyers, one of the shop's two accounts, or
 * one of a seller's four (with the seller's id); `{ owner: 'other' }` for any other name (a later
 * account this version does not know).
 */
export function parseLedgerAccount(account: string): LedgerAccountOwner {
  if (account === BUYERS) return { owner: 'buyers' };
  if (account === SHOP_FEES) return { owner: 'shop', part: 'fees' };
  if (account === REFUNDS_OWED) return { owner: 'shop', part: 'refunds-owed' };
  const seller = /^seller:([1-9]\d{0,9}):([a-z-]+)$/.exec(account);
  const part = seller?.[2] as SellerAccountPart | undefined;
  if (seller && part !== undefined && (SELLER_ACCOUNT_PARTS as readonly string[]).includes(part))
    return { owner: 'seller', sellerId: Number(seller[1]), part };
  return { owner: 'other' };
}

/** The kinds of journal (the ledger's `kind` column). */
export const JOURNAL_KINDS = {
  /** A seller order paid: buyers give the gross; the shop's fee and the seller's net (pending). */
  orderPaid: 'order_paid',
  /** A seller order cancelled: its pending net and the shop's fee go to refunds owed. */
  orderCancelled: 'order_cancelled',
  /** A paid checkout that made no order: buyers give the amount, all of it owed back. */
  paymentUnfulfilled: 'payment_unfulfilled',
  /** The provider made a refund: refunds owed go back to the buyers. */
  refundPaid: 'refund_paid',
  /** A seller order released (receipt confirmed, or the release window passed): pending to available. */
  orderReleased: 'order_released',
  /** Part or all of a seller order refunded after payment (any stage): its seller and fee give it back. */
  orderRefunded: 'order_refunded',
  /** A payout started: the seller's available balance to in transit. */
  payoutInitiated: 'payout_initiated',
  /** The provider paid a payout: in transit to the seller's paid-out account. */
  payoutPaid: 'payout_paid',
  /** A payout failed: in transit back to the seller's available balance. */
  payoutFailed: 'payout_failed',
  /** A correction by staff, with a reason in the audit log. */
  adjustment: 'adjustment',
} as const;

/** One of JOURNAL_KINDS' values. */
export type JournalKind = (typeof JOURNAL_KINDS)[keyof typeof JOURNAL_KINDS];

/** Every journal kind, in the order of JOURNAL_KINDS (the contract's enum of them). */
export const JOURNAL_KIND_VALUES = Object.values(JOURNAL_KINDS) as [JournalKind, ...JournalKind[]];
