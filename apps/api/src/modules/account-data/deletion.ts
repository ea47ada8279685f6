/**
 * Deleting an account (decision 073): the current password, then a single-use link e-mailed to
 * the account's address; following it erases or anonymises the account's personal data in one
 * transaction. What is kept, and why, is decision 073's table:
 * - the users row stays (orders, ledger journals and payouts point at it) with every personal
 *   field blanked, the e-mail address freed (`deleted-{id}@deleted.invalid`), no usable password;
 * - orders bought stay (UK: accounting records 6 years) with the delivery name and address
 *   replaced; return requests stay with their orders without notes, photos or return addresses
 *   (the photos' files are removed from storage once the deletion has committed, decision 076);
 * - reports they sent stay (staff's record of a decision) without the reporter's note (decision 076);
 * - reviews, saved addresses, bookmarks, cart lines, passkeys, sessions, open links and mail in
 *   the outbox go; listings are withdrawn (the closed seller's path: carts show them unavailable);
 * - the payout account keeps its last four digits (to match the payouts made) without the name.
 * A deletion is refused (409, accountDeletionBlockers) while money is owed either way, a payout is
 * on its way, or an order or return request is open, at the request and again at the link.
 *
 * The link's token is the reset link's scheme (modules/accounts/password-reset.ts): the link
 * carries HMAC-SHA256(SESSION_SECRET, seed), the row only the token's SHA-256, the outbox row the
 * seed until the mail is sent. A newer link voids the older; ACCOUNT_DELETION_LINKS_PER_ACCOUNT an hour.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DELETION_LINKS_PER_ACCOUNT,
  ACCOUNT_DELETION_TTL_MS,
  accountDeletionBlockers,
  accountDeletionRefusal,
  type AccountDeletionBlocker,
} from '@shop/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { accountDeletionTokens, users } from '../../platform/db/schema.ts';
import { removeImages, uploadedKeysOf, type ImageStorage } from '../../platform/storage/storage.ts';
import { hashToken } from '../../platform/http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { tooManyRequests, type PasswordCheckContext } from '../../platform/limits.ts';
import { resetTokenFromSeed } from '../../platform/mail/link-tokens.ts';
import { checkCurrentPassword, eraseAccountRow, greetingName, userById } from '../accounts/index.ts';
import { eraseAddresses } from '../addresses/index.ts';
import { eraseBookmarks } from '../bookmarks/index.ts';
import { eraseCart } from '../cart/index.ts';
import { sellerMoney } from '../ledger/index.ts';
import { withdrawListings } from '../listings/index.ts';
import { forgetMessagingOf } from '../messages/index.ts';
import { enqueue, forgetMailTo } from '../notifications/index.ts';
import { anonymiseBuyerOrders, openOrderCounts } from '../orders/index.ts';
import { anonymisePayoutAccount, openPayoutCount } from '../payouts/index.ts';
import { anonymiseReports } from '../reports/index.ts';
import { anonymiseReturnRequests, openReturnCount } from '../returns/index.ts';
import { eraseReviews } from '../reviews/index.ts';

/** Why user `userId`'s account cannot be deleted now (accountDeletionBlockers of its facts); empty: it can. */
export async function deletionBlockers(db: Db, userId: number): Promise<AccountDeletionBlocker[]> {
  const [money, orders, payoutsOpen, returnsOpen] = await Promise.all([
    sellerMoney(db, userId),
    openOrderCounts(db, userId),
    openPayoutCount(db, userId),
    openReturnCount(db, userId),
  ]);
  return accountDeletionBlockers({
    pendingPence: money.pendingPence,
    availablePence: money.availablePence,
    openPayouts: Math.max(payoutsOpen, money.inTransitPence !== 0 ? 1 : 0),
    openSales: orders.sold,
    openPurchases: orders.bought,
    openReturns: returnsOpen,
  });
}

/** The token of a deletion link made from `seed` (the reset link's derivation). */
export function accountDeletionTokenFromSeed(secret: string, seed: string): string {
  return resetTokenFromSeed(secret, seed);
}

/**
 * Asks for the deletion of user `userId`'s account (see the module note): 404 unknown, 403 the
 * demo account, 400 MESSAGES.account.currentPasswordWrong (429 under the sign-in throttle), 409
 * accountDeletionRefusal while something is open, 429 over ACCOUNT_DELETION_LINKS_PER_ACCOUNT
 * links an hour. Then voids the account's earlier deletion links, stores the new one (valid for
 * ACCOUNT_DELETION_TTL_MS) and enqueues its e-mail in one transaction. Returns the address it
 * went to. Deletes nothing.
 */
export async function requestAccountDeletion(
  db: Db,
  userId: number,
  currentPassword: string,
  config: Pick<Config, 'sessionSecret'>,
  context: PasswordCheckContext,
): Promise<string> {
  const row = await userById(db, userId);
  if (row === undefined || row.deletedAt !== null) throw notFound();
  if (row.isTestUser) throw forbidden(ACCOUNT_DATA_MESSAGES.requestFailed);
  await checkCurrentPassword(row, currentPassword, context);
  const refusal = accountDeletionRefusal(await deletionBlockers(db, userId));
  if (refusal !== null) throw conflict(refusal);
  const seed = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(accountDeletionTokenFromSeed(config.sessionSecret, seed));
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(accountDeletionTokens)
      .where(
        and(
          eq(accountDeletionTokens.userId, userId),
          gt(accountDeletionTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (Number(recent?.n ?? 0) >= ACCOUNT_DELETION_LINKS_PER_ACCOUNT) throw tooManyRequests(60 * 60 * 1000);
    await tx
      .update(accountDeletionTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountDeletionTokens.userId, userId), isNull(accountDeletionTokens.usedAt)));
    const [created] = await tx
      .insert(accountDeletionTokens)
      .values({
        userId,
        tokenHash,
        expiresAt: sql`now() + ${`${ACCOUNT_DELETION_TTL_MS} milliseconds`}::interval`,
      })
      .returning({ expiresAt: accountDeletionTokens.expiresAt });
    await enqueue(
      tx,
      {
        kind: 'account-deletion-confirm',
        payload: {
          to: row.email,
          name: greetingName(row),
          seed,
          expiresAt: (created?.expiresAt ?? new Date(Date.now() + ACCOUNT_DELETION_TTL_MS)).toISOString(),
        },
      },
      `account-deletion-confirm:${tokenHash}`,
    );
  });
  return row.email;
}

/**
 * Deletes the account of a deletion link's `token` (see the module note) in one transaction: 400
 * ACCOUNT_DATA_MESSAGES.linkInvalid for an unknown, used, expired or voided token (and for the
 * demo account); 409 accountDeletionRefusal when something opened since the link was sent (the
 * link stays usable until it expires). Once committed, the photos of the user's return requests
 * are removed from `storage` (decision 076; a failed removal leaves unreferenced files, never an
 * error). Returns the deleted user's id.
 */
export async function confirmAccountDeletion(db: Db, token: string, storage: ImageStorage): Promise<number> {
  const tokenHash = hashToken(token);
  const usable = sql`${accountDeletionTokens.tokenHash} = ${tokenHash} AND ${accountDeletionTokens.usedAt} IS NULL AND ${accountDeletionTokens.expiresAt} > now()`;
  let returnPhotos: string[] = [];
  const deletedId = await db.transaction(async (tx) => {
    // The single use: only one request can move used_at from NULL (a refusal below rolls it back).
    const [used] = await tx
      .update(accountDeletionTokens)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ userId: accountDeletionTokens.userId });
    if (used === undefined) throw badRequest(ACCOUNT_DATA_MESSAGES.linkInvalid);
    const [account] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update');
    if (account === undefined || account.isTestUser || account.deletedAt !== null)
      throw badRequest(ACCOUNT_DATA_MESSAGES.linkInvalid);
    const refusal = accountDeletionRefusal(await deletionBlockers(tx, account.id));
    if (refusal !== null) throw conflict(refusal);
    const greeting = greetingName(account);
    await withdrawListings(tx, account.id);
    await eraseReviews(tx, account.id);
    await eraseCart(tx, account.id);
    await eraseBookmarks(tx, account.id);
    await eraseAddresses(tx, account.id);
    await anonymiseBuyerOrders(tx, account.id);
    returnPhotos = await anonymiseReturnRequests(tx, account.id);
    await anonymiseReports(tx, account.id);
    await anonymisePayoutAccount(tx, account.id);
    await forgetMessagingOf(tx, account.id);
    await forgetMailTo(tx, account.email);
    await eraseAccountRow(tx, account.id);
    const [after] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, account.id));
    await enqueue(
      tx,
      {
        kind: 'account-deleted',
        payload: {
          to: account.email.trim().toLowerCase(),
          name: greeting,
          deletedAt: (after?.deletedAt ?? new Date()).toISOString(),
        },
      },
      `account-deleted:${account.id}`,
    );
    return account.id;
  });
  await removeImages(storage, uploadedKeysOf(returnPhotos));
  return deletedId;
}
