/**
 * 'Your data' over the mocks' tables (decision 073; the server's modules/account-data): the
 * download's sections (the contract's ACCOUNT_DATA_SECTIONS, the same names as the server's, each
 * from its table), the facts that stop a deletion (the contract's accountDeletionBlockers), the
 * deletion links, and the erasure the server's link does.
 */
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  ACCOUNT_DELETION_LINKS_PER_ACCOUNT,
  ACCOUNT_DELETION_TTL_MS,
  OPEN_ORDER_STATUSES,
  accountDeletionBlockers,
  ratingsRevealed,
  isOpenReturn,
  toPence,
  type AccountDataFile,
  type AccountDataSectionName,
  type AccountDeletionBlocker,
} from '@shop/contract';
import { setSellerListingsActive } from './catalogue.ts';
import { messagesSectionOf } from './messages.ts';
import { ratingFacts } from './ratings.ts';
import { moneyOf } from './payouts-money.ts';
import { deleteSessionsOf } from './sessions.ts';
import type { MockDb } from './store.ts';
import { randomToken, type DbRating, type DbResetToken } from './tables.ts';

const isOpenOrder = (status: string) => (OPEN_ORDER_STATUSES as readonly string[]).includes(status);

/** Each section of the download from the mocks' tables (every name of ACCOUNT_DATA_SECTIONS). */
const SECTIONS: Record<AccountDataSectionName, (db: MockDb, userId: number) => unknown> = {
  account: (db, userId) => {
    const row = db.userById(userId);
    if (!row) return null;
    const { customer: _customer, ...user } = row.user;
    return user;
  },
  addresses: (db, userId) => db.addresses.filter((a) => a.userId === userId).map((a) => a.address),
  orders_as_buyer: (db, userId) => db.orders.filter((o) => o.userId === userId).map((o) => o.order),
  orders_as_seller: (db, userId) =>
    db.orders.filter((o) => o.order.seller?.id === userId).map((o) => ({ ...o.order, buyer_id: o.userId })),
  reviews: (db, userId) => db.reviews.filter((r) => r.userId === userId).map((r) => r.review),
  // The ratings given, and those of the user they may read (revealed, not hidden; decision 071).
  ratings: (db, userId) => {
    const view = (r: DbRating) => ({
      order_id: r.orderId,
      stars: r.stars,
      comment: r.comment,
      reply: r.reply,
      created_at: r.createdAt,
    });
    const readable = (r: DbRating) => {
      const order = db.orders.find((o) => o.order.id === r.orderId);
      return (
        (r.hiddenAt ?? null) === null &&
        order !== undefined &&
        ratingsRevealed(ratingFacts(db, order, new Date()))
      );
    };
    return {
      given: db.ratings
        .filter((r) => r.authorId === userId)
        .map((r) => ({ ...view(r), as: r.side, hidden: (r.hiddenAt ?? null) !== null })),
      received: db.ratings
        .filter((r) => r.subjectId === userId && readable(r))
        .map((r) => ({ ...view(r), from: r.side })),
    };
  },
  reports: (db, userId) =>
    db.reports
      .filter((r) => r.reporterId === userId)
      .map((r) => ({ ...r.report, closed_at: r.closedAt, decision: r.decision })),
  bookmarks: (db, userId) =>
    db.bookmarks.filter((b) => b.userId === userId).map((b) => ({ product_id: b.productId })),
  cart: (db, userId) =>
    db.cartLines
      .filter((l) => l.userId === userId)
      .map((l) => ({ product_id: l.productId, quantity: l.quantity })),
  listings: (db, userId) =>
    db.products
      .filter((p) => p.ownerId === userId)
      .map((p) => ({ id: p.product.id, name: p.product.name, price_pence: toPence(p.product.price) })),
  return_requests: (db, userId) =>
    db.returnRequests
      .filter((r) => r.buyerId === userId || r.sellerId === userId)
      .map((r) => ({ id: r.id, role: r.buyerId === userId ? 'buyer' : 'seller', status: r.status })),
  seller_money: (db, userId) => {
    const money = moneyOf(db, userId);
    return {
      balances: {
        pending_pence: money.pendingPence,
        available_pence: money.availablePence,
        in_transit_pence: money.inTransitPence,
        paid_out_pence: money.paidOutPence,
      },
      payouts: db.payouts.filter((p) => p.sellerId === userId).map((p) => p.payout),
    };
  },
  passkeys: (db, userId) =>
    db.passkeys
      .filter((p) => p.userId === userId)
      .map(({ passkey }) => ({
        name: passkey.name,
        created_at: passkey.created_at,
        last_used_at: passkey.last_used_at,
        backed_up: passkey.backed_up,
      })),
  // The mocks keep no session times; the count of open sessions stands for them.
  sessions: (db, userId) => db.sessions.filter((s) => s.userId === userId).map(() => ({})),
  emails: (db, userId) => {
    const row = db.userById(userId);
    return row
      ? db.mailTo(row.user.email).map((m) => ({ kind: m.kind, subject: m.subject, sent_at: m.sentAt }))
      : [];
  },
  messages: (db, userId) => messagesSectionOf(db, userId),
};

/** The download of user `userId` at `now` (AccountDataFile). */
export function accountDataOf(db: MockDb, userId: number, now: Date): AccountDataFile {
  const sections: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(SECTIONS)) sections[name] = read(db, userId);
  return {
    success: true,
    format: ACCOUNT_DATA_FORMAT,
    version: ACCOUNT_DATA_VERSION,
    generated_at: now.toISOString(),
    user_id: userId,
    sections,
  };
}

/** Why user `userId`'s account cannot be deleted now (the contract's accountDeletionBlockers). */
export function deletionBlockersOf(db: MockDb, userId: number): AccountDeletionBlocker[] {
  const money = moneyOf(db, userId);
  const openPayouts = db.payouts.filter(
    (p) => p.sellerId === userId && (p.payout.status === 'requested' || p.payout.status === 'in_transit'),
  ).length;
  return accountDeletionBlockers({
    pendingPence: money.pendingPence,
    availablePence: money.availablePence,
    openPayouts: Math.max(openPayouts, money.inTransitPence !== 0 ? 1 : 0),
    openSales: db.orders.filter((o) => o.order.seller?.id === userId && isOpenOrder(o.order.status)).length,
    openPurchases: db.orders.filter((o) => o.userId === userId && isOpenOrder(o.order.status)).length,
    openReturns: db.returnRequests.filter(
      (r) => (r.buyerId === userId || r.sellerId === userId) && isOpenReturn(r.status),
    ).length,
  });
}

/**
 * A new deletion link for `userId` (ACCOUNT_DELETION_TTL_MS; older ones void), or undefined when
 * the account had ACCOUNT_DELETION_LINKS_PER_ACCOUNT links within the last hour.
 */
export function createDeletionToken(db: MockDb, userId: number, now = Date.now()): DbResetToken | undefined {
  const mine = db.deletionTokens.filter((t) => t.userId === userId);
  if (
    mine.filter((t) => Date.parse(t.createdAt) > now - 60 * 60 * 1000).length >=
    ACCOUNT_DELETION_LINKS_PER_ACCOUNT
  )
    return undefined;
  const at = new Date(now).toISOString();
  for (const t of mine) if (t.usedAt === null) t.usedAt = at;
  const row: DbResetToken = {
    token: randomToken(32),
    userId,
    createdAt: at,
    expiresAt: new Date(now + ACCOUNT_DELETION_TTL_MS).toISOString(),
    usedAt: null,
  };
  db.deletionTokens.push(row);
  return row;
}

/** The deletion link row of `token` when it is unused and not expired, else undefined. */
export function usableDeletionToken(db: MockDb, token: string, now = Date.now()): DbResetToken | undefined {
  return db.deletionTokens.find(
    (t) => t.token === token && t.usedAt === null && Date.parse(t.expiresAt) > now,
  );
}

/**
 * Erases the account of `userId` as the server's link does (decision 073): listings off sale,
 * reviews, cart, bookmarks, addresses, passkeys, sessions and links gone, bought orders without
 * name and address, return requests without notes and photos, sent reports without notes
 * (decision 076), mail to the address forgotten, the user's fields blanked, the address freed.
 */
export function eraseAccount(db: MockDb, userId: number): void {
  const row = db.userById(userId);
  if (!row) return;
  const at = new Date().toISOString();
  for (const p of db.products) if (p.ownerId === userId) p.product = { ...p.product, active: false };
  setSellerListingsActive(db, userId, false);
  db.reviews = db.reviews.filter((r) => r.userId !== userId);
  db.cartLines = db.cartLines.filter((l) => l.userId !== userId);
  db.bookmarks = db.bookmarks.filter((b) => b.userId !== userId);
  db.addresses = db.addresses.filter((a) => a.userId !== userId);
  db.passkeys = db.passkeys.filter((p) => p.userId !== userId);
  // Messages stay (the other party's copy, now from 'Deleted account'); blocks go (decision 074).
  db.userBlocks = db.userBlocks.filter((b) => b.blockerId !== userId && b.blockedId !== userId);
  for (const o of db.orders)
    if (o.userId === userId && o.order.shipping_address !== null)
      o.order = { ...o.order, shipping_address: null };
  for (const r of db.returnRequests) {
    if (r.buyerId === userId) {
      r.note = '';
      r.photos = [];
    }
    if (r.sellerId === userId) r.returnAddress = null;
  }
  for (const r of db.reports) if (r.reporterId === userId) r.report = { ...r.report, note: '' };
  for (const t of [...db.resetTokens, ...db.emailChangeTokens, ...db.deletionTokens])
    if (t.userId === userId && t.usedAt === null) t.usedAt = at;
  const email = row.user.email.trim().toLowerCase();
  db.mailbox = db.mailbox.filter((m) => m.to !== email);
  deleteSessionsOf(db, userId);
  row.password = `!deleted-${randomToken(8)}`;
  row.chosenDisplayName = 'Deleted account';
  row.deletedAt = at;
  row.user = {
    ...row.user,
    email: `deleted-${userId}@deleted.invalid`,
    username: `deleted-${userId}`,
    first_name: '',
    last_name: '',
    phone: '',
    address: '',
    city: '',
    postcode: '',
    display_name: 'Deleted account',
    is_active: false,
    updated_at: at,
  };
}
