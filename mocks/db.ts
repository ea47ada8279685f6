/**
 * The stateful in-memory database behind the MSW handlers (ARCHITECTURE "Mocks"): products with
 * their owner, users with their password, sessions, carts, bookmarks, comments, orders (one per
 * seller per checkout) with their audit events, checkout sessions and saved addresses, and the
 * accounts part of issue 13: password reset tokens and a mailbox of the messages the server would
 * e-mail (`db.mailbox`; in the browser each is also logged with its link, see `sendMail`).
 * `db.reset()` restores the sample data of `@shop/sample-catalogue` (call it after each test).
 * Money is summed in integer pence and returned in pounds (ARCHITECTURE "Money"); every price a
 * shopper pays is the contract's `chargedPricePence` (decision 019).
 */
import {
  GUEST_TTL_MS,
  EMAIL_CHANGE_LINKS_PER_ACCOUNT,
  EMAIL_CHANGE_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  RESET_LINKS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  CONTACT_MESSAGES_PER_ADDRESS,
  displayName,
  isOnSale,
  isPaidOrderStatus,
  mergeBookmarks,
  mergeGuestCart,
  paymentImagesOf,
  productSeenBy,
  reviewSummaryOf,
  singleLine,
  toPounds,
  type Bookmark,
  type Cart,
  type Comment,
  type HoldReasonViewer,
  type Order,
  type OrderEvent,
  type StaffAction,
  type StaffActionKind,
  type PaymentDetails,
  type Product,
  type ReviewSummary,
  type Sale,
  type SavedAddress,
  type User,
} from '@shop/contract';
import {
  chargedPenceOf,
  partyOf,
  relatedProductsOf,
  sampleBookmarks,
  sampleCartLines,
  sampleCommentOwners,
  sampleComments,
  sampleOrderOwners,
  sampleOrders,
  sampleProductOwners,
  sampleProducts,
  sampleUserPasswords,
  sampleUsers,
} from '@shop/sample-catalogue';

/** A user row: the contract user and the plaintext password (a mock; the server hashes). */
export interface DbUser {
  user: User;
  password: string;
  /**
   * The public name the user chose (issue 13); null or absent: the default, first name and last
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
 * A visitor's guest cart and bookmarks (issue 11, decision 032): found by the token of the
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
/** A comment row with its author. */
export interface DbComment {
  comment: Comment;
  userId: number;
}
/** An order row with its owner. */
export interface DbOrder {
  order: Order;
  userId: number;
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
/** A saved delivery address of a user (issue 8). */
export interface DbAddress {
  address: SavedAddress;
  userId: number;
}

/**
 * A password reset link's token (issue 13). The mocks keep the token itself (the server keeps
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
export type MailKind = 'password-reset' | 'email-changed' | 'email-change-confirm' | 'contact-message';
/** A message the mocks 'sent' (issue 13): what the server's outbox would e-mail, kept in `db.mailbox`. */
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
  comments: DbComment[];
  orders: DbOrder[];
  /** The audit log of order moves (creation included), oldest first. */
  orderEvents: OrderEvent[];
  /** Staff actions besides order moves (decision 045), oldest first. */
  staffActions: StaffAction[];
  checkoutSessions: DbCheckoutSession[];
  addresses: DbAddress[];
  /** Password reset tokens (issue 13), oldest first. */
  resetTokens: DbResetToken[];
  /** E-mail change links (decision 044), oldest first. */
  emailChangeTokens: DbEmailChangeToken[];
  /** Every message sent (issue 13), oldest first. */
  mailbox: DbMail[];
}

type IdKind =
  | 'user'
  | 'product'
  | 'cartLine'
  | 'bookmark'
  | 'comment'
  | 'order'
  | 'image'
  | 'bullet'
  | 'orderItem'
  | 'orderEvent'
  | 'staffAction'
  | 'address'
  | 'mail'
  | 'guest';

/** A random hex string of `bytes` random bytes (crypto.getRandomValues: browser and Node). */
export function randomToken(bytes = 16): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

function userIdByEmail(users: readonly User[], email: string): number {
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`fixtures: no sample user ${email}`);
  return user.id;
}

function sampleTables(): DbTables {
  const users = sampleUsers.map((user) => ({
    user: structuredClone(user),
    password: sampleUserPasswords[user.email] ?? '',
  }));
  const plainUsers = users.map((u) => u.user);
  const owner = (email: string | undefined): number => userIdByEmail(plainUsers, email ?? '');
  return {
    users,
    products: sampleProducts.map((product) => {
      const ownerId = owner(sampleProductOwners[product.id]);
      return { product: { ...structuredClone(product), seller_id: ownerId }, ownerId };
    }),
    sessions: [],
    cartLines: sampleCartLines.map((l) => ({
      id: l.id,
      userId: owner(l.email),
      productId: l.product_id,
      quantity: l.quantity,
    })),
    bookmarks: sampleBookmarks.map((b) => ({ id: b.id, userId: owner(b.email), productId: b.product_id })),
    guests: [],
    guestCartLines: [],
    guestBookmarks: [],
    comments: sampleComments.map((comment) => ({
      comment: structuredClone(comment),
      userId: owner(sampleCommentOwners[comment.id]),
    })),
    orders: sampleOrders.map((order) => ({
      order: structuredClone(order),
      userId: owner(sampleOrderOwners[order.id]),
    })),
    // The audit log starts with each sample order's creation (the system's move), as the server seeds it.
    orderEvents: sampleOrders.map((order, i) => ({
      id: i + 1,
      order_id: order.id,
      actor: null,
      from_status: null,
      to_status: order.status,
      note: 'sample order',
      created_at: order.created_at,
    })),
    staffActions: [],
    checkoutSessions: [],
    addresses: [],
    resetTokens: [],
    emailChangeTokens: [],
    mailbox: [],
  };
}

/**
 * Where the browser keeps the whole mock database, so a page reload (which rebuilds the db) keeps
 * you signed in and keeps what you did (`pnpm dev:mocks` behaves like a server with a database).
 */
const DB_STORAGE_KEY = 'mocks:db:v4';
/**
 * Keys of earlier versions of the saved tables, removed when found (their shape is gone; v2 had
 * no review_count on products and no verified_purchase on comments, issue 11).
 */
const OLD_STORAGE_KEYS = ['mocks:db', 'mocks:db:v2', 'mocks:db:v3'];

function browserStorage(): Storage | undefined {
  return typeof document !== 'undefined' && typeof localStorage !== 'undefined' ? localStorage : undefined;
}

const TABLES: readonly (keyof DbTables)[] = [
  'users',
  'products',
  'sessions',
  'cartLines',
  'bookmarks',
  'guests',
  'guestCartLines',
  'guestBookmarks',
  'comments',
  'orders',
  'orderEvents',
  'staffActions',
  'checkoutSessions',
  'addresses',
  'resetTokens',
  'emailChangeTokens',
  'mailbox',
];

/** The tables saved in the browser by an earlier page, or undefined (none, or unreadable). */
function loadTables(): DbTables | undefined {
  try {
    for (const key of OLD_STORAGE_KEYS) browserStorage()?.removeItem(key);
    const raw: unknown = JSON.parse(browserStorage()?.getItem(DB_STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return undefined;
    const tables = raw as Record<string, unknown>;
    return TABLES.every((t) => Array.isArray(tables[t])) ? (raw as DbTables) : undefined;
  } catch {
    return undefined;
  }
}

function maxId(ids: readonly number[]): number {
  return ids.reduce((m, id) => Math.max(m, id), 0);
}

/**
 * The in-memory database. Tables are plain arrays (read them freely in tests and stories);
 * change them through the handlers, or directly in a test's arrange step.
 */
export class MockDb implements DbTables {
  users: DbUser[] = [];
  products: DbProduct[] = [];
  sessions: DbSession[] = [];
  cartLines: DbCartLine[] = [];
  bookmarks: DbBookmark[] = [];
  guests: DbGuest[] = [];
  guestCartLines: DbGuestCartLine[] = [];
  guestBookmarks: DbGuestBookmark[] = [];
  comments: DbComment[] = [];
  orders: DbOrder[] = [];
  orderEvents: OrderEvent[] = [];
  staffActions: StaffAction[] = [];
  checkoutSessions: DbCheckoutSession[] = [];
  addresses: DbAddress[] = [];
  resetTokens: DbResetToken[] = [];
  emailChangeTokens: DbEmailChangeToken[] = [];
  mailbox: DbMail[] = [];
  /** Times (ms) of the recent password reset requests (RESET_REQUESTS_PER_ADDRESS; not saved). */
  private resetRequestTimes: number[] = [];
  private contactMessageTimes: number[] = [];
  private counters = new Map<IdKind, number>();

  constructor() {
    // In the browser, the data outlives a page reload (the cookies do too).
    const saved = loadTables();
    this.reset();
    if (saved) {
      Object.assign(this, saved);
      this.recount();
    }
  }

  /** Saves every table in the browser's localStorage (no-op in Node); called after each mocked response. */
  persist(): void {
    const storage = browserStorage();
    if (!storage) return;
    const tables = Object.fromEntries(TABLES.map((t) => [t, this[t]]));
    try {
      storage.setItem(DB_STORAGE_KEY, JSON.stringify(tables));
    } catch {
      // Quota exceeded (large uploads): the page keeps working in memory.
    }
  }

  private saveSessions(): void {
    this.persist();
  }

  /**
   * Restores the sample data (fixtures) and forgets every session and checkout session (in the
   * browser also what is kept in localStorage under `mocks:db:v4`).
   */
  reset(): void {
    Object.assign(this, sampleTables());
    this.resetRequestTimes = [];
    this.contactMessageTimes = [];
    this.recount();
    this.persist();
  }

  /** Recomputes the id counters from the tables (max id of each). */
  private recount(): void {
    const productImages = this.products.flatMap((p) => p.product.images.map((i) => i.id ?? 0));
    const bullets = this.products.flatMap((p) => p.product.bullet_points.map((b) => b.id));
    this.counters = new Map<IdKind, number>([
      ['user', maxId(this.users.map((u) => u.user.id))],
      ['product', maxId(this.products.map((p) => p.product.id))],
      ['cartLine', maxId([...this.cartLines, ...this.guestCartLines].map((l) => l.id))],
      ['bookmark', maxId([...this.bookmarks, ...this.guestBookmarks].map((b) => b.id))],
      ['guest', maxId(this.guests.map((g) => g.id))],
      ['comment', maxId(this.comments.map((c) => c.comment.id))],
      ['order', maxId(this.orders.map((o) => o.order.id))],
      ['image', maxId(productImages)],
      ['bullet', maxId(bullets)],
      ['orderItem', maxId(this.orders.flatMap((o) => o.order.items.map((i) => i.id)))],
      ['orderEvent', maxId(this.orderEvents.map((e) => e.id))],
      ['staffAction', maxId(this.staffActions.map((e) => e.id))],
      ['address', maxId(this.addresses.map((a) => a.address.id))],
      ['mail', maxId(this.mailbox.map((m) => m.id))],
    ]);
  }

  /** The next id of a table (max id + 1, counting from the sample data). */
  nextId(kind: IdKind): number {
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    return next;
  }

  /** The user row with `id`, or undefined. */
  userById(id: number): DbUser | undefined {
    return this.users.find((u) => u.user.id === id);
  }

  /** The user row whose email matches `email` (trimmed, case-insensitive), or undefined. */
  userByEmail(email: string): DbUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((u) => u.user.email.toLowerCase() === wanted);
  }

  /** The product row with `id`, or undefined (public or not). */
  productById(id: number): DbProduct | undefined {
    return this.products.find((p) => p.product.id === id);
  }

  /** Products everyone may see: active, not suspended and approved by staff, in id order. */
  publicProducts(): Product[] {
    return this.products.filter((p) => isPublic(p.product)).map((p) => p.product);
  }

  /**
   * 'Related Products' of `product` (issue 11, decision 028, as the server's SQL; relatedProductsOf):
   * up to RELATED_COUNT public products other than itself, those of its category first, then the
   * others, each group newest (highest id) first.
   */
  relatedProducts(product: Product): Product[] {
    return relatedProductsOf(product, this.publicProducts());
  }

  /** The reviews of product `productId` in figures (contract ReviewSummary) from its comments now. */
  reviewSummaryOf(productId: number): ReviewSummary {
    return reviewSummaryOf(
      this.comments.filter((c) => c.comment.product_id === productId).map((c) => c.comment.rating),
    );
  }

  /**
   * Sets `rating` and `review_count` of product `productId` from its comments now (decision 028);
   * call after a comment of it was added, changed or deleted. The server computes both on read.
   */
  refreshRating(productId: number): void {
    const row = this.productById(productId);
    if (!row) return;
    const { average, count } = this.reviewSummaryOf(productId);
    row.product = { ...row.product, rating: average, review_count: count };
  }

  /**
   * True when user `userId` has an order containing product `productId` whose status is one of
   * PAID_ORDER_STATUSES (paid, shipped or delivered): a 'Verified purchase' (decision 028).
   */
  boughtProduct(userId: number, productId: number): boolean {
    return this.orders.some(
      (o) =>
        o.userId === userId &&
        isPaidOrderStatus(o.order.status) &&
        o.order.items.some((i) => i.product_id === productId),
    );
  }

  /** Opens a session for user `userId` and returns it (tokens are random). */
  createSession(userId: number): DbSession {
    const session = { token: randomToken(), csrfToken: randomToken(), userId };
    this.sessions.push(session);
    this.saveSessions();
    return session;
  }

  /** The session with `token`, or undefined. */
  sessionByToken(token: string | undefined): DbSession | undefined {
    return token ? this.sessions.find((s) => s.token === token) : undefined;
  }

  /** Deletes every session of user `userId` (deactivated by staff: signed out everywhere). */
  deleteSessionsOf(userId: number): void {
    this.sessions = this.sessions.filter((s) => s.userId !== userId);
    this.saveSessions();
  }

  /** Deletes every session of user `userId` except `keep` (a password change: this one stays). */
  deleteOtherSessionsOf(userId: number, keep: DbSession): void {
    this.sessions = this.sessions.filter((s) => s.userId !== userId || s.token === keep.token);
    this.saveSessions();
  }

  /** Deletes the session with `token` (logout). */
  deleteSession(token: string): void {
    this.sessions = this.sessions.filter((s) => s.token !== token);
    this.saveSessions();
  }

  /** The live (unexpired) guest with cookie token `token`, or undefined (decision 032). */
  guestByToken(token: string | undefined): DbGuest | undefined {
    const now = Date.now();
    return token ? this.guests.find((g) => g.token === token && g.expiresAt > now) : undefined;
  }

  /** Makes a guest with a fresh random token, lasting GUEST_TTL_MS (a visitor's first cart or bookmark write). */
  createGuest(): DbGuest {
    const guest = { id: this.nextId('guest'), token: randomToken(32), expiresAt: Date.now() + GUEST_TTL_MS };
    this.guests.push(guest);
    return guest;
  }

  /** Deletes guest `guestId` with its cart lines and bookmarks. */
  deleteGuest(guestId: number): void {
    this.guests = this.guests.filter((g) => g.id !== guestId);
    this.guestCartLines = this.guestCartLines.filter((l) => l.guestId !== guestId);
    this.guestBookmarks = this.guestBookmarks.filter((b) => b.guestId !== guestId);
  }

  /**
   * Merges the guest cart and bookmarks of cookie token `token` into user `userId` and deletes the
   * guest (decision 032, as the server's sign-in and sign-up): quantities by the contract's
   * mergeGuestCart (summed, capped at stock, the user's own listings and hidden products dropped),
   * bookmarks by mergeBookmarks (united). Returns false when there is no live guest (nothing done).
   */
  mergeGuest(userId: number, token: string | undefined): boolean {
    const guest = this.guestByToken(token);
    if (!guest) return false;
    const userLines = this.cartLines.filter((l) => l.userId === userId);
    const guestLines = this.guestCartLines.filter((l) => l.guestId === guest.id);
    const userMarks = this.bookmarks.filter((b) => b.userId === userId).map((b) => b.productId);
    const guestMarks = this.guestBookmarks.filter((b) => b.guestId === guest.id).map((b) => b.productId);
    const facts = this.products.map((p) => ({
      id: p.product.id,
      ownerId: p.ownerId,
      itemsInStock: p.product.itemsInStock,
      inStock: p.product.inStock,
      isPublic: isPublic(p.product),
    }));
    for (const merged of mergeGuestCart(userId, userLines, guestLines, facts)) {
      const line = userLines.find((l) => l.productId === merged.productId);
      if (line) line.quantity = merged.quantity;
      else this.cartLines.push({ id: this.nextId('cartLine'), userId, ...merged });
    }
    for (const productId of mergeBookmarks(userId, userMarks, guestMarks, facts)) {
      if (!userMarks.includes(productId))
        this.bookmarks.push({ id: this.nextId('bookmark'), userId, productId });
    }
    this.deleteGuest(guest.id);
    return true;
  }

  /**
   * The cart of user `userId` as the contract shows it: each line with `unit_price` (the charged
   * price, decision 019), `line_total` and the same as `total_price` (decision 046); item_count is the sum of quantities; sums in pence.
   */
  cartOf(userId: number): Cart {
    const isStaff = this.users.find((u) => u.user.id === userId)?.user.customer.is_staff ?? false;
    return this.cartOfLines(
      this.cartLines.filter((l) => l.userId === userId),
      { id: userId, is_staff: isStaff },
    );
  }

  /** The cart of `owner` (a user's or a guest's, decision 032) as the contract shows it (cartOf). */
  cartOfOwner(owner: DbOwner): Cart {
    return owner.kind === 'user'
      ? this.cartOf(owner.id)
      : this.cartOfLines(
          this.guestCartLines.filter((l) => l.guestId === owner.id),
          undefined,
        );
  }

  /**
   * The cart of `lines` as `viewer` (the cart's user; undefined for a guest) sees it: a staff
   * hold's reason only for staff (contract productSeenBy, decision 045).
   */
  private cartOfLines(
    lines: readonly { id: number; productId: number; quantity: number }[],
    viewer: HoldReasonViewer | undefined,
  ): Cart {
    const items = lines.flatMap((l) => {
      const stored = this.productById(l.productId)?.product;
      if (!stored) return [];
      const product = productSeenBy(stored, viewer);
      const unitPence = chargedPenceOf(product);
      const lineTotal = toPounds(unitPence * l.quantity);
      return [
        {
          id: l.id,
          product,
          quantity: l.quantity,
          unit_price: toPounds(unitPence),
          line_total: lineTotal,
          total_price: lineTotal,
        },
      ];
    });
    return {
      items,
      item_count: items.reduce((n, i) => n + i.quantity, 0),
      total_price: toPounds(items.reduce((sum, i) => sum + chargedPenceOf(i.product) * i.quantity, 0)),
    };
  }

  /**
   * What user `userId` would pay now (spec section 3, payment details), from the cart: `price`
   * is the charged unit price, `original_price` the list price, `images` the product's images as
   * `{ id, url, order }` (paymentImagesOf, decision 046).
   */
  paymentOf(userId: number): PaymentDetails {
    const cart = this.cartOf(userId);
    return {
      total_amount: cart.total_price,
      item_count: cart.item_count,
      items: cart.items.map((i) => ({
        id: i.id,
        product_id: i.product.id,
        name: i.product.name,
        price: i.unit_price,
        original_price: i.product.price,
        quantity: i.quantity,
        subtotal: i.line_total,
        image_url: i.product.imageUrl,
        images: paymentImagesOf(i.product.images),
      })),
    };
  }

  /** The bookmarks of user `userId`, oldest first, as the contract shows them. */
  bookmarksOf(userId: number): Bookmark[] {
    return this.bookmarksOfRows(this.bookmarks.filter((b) => b.userId === userId));
  }

  /** The bookmarks of `owner` (a user's or a guest's, decision 032), oldest first (bookmarksOf). */
  bookmarksOfOwner(owner: DbOwner): Bookmark[] {
    return owner.kind === 'user'
      ? this.bookmarksOf(owner.id)
      : this.bookmarksOfRows(this.guestBookmarks.filter((b) => b.guestId === owner.id));
  }

  private bookmarksOfRows(rows: readonly { id: number; productId: number }[]): Bookmark[] {
    return rows.flatMap((b) => {
      const p = this.productById(b.productId)?.product;
      return p
        ? [
            {
              id: b.id,
              product: { id: p.id, name: p.name, price: p.price, salePrice: p.salePrice, images: p.images },
            },
          ]
        : [];
    });
  }

  /** `comment` with product_name and product_image taken from its product now. */
  withProduct(comment: Comment): Comment {
    const product = this.productById(comment.product_id)?.product;
    return {
      ...comment,
      product_name: product?.name ?? comment.product_name,
      product_image: product?.imageUrl ?? null,
    };
  }

  /**
   * Comment `row` as the contract shows it: `username` is its author's public name now (issue 13,
   * publicNameOf; never anything from the e-mail), product_name and product_image from its product,
   * `verified_purchase` from the author's orders now (boughtProduct).
   */
  commentOf(row: DbComment): Comment {
    const author = this.userById(row.userId);
    return this.withProduct({
      ...row.comment,
      username: author ? this.publicNameOf(author) : `Customer ${row.userId}`,
      user_id: row.userId,
      verified_purchase: this.boughtProduct(row.userId, row.comment.product_id),
    });
  }

  /** The orders of user `userId` (as buyer), newest first. */
  ordersOf(userId: number): Order[] {
    return this.orders
      .filter((o) => o.userId === userId)
      .sort(newestOrderFirst)
      .map((o) => o.order);
  }

  /** The order row `id` as its seller and staff see it: the order plus its buyer. */
  saleOf(row: DbOrder): Sale {
    const buyer = this.userById(row.userId)?.user;
    return {
      ...row.order,
      buyer: buyer ? partyOf(buyer) : { id: row.userId, name: `Customer ${row.userId}` },
    };
  }

  /** Order rows matching `keep` as Sales, newest first. */
  salesWhere(keep: (row: DbOrder) => boolean): Sale[] {
    return this.orders
      .filter(keep)
      .sort(newestOrderFirst)
      .map((row) => this.saleOf(row));
  }

  /** Units of product `productId` in orders that are not cancelled (issue 8, 'items sold'). */
  unitsSold(productId: number): number {
    return this.orders
      .filter((o) => o.order.status !== 'cancelled')
      .flatMap((o) => o.order.items)
      .filter((i) => i.product_id === productId)
      .reduce((n, i) => n + i.quantity, 0);
  }

  /** Appends an audit event (a move of order `orderId`) and returns it. */
  recordEvent(event: Omit<OrderEvent, 'id' | 'created_at'>): OrderEvent {
    const row: OrderEvent = { ...event, id: this.nextId('orderEvent'), created_at: new Date().toISOString() };
    this.orderEvents.push(row);
    return row;
  }

  /**
   * Appends a staff action of `actor` (decision 045): `kind` on product `productId` or account
   * `userId`, with `note` as plain single-line text (contract singleLine).
   */
  recordStaffAction(
    actor: DbUser,
    kind: StaffActionKind,
    target: { productId?: number; userId?: number; note?: string },
  ): void {
    const product = target.productId === undefined ? undefined : this.productById(target.productId);
    const subject = target.userId === undefined ? undefined : this.userById(target.userId);
    this.staffActions.push({
      id: this.nextId('staffAction'),
      actor: {
        id: actor.user.id,
        name: displayName(actor.user.id, actor.user.first_name, actor.user.last_name),
      },
      action: kind,
      product: product === undefined ? null : { id: product.product.id, name: product.product.name },
      user:
        subject === undefined
          ? null
          : {
              id: subject.user.id,
              name: displayName(subject.user.id, subject.user.first_name, subject.user.last_name),
            },
      note: singleLine(target.note ?? ''),
      created_at: new Date().toISOString(),
    });
  }

  /** Puts the listings of seller `userId` on or off sale with their account (decision 045). */
  setSellerListingsActive(userId: number, isActive: boolean): void {
    for (const row of this.products) {
      if (row.ownerId === userId) row.product = { ...row.product, seller_active: isActive };
    }
  }

  /** The public name of `row` (issue 13): the chosen one, else the contract `displayName`. */
  publicNameOf(row: DbUser): string {
    const chosen = row.chosenDisplayName?.trim() ?? '';
    return chosen !== '' ? chosen : displayName(row.user.id, row.user.first_name, row.user.last_name);
  }

  /**
   * Takes one password reset request from the (one) client address: false once
   * RESET_REQUESTS_PER_ADDRESS.max requests fell within its window (the handler answers 429).
   */
  takeResetRequest(now = Date.now()): boolean {
    const { max, windowMs } = RESET_REQUESTS_PER_ADDRESS;
    this.resetRequestTimes = this.resetRequestTimes.filter((at) => at > now - windowMs);
    if (this.resetRequestTimes.length >= max) return false;
    this.resetRequestTimes.push(now);
    return true;
  }

  /** Counts one contact-form message; false over CONTACT_MESSAGES_PER_ADDRESS (the server's 429, decision 048). */
  takeContactMessage(now = Date.now()): boolean {
    const { max, windowMs } = CONTACT_MESSAGES_PER_ADDRESS;
    this.contactMessageTimes = this.contactMessageTimes.filter((at) => at > now - windowMs);
    if (this.contactMessageTimes.length >= max) return false;
    this.contactMessageTimes.push(now);
    return true;
  }

  /**
   * A new reset token for user `userId`, valid for PASSWORD_RESET_TTL_MS, or undefined when the
   * account already had RESET_LINKS_PER_ACCOUNT links within the last hour.
   */
  createResetToken(userId: number, now = Date.now()): DbResetToken | undefined {
    const hourAgo = now - 60 * 60 * 1000;
    const recent = this.resetTokens.filter((t) => t.userId === userId && Date.parse(t.createdAt) > hourAgo);
    if (recent.length >= RESET_LINKS_PER_ACCOUNT) return undefined;
    const row: DbResetToken = {
      token: randomToken(32),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
      usedAt: null,
    };
    this.resetTokens.push(row);
    return row;
  }

  /** The reset token row of `token` when it is unused and not expired, else undefined. */
  usableResetToken(token: string, now = Date.now()): DbResetToken | undefined {
    return this.resetTokens.find(
      (t) => t.token === token && t.usedAt === null && Date.parse(t.expiresAt) > now,
    );
  }

  /** Marks every open reset token of user `userId` used (one link was used: the others go too). */
  useResetTokensOf(userId: number, now = Date.now()): void {
    const at = new Date(now).toISOString();
    for (const t of this.resetTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
  }

  /**
   * A new e-mail change link of user `userId` for `newEmail`, valid for EMAIL_CHANGE_TTL_MS; the
   * user's earlier links are made void (only the latest works). Undefined when the account already
   * had EMAIL_CHANGE_LINKS_PER_ACCOUNT links within the last hour (decision 044).
   */
  createEmailChangeToken(
    userId: number,
    newEmail: string,
    sessionToken: string | null,
    now = Date.now(),
  ): DbEmailChangeToken | undefined {
    const hourAgo = now - 60 * 60 * 1000;
    const recent = this.emailChangeTokens.filter(
      (t) => t.userId === userId && Date.parse(t.createdAt) > hourAgo,
    );
    if (recent.length >= EMAIL_CHANGE_LINKS_PER_ACCOUNT) return undefined;
    const at = new Date(now).toISOString();
    for (const t of this.emailChangeTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
    const row: DbEmailChangeToken = {
      token: randomToken(32),
      userId,
      newEmail: newEmail.trim().toLowerCase(),
      sessionToken,
      createdAt: at,
      expiresAt: new Date(now + EMAIL_CHANGE_TTL_MS).toISOString(),
      usedAt: null,
    };
    this.emailChangeTokens.push(row);
    return row;
  }

  /** The e-mail change link row of `token` when it is unused and not expired, else undefined. */
  usableEmailChangeToken(token: string, now = Date.now()): DbEmailChangeToken | undefined {
    return this.emailChangeTokens.find(
      (t) => t.token === token && t.usedAt === null && Date.parse(t.expiresAt) > now,
    );
  }

  /**
   * Makes every open password reset link and e-mail change link of user `userId` void (a password
   * change or reset, a confirmed e-mail change; decision 044).
   */
  voidAccountLinks(userId: number, now = Date.now()): void {
    const at = new Date(now).toISOString();
    for (const t of this.resetTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
    for (const t of this.emailChangeTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
  }

  /** The link of the last e-mail change confirmation sent to the new address `email`, or undefined. */
  lastEmailChangeLink(email: string): string | undefined {
    return this.mailTo(email)
      .filter((m) => m.kind === 'email-change-confirm')
      .at(-1)?.link;
  }

  /**
   * Records a sent message in `mailbox` and returns it. In the browser (`pnpm dev:mocks`) it also
   * logs a line with its link (console.info), as the server logs each message its file transport
   * writes, so a developer can follow a reset link.
   */
  sendMail(mail: Omit<DbMail, 'id' | 'sentAt'>): DbMail {
    const row: DbMail = { ...mail, id: this.nextId('mail'), sentAt: new Date().toISOString() };
    this.mailbox.push(row);
    if (typeof document !== 'undefined') console.info(`[mocks] mail '${row.subject}': ${row.link}`);
    return row;
  }

  /** The messages sent to `email` (case-insensitive), oldest first. */
  mailTo(email: string): DbMail[] {
    const wanted = email.trim().toLowerCase();
    return this.mailbox.filter((m) => m.to === wanted);
  }

  /** The link of the last password reset message sent to `email`, or undefined. */
  lastResetLink(email: string): string | undefined {
    return this.mailTo(email)
      .filter((m) => m.kind === 'password-reset')
      .at(-1)?.link;
  }

  /** The saved addresses of user `userId`, oldest first. */
  addressesOf(userId: number): SavedAddress[] {
    return this.addresses
      .filter((a) => a.userId === userId)
      .sort((a, b) => a.address.id - b.address.id)
      .map((a) => a.address);
  }
}

/** Newest order first: by creation time, then by id (as the server orders them). */
function newestOrderFirst(a: DbOrder, b: DbOrder): number {
  return b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id;
}

/**
 * True when `product` shows in public lists: the contract's isOnSale (active, not suspended by
 * its seller, approved and not held by staff, its seller's account active; decisions 020, 045).
 */
export function isPublic(product: Product): boolean {
  return isOnSale(product);
}

/** The one database of the mocks (browser worker, msw/node server and Storybook share the module). */
export const db = new MockDb();
