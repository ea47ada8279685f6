/**
 * The download of 'Your data' (decision 073) as a list of sections, one per module: each module
 * reads its own part through its public index, and this list puts them in the file in the
 * contract's order (ACCOUNT_DATA_SECTIONS). Adding a section is one reader in its module, its
 * name in the contract's list and one line here; the server test checks the names agree.
 */
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  type AccountDataFile,
  type AccountDataSectionName,
} from '@shop/contract';
import type { Db } from '../../platform/db/client.ts';
import { accountSection, passkeysSection, sessionsSection } from '../accounts/index.ts';
import { addressesSection } from '../addresses/index.ts';
import { bookmarksSection } from '../bookmarks/index.ts';
import { cartSection } from '../cart/index.ts';
import { listingsSection } from '../listings/index.ts';
import { messagesSection } from '../messages/index.ts';
import { emailsSection } from '../notifications/index.ts';
import { buyerOrdersSection, sellerOrdersSection } from '../orders/index.ts';
import { sellerMoneySection } from '../payouts/index.ts';
import { ratingsSection } from '../ratings/index.ts';
import { reportsSection } from '../reports/index.ts';
import { returnRequestsSection } from '../returns/index.ts';
import { reviewsSection } from '../reviews/index.ts';

/** What a section reader may need besides the database and the user. */
export interface SectionContext {
  /** SHOP_NAME, for the subjects of the e-mails. */
  shopName: string;
}

/** One section of the download: its name and the module's reader of user `userId`'s part. */
export interface AccountDataSection {
  name: AccountDataSectionName;
  read(db: Db, userId: number, context: SectionContext): Promise<unknown>;
}

/** Every section, in the file's order (the contract's ACCOUNT_DATA_SECTIONS). */
export const ACCOUNT_DATA_SECTION_READERS: readonly AccountDataSection[] = [
  { name: 'account', read: accountSection },
  { name: 'addresses', read: addressesSection },
  { name: 'orders_as_buyer', read: buyerOrdersSection },
  { name: 'orders_as_seller', read: sellerOrdersSection },
  { name: 'reviews', read: reviewsSection },
  { name: 'ratings', read: ratingsSection },
  { name: 'reports', read: reportsSection },
  { name: 'bookmarks', read: bookmarksSection },
  { name: 'cart', read: cartSection },
  { name: 'listings', read: listingsSection },
  { name: 'return_requests', read: returnRequestsSection },
  { name: 'seller_money', read: sellerMoneySection },
  { name: 'passkeys', read: passkeysSection },
  { name: 'sessions', read: sessionsSection },
  { name: 'emails', read: (db, userId, context) => emailsSection(db, userId, context.shopName) },
  { name: 'messages', read: messagesSection },
];

/**
 * The file of user `userId` at `now`: every section of `readers` (default all) read in one
 * read-only transaction, so the parts agree with each other.
 */
export async function accountDataFile(
  db: Db,
  userId: number,
  now: Date,
  context: SectionContext,
  readers: readonly AccountDataSection[] = ACCOUNT_DATA_SECTION_READERS,
): Promise<AccountDataFile> {
  const sections: Record<string, unknown> = {};
  await db.transaction(async (tx) => {
    for (const section of readers) sections[section.name] = await section.read(tx, userId, context);
  });
  return {
    success: true,
    format: ACCOUNT_DATA_FORMAT,
    version: ACCOUNT_DATA_VERSION,
    generated_at: now.toISOString(),
    user_id: userId,
    sections,
  };
}
