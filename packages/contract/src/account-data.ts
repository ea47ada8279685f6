/**
 * 'Your data' on the profile page (decision 073): the download of everything the shop holds about
 * the signed-in user, and the deletion of the account (a password, then an e-mailed single-use
 * link). The rules both sides need live here: the sections of the download, the link's life and
 * limit, the open orders and returns that stop a deletion, and why a deletion is refused
 * (accountDeletionBlockers). Our wording; the spec has no such screens.
 */
import { toPounds } from './money.ts';

/** How long an account deletion link works: one hour, as a password reset link (decision 073). */
export const ACCOUNT_DELETION_TTL_MS = 60 * 60 * 1000;
/** At most this many account deletion links per account per hour (429 beyond; decision 073). */
export const ACCOUNT_DELETION_LINKS_PER_ACCOUNT = 3;
/** The `format` of the downloaded file, and its `version` (bumped when a section changes shape). */
export const ACCOUNT_DATA_FORMAT = 'shop-account-data';
export const ACCOUNT_DATA_VERSION = 1;

/**
 * The sections of the download, in the file's order (decision 073). Each is one module's part,
 * read through that module's public index on the server (modules/account-data) and from the
 * store in the mocks; a new section is one name here plus one reader per side.
 */
export const ACCOUNT_DATA_SECTIONS = [
  'account',
  'addresses',
  'orders_as_buyer',
  'orders_as_seller',
  'reviews',
  'ratings',
  'reports',
  'bookmarks',
  'cart',
  'listings',
  'return_requests',
  'seller_money',
  'passkeys',
  'sessions',
  'emails',
  'messages',
] as const;
/** One section name of the download. */
export type AccountDataSectionName = (typeof ACCOUNT_DATA_SECTIONS)[number];

/** The file name of the download: `shop-data-{userId}-{YYYY-MM-DD}.json` (the day in UTC). */
export function accountDataFileName(userId: number, now: Date): string {
  return `shop-data-${userId}-${now.toISOString().slice(0, 10)}.json`;
}

/** The Content-Disposition of the download: an attachment named accountDataFileName. */
export function accountDataDisposition(userId: number, now: Date): string {
  return `attachment; filename="${accountDataFileName(userId, now)}"`;
}

/**
 * Order statuses that still need the buyer's address or the seller's hand (decision 073): not yet
 * paid, paid and not shipped, shipped and not delivered. Delivered and cancelled orders are done.
 */
export const OPEN_ORDER_STATUSES = ['pending', 'processing', 'shipped'] as const;

/** What stops an account's deletion: the seller's money and the orders and returns still open. */
export interface AccountDeletionFacts {
  /** The seller's pending and available balances (integer pence; below zero is owed to the shop). */
  pendingPence: number;
  availablePence: number;
  /** Payouts requested or in transit (the seller's in-transit balance is not zero, or a payout row is open). */
  openPayouts: number;
  /** Orders the user sold that are in OPEN_ORDER_STATUSES. */
  openSales: number;
  /** Orders the user bought that are in OPEN_ORDER_STATUSES. */
  openPurchases: number;
  /** Return requests in one of OPEN_RETURN_STATUSES (returns.ts) where the user is the buyer or the seller. */
  openReturns: number;
}

/** Why a deletion is refused: one reason each. */
export type AccountDeletionBlockerCode = 'balance' | 'payouts' | 'sales' | 'purchases' | 'returns';
/** One reason a deletion is refused, with the sentence the profile page lists. */
export interface AccountDeletionBlocker {
  code: AccountDeletionBlockerCode;
  message: string;
}

/** The texts of 'Your data' (decision 073; our wording). */
export const ACCOUNT_DATA_MESSAGES = {
  heading: 'Your data',
  intro: 'Download a copy of everything we hold about you, or delete your account.',
  download: 'Download my data',
  downloadHint: 'A JSON file: your account, addresses, orders, reviews, listings and more.',
  deleteButton: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteExplain:
    'We will e-mail you a link; your account is deleted only when you follow it. Orders are kept for 6 years for accounting, without your name and address. Your reviews, addresses, passkeys and listings are removed.',
  deleteConfirm: 'Send the link',
  deleteSending: 'Sending...',
  checking: 'Checking your account...',
  linkSent:
    'Check your e-mail: we sent a link to {email}. It works once, for 1 hour. Nothing is deleted until you follow it.',
  refusedTitle: 'You cannot delete your account yet',
  refusedHint: 'Settle these first, then try again:',
  refusedPrefix: 'You cannot delete your account yet:',
  balance: 'Money is still owed: {pending} pending and {available} available. Wait until it is paid out.',
  payouts: '{count} payout(s) on the way to your bank.',
  sales: '{count} order(s) you sold are not delivered yet.',
  purchases: '{count} order(s) you bought are not delivered yet.',
  returns: '{count} return request(s) are still open.',
  confirmTitle: 'Delete your account',
  confirmIntro:
    'This deletes your account for good: you are signed out everywhere and cannot sign in again. Orders stay in our accounting records for 6 years without your name and address.',
  confirmButton: 'Delete my account for good',
  confirmBusy: 'Deleting...',
  deleted: 'Your account has been deleted. Thank you for shopping with us.',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one on your profile page.',
  fetchFailed: 'Failed to download your data',
  checkFailed: 'Failed to check your account',
  requestFailed: 'Failed to send the deletion link',
  confirmFailed: 'Failed to delete your account',
} as const;

const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${toPounds(Math.abs(pence)).toFixed(2)}`;
const counted = (text: string, count: number) => text.replace('{count}', String(count));

/**
 * Why an account cannot be deleted now (decision 073), in this order: money still owed either way
 * (a pending or available balance that is not zero), payouts on the way, sold orders not
 * delivered, bought orders not delivered, open return requests. Empty: it may be deleted. The
 * server and the mocks refuse with it (409, accountDeletionRefusal); the profile lists it.
 */
export function accountDeletionBlockers(facts: AccountDeletionFacts): AccountDeletionBlocker[] {
  const m = ACCOUNT_DATA_MESSAGES;
  const out: AccountDeletionBlocker[] = [];
  if (facts.pendingPence !== 0 || facts.availablePence !== 0)
    out.push({
      code: 'balance',
      message: m.balance
        .replace('{pending}', pounds(facts.pendingPence))
        .replace('{available}', pounds(facts.availablePence)),
    });
  if (facts.openPayouts > 0) out.push({ code: 'payouts', message: counted(m.payouts, facts.openPayouts) });
  if (facts.openSales > 0) out.push({ code: 'sales', message: counted(m.sales, facts.openSales) });
  if (facts.openPurchases > 0)
    out.push({ code: 'purchases', message: counted(m.purchases, facts.openPurchases) });
  if (facts.openReturns > 0) out.push({ code: 'returns', message: counted(m.returns, facts.openReturns) });
  return out;
}

/** The 409 text of a refused deletion: refusedPrefix and every blocker's sentence; null when none. */
export function accountDeletionRefusal(blockers: readonly AccountDeletionBlocker[]): string | null {
  if (blockers.length === 0) return null;
  return [ACCOUNT_DATA_MESSAGES.refusedPrefix, ...blockers.map((b) => b.message)].join(' ');
}

/** The 'check your e-mail' notice for the address the link went to. */
export function accountDeletionLinkSent(email: string): string {
  return ACCOUNT_DATA_MESSAGES.linkSent.replace('{email}', email);
}
