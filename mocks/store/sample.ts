/**
 * Where the store's tables come from: the sample data of `@shop/sample-catalogue` and the mocks'
 * own returns sample (return-sample.ts) (sampleTables, what `db.reset()` restores) and, in the browser, the tables an earlier page saved in
 * localStorage (loadTables, saveTables), so a page reload keeps what you did.
 */
import { type User } from '@shop/contract';
import { samplePayoutTables } from './payout-sample.ts';
import { sampleReturnTables } from './return-sample.ts';
import { sellerTakesOrdersNow } from './payouts.ts';
import {
  sampleBookmarks,
  sampleCartLines,
  sampleReviewOwners,
  sampleReviews,
  sampleOrderOwners,
  sampleOrders,
  samplePayoutAccounts,
  sampleProductOwners,
  sampleProducts,
  sampleUserPasswords,
  sampleUsers,
} from '@shop/sample-catalogue';
import { TABLES, type DbTables } from './tables.ts';

function userIdByEmail(users: readonly User[], email: string): number {
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`fixtures: no sample user ${email}`);
  return user.id;
}

/**
 * The tables holding the sample data (fresh copies: a test may change them freely). `accounts` are
 * the sellers' payout accounts (default the sample catalogue's, every sample seller active); each
 * product's `seller_taking_orders` follows its seller's.
 */
export function sampleTables(accounts: typeof samplePayoutAccounts = samplePayoutAccounts): DbTables {
  const users = sampleUsers.map((user) => ({
    user: structuredClone(user),
    password: sampleUserPasswords[user.email] ?? '',
  }));
  const plainUsers = users.map((u) => u.user);
  const owner = (email: string | undefined): number => userIdByEmail(plainUsers, email ?? '');
  // Every sample seller is paid out and takes orders (decision 059), as the server's seed.
  const payoutAccounts = accounts.map(({ email, account }) => ({
    userId: owner(email),
    account: { ...account },
  }));
  // The mocks' own returns sample (decision 067): one more delivered order of the demo user.
  const returns = sampleReturnTables(new Date(), sampleOrders.length + 1);
  return {
    users,
    // A listing takes orders when its seller's payout account is active, as every change of the
    // account keeps it (store/payouts.ts), and as the server's insert trigger sets it.
    products: sampleProducts.map((product) => {
      const ownerId = owner(sampleProductOwners[product.id]);
      return {
        product: {
          ...structuredClone(product),
          seller_id: ownerId,
          seller_taking_orders: sellerTakesOrdersNow({ payoutAccounts }, ownerId),
        },
        ownerId,
      };
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
    reviews: sampleReviews.map((review) => ({
      review: structuredClone(review),
      userId: owner(sampleReviewOwners[review.id]),
    })),
    orders: [
      ...sampleOrders.map((order) => ({
        order: structuredClone(order),
        userId: owner(sampleOrderOwners[order.id]),
      })),
      returns.order,
    ],
    // The audit log starts with each sample order's creation (the system's move), as the server seeds it.
    orderEvents: [
      ...sampleOrders.map((order, i) => ({
        id: i + 1,
        order_id: order.id,
        actor: null,
        from_status: null,
        to_status: order.status,
        note: 'sample order',
        created_at: order.created_at,
      })),
      returns.orderEvent,
    ],
    staffActions: [],
    checkoutSessions: [],
    addresses: [],
    payoutAccounts,
    resetTokens: [],
    emailChangeTokens: [],
    deletionTokens: [],
    mailbox: [],
    ...samplePayoutTables(owner),
    returnRequests: returns.returnRequests,
    returnEvents: returns.returnEvents,
    orderRefunds: [],
    passkeys: [],
    passkeyChallenges: [],
    reports: [],
    ratings: [],
    conversations: [],
    chatMessages: [],
    userBlocks: [],
  };
}
/**
 * Where the browser keeps the whole mock database, so a page reload (which rebuilds the db) keeps
 * you signed in and keeps what you did (`pnpm dev:mocks` behaves like a server with a database).
 */
export const DB_STORAGE_KEY = 'mocks:db:v13';
/**
 * Keys of earlier versions of the saved tables, removed when found (their shape is gone; v2 had
 * no review_count on products and no verified_purchase on reviews, decision 028; v7 had no
 * return requests, refunds or delivery times, decision 067; v8 no passkeys, decision 070; v9 no
 * reports nor hidden reviews, decision 072; v10 no account deletion links, decision 073; v11 no
 * ratings, decision 071; v12 no conversations, messages or blocks, decision 074).
 */
const OLD_STORAGE_KEYS = [
  'mocks:db',
  'mocks:db:v2',
  'mocks:db:v3',
  'mocks:db:v4',
  'mocks:db:v5',
  'mocks:db:v6',
  'mocks:db:v7',
  'mocks:db:v8',
  'mocks:db:v9',
  'mocks:db:v10',
  'mocks:db:v11',
  'mocks:db:v12',
];

function browserStorage(): Storage | undefined {
  return typeof document !== 'undefined' && typeof localStorage !== 'undefined' ? localStorage : undefined;
}

/** The tables saved in the browser by an earlier page, or undefined (none, or unreadable). */
export function loadTables(): DbTables | undefined {
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

/** Saves `tables` in the browser's localStorage (no-op in Node; a full quota keeps them in memory only). */
export function saveTables(tables: DbTables): void {
  const storage = browserStorage();
  if (!storage) return;
  const saved = Object.fromEntries(TABLES.map((t) => [t, tables[t]]));
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Quota exceeded (large uploads): the page keeps working in memory.
  }
}
