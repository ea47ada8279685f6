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
  type DeliveryAddress,
  type DisputeOutcome,
  type ReturnParty,
  type ReturnReasonCode,
  type ReturnStatusCode,
  type Review,
  type Report,
  type ReportDecision,
  type Order,
  type OrderEvent,
  type Payout,
  type Passkey,
  type PayoutAccount,
  type Product,
  type RatingSide,
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
  /** ISO time the account was deleted (decision 073): its personal fields are blanked. */
  deletedAt?: string;
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
  /** ISO time staff hid it on reports (decision 072): off the product page and its rating; absent: shown. */
  hiddenAt?: string | null;
}
/** A report of a listing, a review or a user (decision 072), open until staff decide its target. */
export interface DbReport {
  report: Report;
  reporterId: number;
  /** ISO time staff decided its target; null while open. */
  closedAt: string | null;
  decision: ReportDecision | null;
  decisionReason: string | null;
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
  /**
   * ISO time the order was marked delivered (by its seller or staff, or by the buyer's Confirm
   * receipt of a shipped order): the start of its return window (decision 067). Missing on the
   * sample orders and on orders never delivered: those cannot be returned (returnRequestRefusal).
   */
  deliveredAt?: string;
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
  | 'password-reset'
  | 'email-changed'
  | 'email-change-confirm'
  | 'contact-message'
  | 'payout-account-active'
  | 'moderation-notice'
  | 'report-outcome'
  | 'account-deletion-confirm'
  | 'account-deleted'
  | 'new-message';
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

/**
 * A return request on one line of a delivered order (decision 067). Money in integer pence; the
 * order and its line are read from `orders` when the request is shown (store/returns.ts).
 */
export interface DbReturnRequest {
  id: number;
  orderId: number;
  orderItemId: number;
  buyerId: number;
  /** The order's seller when the request was made (null for an order without one). */
  sellerId: number | null;
  quantity: number;
  reason: ReturnReasonCode;
  note: string;
  /** Addresses of the photos, stored as the listings' images are (data URLs in Node, object URLs in the browser). */
  photos: string[];
  status: ReturnStatusCode;
  /** ISO: until when the seller may answer; null once the request left `requested`. */
  respondBy: string | null;
  keepItem: boolean | null;
  returnAddress: DeliveryAddress | null;
  declineReason: string | null;
  returnCarrier: string | null;
  returnTrackingNumber: string | null;
  /**
   * What the request would refund in full, fixed when it ended (refunded or resolved); null while
   * open, when it is worked out from its line (contract returnRefundPence).
   */
  finalAmountPence: number | null;
  /** What the request has refunded. */
  refundedPence: number;
  decision: { outcome: DisputeOutcome; amountPence: number; reason: string } | null;
  createdAt: string;
  updatedAt: string;
}
/** One step in a return request's history (the server's return_request_events). */
export interface DbReturnEvent {
  id: number;
  requestId: number;
  /** The user who took the step; null for the shop itself. */
  actorId: number | null;
  role: ReturnParty;
  /** null for the request's creation. */
  fromStatus: ReturnStatusCode | null;
  toStatus: ReturnStatusCode;
  note: string;
  createdAt: string;
}
/** Why a refund was made (the server's order_refunds.kind). */
export type RefundKind = 'return' | 'goodwill' | 'dispute';
/**
 * One refund of part of a paid order (decision 067; the server's order_refunds, with what its
 * ledger's `order_refunded` journal would say): integer pence throughout. A cancellation is not
 * one of these (the order's status says it, as before).
 */
export interface DbOrderRefund {
  id: number;
  orderId: number;
  /** The return request it pays, or null for a refund without a return. */
  requestId: number | null;
  kind: RefundKind;
  amountPence: number;
  /** The order's lines it was spread over (contract allocateRefund), by order item id. */
  parts: { itemId: number; pence: number }[];
  /** The part of the shop's fee given back (contract refundSplit, decision 062). */
  feePence: number;
  /** The seller's part (amountPence - feePence), taken from pending first, then from available. */
  sellerPence: number;
  /** The part of sellerPence that came out of pending (the rest came out of available). */
  fromPendingPence: number;
  reason: string;
  /** Who made it (the seller, staff); null for the shop itself. */
  actorId: number | null;
  /** The provider's idempotency key: `refund-return-{request id}` or `refund-goodwill-{refund id}`. */
  key: string;
  createdAt: string;
}

/**
 * A passkey (decision 070): the contract Passkey, its owner and the credential id the browser
 * names it by. The mocks keep no public key: they cannot verify a signature (decision 070).
 */
export interface DbPasskey {
  passkey: Passkey;
  userId: number;
  credentialId: string;
}
/** A passkey challenge (decision 070): answered once, before `expiresAt` (epoch ms). */
export interface DbPasskeyChallenge {
  challenge: string;
  purpose: 'registration' | 'authentication';
  /** The registering user; null for a sign-in challenge. */
  userId: number | null;
  expiresAt: number;
}

/**
 * One side's rating of the other on one order (decision 071), as the server's order_ratings row:
 * `side` is the author's ('buyer': a rating of the seller).
 */
export interface DbRating {
  id: number;
  orderId: number;
  side: RatingSide;
  authorId: number;
  subjectId: number;
  stars: number;
  comment: string;
  /** The seller's one reply (ratings of the seller only) and its ISO time. */
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  /** ISO time staff hid it on reports (decision 076); absent or null while shown. */
  hiddenAt?: string | null;
}

/**
 * A conversation between two people (decision 074), as the server's `conversations` row: about a
 * listing (`productId`) or an order (`orderId`); each party's read marker (the id of the latest
 * message they read) and the ISO time the last e-mail about new messages was queued to them.
 */
export interface DbConversation {
  id: number;
  buyerId: number;
  sellerId: number;
  productId: number | null;
  orderId: number | null;
  buyerReadId: number;
  sellerReadId: number;
  buyerEmailedAt: string | null;
  sellerEmailedAt: string | null;
  lastMessageAt: string;
}

/** One message of a conversation (decision 074). */
export interface DbChatMessage {
  id: number;
  conversationId: number;
  senderId: number;
  body: string;
  createdAt: string;
}

/** `blockerId` has blocked `blockedId` (decision 074). */
export interface DbUserBlock {
  blockerId: number;
  blockedId: number;
  createdAt: string;
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
  /** Account deletion links (decision 073; the reset link's shape), oldest first. */
  deletionTokens: DbResetToken[];
  /** Every message sent (decision 024), oldest first. */
  mailbox: DbMail[];
  /** Sellers' balances and payout accounts (decision 061). */
  sellerMoney: DbSellerMoney[];
  /** Sellers' payouts, oldest first. */
  payouts: DbPayout[];
  /** Staff holds on payouts, oldest first. */
  payoutHolds: DbPayoutHold[];
  /** Return requests (decision 067), oldest first. */
  returnRequests: DbReturnRequest[];
  /** The steps of every return request, oldest first. */
  returnEvents: DbReturnEvent[];
  /** Refunds of part of an order (returns, refunds without a return, staff decisions), oldest first. */
  orderRefunds: DbOrderRefund[];
  /** Passkeys (decision 070), oldest first. */
  passkeys: DbPasskey[];
  /** Passkey challenges not yet answered (decision 070). */
  passkeyChallenges: DbPasskeyChallenge[];
  /** Reports of listings, reviews and users (decision 072), oldest first. */
  reports: DbReport[];
  /** Ratings between the two sides of delivered orders (decision 071), oldest first. */
  ratings: DbRating[];
  /** Conversations between two people (decision 074), oldest first. */
  conversations: DbConversation[];
  /** Their messages, oldest first. */
  chatMessages: DbChatMessage[];
  /** Who blocked whom. */
  userBlocks: DbUserBlock[];
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
  | 'payoutHold'
  | 'returnRequest'
  | 'report'
  | 'returnEvent'
  | 'orderRefund'
  | 'passkey'
  | 'rating'
  | 'conversation'
  | 'chatMessage';

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
  'deletionTokens',
  'mailbox',
  'sellerMoney',
  'payouts',
  'payoutHolds',
  'returnRequests',
  'returnEvents',
  'orderRefunds',
  'passkeys',
  'passkeyChallenges',
  'ratings',
  'conversations',
  'chatMessages',
  'userBlocks',
];

/** A random hex string of `bytes` random bytes (crypto.getRandomValues: browser and Node). */
export function randomToken(bytes = 16): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}
