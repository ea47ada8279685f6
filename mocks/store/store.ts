/**
 * The mocks' in-memory store (ARCHITECTURE "Mocks"; decision 054): the tables (tables.ts), their
 * sample data and browser persistence (sample.ts), id counters and the lookups every domain uses.
 * The domain modules beside it (catalogue, reviews, sessions, cart, orders, accounts) are
 * functions over it; the MSW handlers call them and the contract's shared rules.
 * `db.reset()` restores the sample data of `@shop/sample-catalogue` (call it after each test).
 */
import type { OrderEvent, StaffAction } from '@shop/contract';
import { loadTables, sampleTables, saveTables } from './sample.ts';
import type {
  DbAddress,
  DbBookmark,
  DbCartLine,
  DbCheckoutSession,
  DbReview,
  DbEmailChangeToken,
  DbGuest,
  DbGuestBookmark,
  DbGuestCartLine,
  DbMail,
  DbReport,
  DbOrder,
  DbPayout,
  DbPayoutHold,
  DbSellerMoney,
  DbPayoutAccount,
  DbOrderRefund,
  DbPasskey,
  DbPasskeyChallenge,
  DbRating,
  DbConversation,
  DbChatMessage,
  DbUserBlock,
  DbProduct,
  DbResetToken,
  DbReturnEvent,
  DbReturnRequest,
  DbSession,
  DbTables,
  DbUser,
  IdKind,
} from './tables.ts';

function maxId(ids: readonly number[]): number {
  return ids.reduce((m, id) => Math.max(m, id), 0);
}

/**
 * The in-memory store. Tables are plain arrays (read them freely in tests and stories); change
 * them through the handlers, or directly in a test's arrange step. The store only keeps rows and
 * counts ids; what a row means (a cart, an order as its seller sees it, a public product) is the
 * contract's rules applied by the domain modules of this folder (decision 054).
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
  reviews: DbReview[] = [];
  orders: DbOrder[] = [];
  orderEvents: OrderEvent[] = [];
  staffActions: StaffAction[] = [];
  checkoutSessions: DbCheckoutSession[] = [];
  addresses: DbAddress[] = [];
  payoutAccounts: DbPayoutAccount[] = [];
  resetTokens: DbResetToken[] = [];
  emailChangeTokens: DbEmailChangeToken[] = [];
  deletionTokens: DbResetToken[] = [];
  mailbox: DbMail[] = [];
  sellerMoney: DbSellerMoney[] = [];
  payouts: DbPayout[] = [];
  payoutHolds: DbPayoutHold[] = [];
  returnRequests: DbReturnRequest[] = [];
  returnEvents: DbReturnEvent[] = [];
  orderRefunds: DbOrderRefund[] = [];
  passkeys: DbPasskey[] = [];
  passkeyChallenges: DbPasskeyChallenge[] = [];
  reports: DbReport[] = [];
  ratings: DbRating[] = [];
  conversations: DbConversation[] = [];
  chatMessages: DbChatMessage[] = [];
  userBlocks: DbUserBlock[] = [];
  /** Times (ms) of the recent password reset requests (RESET_REQUESTS_PER_ADDRESS; not saved). */
  resetRequestTimes: number[] = [];
  /** Times (ms) of the recent contact-form messages (CONTACT_MESSAGES_PER_ADDRESS; not saved). */
  contactMessageTimes: number[] = [];
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
    saveTables(this);
  }

  /**
   * Restores the sample data (fixtures) and forgets every session and checkout session (in the
   * browser also what is kept in localStorage under DB_STORAGE_KEY).
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
      ['review', maxId(this.reviews.map((c) => c.review.id))],
      ['order', maxId(this.orders.map((o) => o.order.id))],
      ['image', maxId(productImages)],
      ['bullet', maxId(bullets)],
      ['orderItem', maxId(this.orders.flatMap((o) => o.order.items.map((i) => i.id)))],
      ['orderEvent', maxId(this.orderEvents.map((e) => e.id))],
      ['staffAction', maxId(this.staffActions.map((e) => e.id))],
      ['address', maxId(this.addresses.map((a) => a.address.id))],
      ['mail', maxId(this.mailbox.map((m) => m.id))],
      ['payout', maxId(this.payouts.map((p) => p.payout.id))],
      ['payoutHold', maxId(this.payoutHolds.map((h) => h.id))],
      ['returnRequest', maxId(this.returnRequests.map((r) => r.id))],
      ['returnEvent', maxId(this.returnEvents.map((e) => e.id))],
      ['orderRefund', maxId(this.orderRefunds.map((r) => r.id))],
      ['passkey', maxId(this.passkeys.map((p) => p.passkey.id))],
      ['report', maxId(this.reports.map((r) => r.report.id))],
      ['rating', maxId(this.ratings.map((r) => r.id))],
      ['conversation', maxId(this.conversations.map((c) => c.id))],
      ['chatMessage', maxId(this.chatMessages.map((m) => m.id))],
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

  /** The link of the last e-mail change confirmation sent to the new address `email`, or undefined. */
  lastEmailChangeLink(email: string): string | undefined {
    return this.mailTo(email)
      .filter((m) => m.kind === 'email-change-confirm')
      .at(-1)?.link;
  }

  /** The link of the last account deletion link sent to `email` (decision 073), or undefined. */
  lastAccountDeletionLink(email: string): string | undefined {
    return this.mailTo(email)
      .filter((m) => m.kind === 'account-deletion-confirm')
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
}
