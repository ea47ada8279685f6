/**
 * 'Your data' (decision 073) over the mocks' tables (store/account-data.ts), as the server's
 * modules/account-data answers it:
 * - getAccountData: the JSON attachment (accountDataDisposition), never cached;
 * - getAccountDeletion: the reasons a deletion is refused now;
 * - requestAccountDeletion: 400 currentPasswordWrong, 409 accountDeletionRefusal, 429 over
 *   ACCOUNT_DELETION_LINKS_PER_ACCOUNT an hour, else the link in the mailbox (the demo user is
 *   refused by `route`, the contract's testUserBlocked);
 * - confirmAccountDeletion: 400 linkInvalid, 409 accountDeletionRefusal, else the erasure; the
 *   session cookies are cleared when the confirming browser was the account's.
 */
import {
  ACCOUNT_DATA_MESSAGES,
  DEFAULT_SHOP_NAME,
  MESSAGES,
  accountDataDisposition,
  accountDeletionRefusal,
} from '@shop/contract';
import { db } from '../db.ts';
import {
  accountDataOf,
  createDeletionToken,
  deletionBlockersOf,
  eraseAccount,
  usableDeletionToken,
} from '../store/account-data.ts';
import { publicNameOf } from '../store/accounts.ts';
import { HttpError, badRequest, clearedSessionCookies, conflict, route } from './http.ts';

/** The storefront page that deletes an account with `token` (the server's accountDeletionLink). */
function accountDeletionLink(token: string): string {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return `${origin}/delete-account?token=${encodeURIComponent(token)}`;
}

/** getAccountData, getAccountDeletion, requestAccountDeletion, confirmAccountDeletion. */
export const accountDataHandlers = [
  route('getAccountData', ({ user }) => {
    const now = new Date();
    return new Response(JSON.stringify(accountDataOf(db, user.user.id, now)), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': accountDataDisposition(user.user.id, now),
        'Cache-Control': 'private, no-store',
      },
    });
  }),
  route('getAccountDeletion', ({ user }) => ({
    body: { success: true, blockers: deletionBlockersOf(db, user.user.id) },
  })),
  route('requestAccountDeletion', ({ body, user }) => {
    if (user.password !== body.current_password) throw badRequest(MESSAGES.account.currentPasswordWrong);
    const refusal = accountDeletionRefusal(deletionBlockersOf(db, user.user.id));
    if (refusal !== null) throw conflict(refusal);
    const token = createDeletionToken(db, user.user.id);
    if (!token) throw new HttpError(429, MESSAGES.server.tooManyRequests);
    const link = accountDeletionLink(token.token);
    const to = user.user.email.trim().toLowerCase();
    db.sendMail({
      kind: 'account-deletion-confirm',
      to,
      subject: `${DEFAULT_SHOP_NAME}: confirm the deletion of your account`,
      text: [
        `Hello ${user.user.first_name.trim() || publicNameOf(user)},`,
        `Someone (we hope you) asked to delete your ${DEFAULT_SHOP_NAME} account. The link below deletes it; it works once, for one hour.`,
        link,
      ].join('\n\n'),
      link,
    });
    db.persist();
    return { body: { success: true, sent_to: to } };
  }),
  route('confirmAccountDeletion', ({ body, user }) => {
    const found = usableDeletionToken(db, body.token);
    const row = found ? db.userById(found.userId) : undefined;
    if (!found || !row || row.user.customer.is_test_user || row.deletedAt !== undefined)
      throw badRequest(ACCOUNT_DATA_MESSAGES.linkInvalid);
    const refusal = accountDeletionRefusal(deletionBlockersOf(db, row.user.id));
    if (refusal !== null) throw conflict(refusal);
    const to = row.user.email.trim().toLowerCase();
    const name = row.user.first_name.trim() || publicNameOf(row);
    const signedInHere = user?.user.id === row.user.id;
    eraseAccount(db, row.user.id);
    db.sendMail({
      kind: 'account-deleted',
      to,
      subject: `${DEFAULT_SHOP_NAME}: your account has been deleted`,
      text: `Hello ${name},\n\nYour ${DEFAULT_SHOP_NAME} account was deleted.`,
      link: '',
    });
    db.persist();
    return { body: { success: true }, ...(signedInHere ? { setCookies: clearedSessionCookies() } : {}) };
  }),
];
