/**
 * The tables of the mocks' in-memory store (ARCHITECTURE "Mocks"): one row type per table, as the
 * server's schema keeps them (products with their owner, users with their password, sessions,
 * carts, bookmarks, reviews, orders with their audit events, checkout sessions, saved addresses,
 * password reset and e-mail change links, and a mailbox of the messages the server would e-mail).
 * Money is integer pence where it is stored; the contract's pounds where a contract type is kept.
 */
import {
  RESET_LINKS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  type Review,
  type Order,
  type OrderEvent,
  type Payout,
  type PayoutAccount,
  type Product,
  type SavedAddress,
  type StaffAction,
  type User,
} from '@shop/contract';

/** A user row: the contract user and the plaintext password (a mock; the server hashes). */
export interface DbUser {
  user: User;
  password: string;
  /**
   * The public name the user chose (decision 024); null or absent: the default, first name and last
   * initial (contract `displayName`). `user.display_name` is always the name shown (publicNameOf).
   */
  chosenDisplayName?: string | null;
  /** Deactivated by staff: a password reset does not reopen it (the server's rule, decision 024). */
  deactivatedByStaff?: boolean;
}
/** A product row: the contract product and the id of the user who sells it. */
export interface DbProduct {
  product: Product;
  ownerId: number;
}
/** A signed-in session: opaque token (cookie `mock_session`) and its CSRF token (cookie `csrftoken`). */
export interface DbSession {
  token: string;
  csrfToken: string;
  userId: number;
}
/** One cart line of a user. */
export interface DbCartLine {
  id: number;
  userId: number;
  productId: number;
  quantity: number;
}
/** One bookmark of a user. */
export interface DbBookmark {
  id: number;
  userId: number;
  productId: number;
}
/**
 * A visitor's guest cart and bookmarks (decision 032): found by the token of the
 * `mock_guest` cookie; gone when merged into an account at sign-in or sign-up, or expired.
 */
export interface DbGuest {
  id: number;
  token: string;
  /** Epoch milliseconds after which the guest is forgotten (GUEST_TTL_MS after its last write). */
  expiresAt: number;
}
/** One line of a guest cart (ids from the same counter as user cart lines, so never shared). */
export interface DbGuestCartLine {
  id: number;
  guestId: number;
  productId: number;
  quantity: number;
}
/** One guest bookmark (ids from the same counter as user bookmarks). */
export interface DbGuestBookmark {
  id: number;
  guestId: number;
  productId: number;
}
/** Whose cart and bookmarks a call works on: a signed-in user's or a visitor's guest ones. */
export type DbOwner = { kind: 'user'; id: number } | { kind: 'guest'; id: number };
/** A review row with its author. */
export interface DbReview {
  review: Review;
  userId: number;
}
/** An order row with its owner. */
export interface DbOrder {
  order: Order;
  userId: number;
  /**
   * The shop's fee recorded when the order was paid, integer pence (the mocks' ledger: the split
   * under DEFAULT_FEE_RULE at payment, decision 056). Missing on the sample orders and on data
   * saved before: those are split under today's terms when read, as the server does.
   */
  feePence?: number;
}
/** One line of a checkout session's snapshot (decision 020): what the card pays for. */
export interface DbCheckoutLine {
  productId: number;
  name: string;
  imageUrl: string | null;
  quantity: number;
  /** The charged unit price when the session opened (chargedPricePence), integer pence. */
  unitPricePence: number;
  /** The product's seller (its owner) when the session opened. */
  sellerId: number;
}
/** State of a checkout session: paid ('complete'), timed out or displaced ('expired'), refused at payment ('failed'). */
export type CheckoutStatus = 'open' | 'complete' | 'expired' | 'failed';
/** A checkout session of the simulated card provider (spec section 7, payment; decision 020). */
export interface DbCheckoutSession {
  /** `cs_test_...` */
  id: string;
  /** `{id}_secret_...` */
  clientSecret: string;
  userId: number;
  status: CheckoutStatus;
  customer_email: string;
  /** ISO time it opened. */
  createdAt: string;
  /** ISO time after which it can no longer be paid (CHECKOUT_SESSION_LIFETIME_MS after opening). */
  expiresAt: string;
  /** The cart as it was when the session was created. */
  lines: DbCheckoutLine[];
  /** The orders created by fulfilment (one per seller), once complete. */
  orderIds: number[];
  /**
   * How many of the buyer's sessions were complete when this one opened (decision 046): once
   * another is paid, this one is refused (one cart, one payment). Missing in data saved before.
   */
  paidCheckoutsAtOpen?: number;
}
/**
 * A seller's payout account (decision 059): the contract PayoutAccount (bank details as the last
 * four digits only) and its owner. No row: not_started.
 */
export interface DbPayoutAccount {
  userId: number;
  account: PayoutAccount;
}
/** A saved delivery address of a user (decision 020). */
export interface DbAddress {
  address: SavedAddress;
  userId: number;
}

/**
 * A password reset link's token (decision 024). The mocks keep the token itself (the server keeps
 * only its hash); it works once, until `expiresAt` (PASSWORD_RESET_TTL_MS after it was asked for).
 */
export interface DbResetToken {
  token: string;
  userId: number;
  /** ISO time the link was asked for. */
  createdAt: string;
  /** ISO time after which the link no longer works. */
  expiresAt: string;
  /** ISO time it was used (or made void by another link's use); null while usable. */
  usedAt: string | null;
}
/**
 * A link confirming a new e-mail address (decision 044; the server's email_change_tokens). The
 * mocks keep the token itself; it works once, until `expiresAt` (EMAIL_CHANGE_TTL_MS).
 */
export interface DbEmailChangeToken {
  token: string;
  userId: number;
  /** The address asked for (trimmed, lower-case). */
  newEmail: string;
  /** The session that asked (stays signed in when the change is confirmed), or null. */
  sessionToken: string | null;
  /** ISO time the link was asked for. */
  createdAt: string;
  /** ISO time after which the link no longer works. */
  expiresAt: string;
  /** ISO time it was used or made void; null while usable. */
  usedAt: string | null;
}
/** The kinds of message the mocks send (the server's order notifications are not mirrored). */
export type MailKind =
  'password-reset' | 'email-changed' | 'email-change-confirm' | 'contact-message' | 'payout-account-active';
/** A message the mocks 'sent' (decision 024): what the server's outbox would e-mail, kept in `db.mailbox`. */
export interface DbMail {
  id: number;
  kind: MailKind;
  /** The recipient's address (trimmed, lower-case). */
  to: string;
  subject: string;
  text: string;
  /** The message's main link (the reset link, or the contact page). */
  link: string;
  /** ISO time it was sent. */
  sentAt: string;
}

// Reset limits are the contract's RESET_LINKS_PER_ACCOUNT (counted from the tokens: over it the
// request answers the same and nothing is sent) and RESET_REQUESTS_PER_ADDRESS (the mocks serve
// one browser, so this counts every request; over it: 429).
export { RESET_LINKS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS };

/**
 * A seller's money (decision 061), integer pence, as the server's ledger would sum it: the mocks
 * keep the balances themselves instead of a ledger. Whether the seller can be paid is their payout
 * account's (payoutAccounts), as on the server.
 */
export interface DbSellerMoney {
  userId: number;
  pendingPence: number;
  availablePence: number;
  inTransitPence: number;
  paidOutPence: number;
}
/** A seller's payout (decision 061). */
export interface DbPayout {
  payout: Payout;
  sellerId: number;
}
/** A staff hold on a seller's payouts; in force while `liftedAt` is null. */
export interface DbPayoutHold {
  id: number;
  sellerId: number;
  reason: string;
  heldAt: string;
  liftedAt: string | null;
}

/** Everything the database holds. */
export interface DbTables {
  users: DbUser[];
  products: DbProduct[];
  sessions: DbSession[];
  cartLines: DbCartLine[];
  bookmarks: DbBookmark[];
  /** Visitors' guest carts and bookmarks (decision 032). */
  guests: DbGuest[];
  guestCartLines: DbGuestCartLine[];
  guestBookmarks: DbGuestBookmark[];
  reviews: DbReview[];
  orders: DbOrder[];
  /** The audit log of order moves (creation included), oldest first. */
  orderEvents: OrderEvent[];
  /** Staff actions besides order moves (decision 045), oldest first. */
  staffActions: StaffAction[];
  checkoutSessions: DbCheckoutSession[];
  addresses: DbAddress[];
  /** Sellers' payout accounts (decision 059). */
  payoutAccounts: DbPayoutAccount[];
  /** Password reset tokens (decision 024), oldest first. */
  resetTokens: DbResetToken[];
  /** E-mail change links (decision 044), oldest first. */
  emailChangeTokens: DbEmailChangeToken[];
  /** Every message sent (decision 024), oldest first. */
  mailbox: DbMail[];
  /** Sellers' balances and payout accounts (decision 061). */
  sellerMoney: DbSellerMoney[];
  /** Sellers' payouts, oldest first. */
  payouts: DbPayout[];
  /** Staff holds on payouts, oldest first. */
  payoutHolds: DbPayoutHold[];
}

/** The tables whose ids the store counts (nextId). */
export type IdKind =
  | 'user'
  | 'product'
  | 'cartLine'
  | 'bookmark'
  | 'review'
  | 'order'
  | 'image'
  | 'bullet'
  | 'orderItem'
  | 'orderEvent'
  | 'staffAction'
  | 'address'
  | 'mail'
  | 'guest'
  | 'payout'
  | 'payoutHold';

/** Every table the store holds, in the order they are saved (the browser's localStorage). */
export const TABLES: readonly (keyof DbTables)[] = [
  'users',
  'products',
  'sessions',
  'cartLines',
  'bookmarks',
  'guests',
  'guestCartLines',
  'guestBookmarks',
  'reviews',
  'orders',
  'orderEvents',
  'staffActions',
  'checkoutSessions',
  'addresses',
  'payoutAccounts',
  'resetTokens',
  'emailChangeTokens',
  'mailbox',
  'sellerMoney',
  'payouts',
  'payoutHolds',
];

/** A random hex string of `bytes` random bytes (crypto.getRandomValues: browser and Node). */
export function randomToken(bytes = 16): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}
