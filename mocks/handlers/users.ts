/**
 * User handlers (spec section 7): read and update your own profile only (403 for anyone else).
 * Update takes the editable fields of the contract's UpdateUserRequest; every other field of the
 * body (id, customer, date_joined, ...) is ignored. E-mail stays unique (400 emailTaken).
 * As the server's accounts module (updateProfile):
 * - an `email` different from the current address needs `current_password` (400
 *   MESSAGES.account.currentPasswordRequired without it, 400 currentPasswordWrong when wrong,
 *   both checked before anything else). Decision 044: the address does not change yet; a
 *   confirmation link goes to the new one (sendEmailChangeConfirm; 429 over
 *   EMAIL_CHANGE_LINKS_PER_ACCOUNT an hour) and the answer's `pending_email` names it;
 * - `display_name` is the public name; empty goes back to the default (first name, last initial),
 *   and `user.display_name` always shows the name in use;
 * - `is_active: false` deactivates the account and ends every session of it.
 */
import { MESSAGES, isLegacyDemoEmail, type UpdateUserRequest } from '@shop/contract';
import { db, type DbUser } from '../db.ts';
import { createEmailChangeToken, publicNameOf } from '../store/accounts.ts';
import { setSellerListingsActive } from '../store/catalogue.ts';
import { deleteSessionsOf } from '../store/sessions.ts';
import { sendEmailChangeConfirm } from './account.ts';
import { HttpError, badRequest, forbidden, notFound, route } from './http.ts';

/** The profile fields copied as given (display_name, email and current_password have rules). */
const PLAIN_FIELDS = [
  'username',
  'first_name',
  'last_name',
  'phone',
  'address',
  'city',
  'postcode',
  'is_active',
] as const satisfies readonly (keyof UpdateUserRequest)[];

function self(id: number, me: DbUser): DbUser {
  if (id === me.user.id) return me;
  if (!db.userById(id)) throw notFound();
  throw forbidden();
}

/** getUser, updateUser. */
export const usersHandlers = [
  route('getUser', ({ params, user }) => ({
    body: { success: true, user: self(params.id, user).user },
  })),
  route('updateUser', ({ params, body, user, session }) => {
    const row = self(params.id, user);
    const before = row.user;
    const email = body.email?.trim().toLowerCase();
    const emailChanges = email !== undefined && email !== before.email.trim().toLowerCase();
    if (emailChanges && isLegacyDemoEmail(email)) throw badRequest(MESSAGES.server.emailTaken);
    if (emailChanges) {
      if (body.current_password === undefined || body.current_password === '')
        throw badRequest(MESSAGES.account.currentPasswordRequired);
      if (body.current_password !== row.password) throw badRequest(MESSAGES.account.currentPasswordWrong);
    }
    if (emailChanges && db.users.some((u) => u !== row && u.user.email.toLowerCase() === email)) {
      throw badRequest(MESSAGES.server.emailTaken);
    }
    const username = body.username?.toLowerCase();
    if (
      username !== undefined &&
      db.users.some((u) => u !== row && u.user.username.toLowerCase() === username)
    ) {
      throw badRequest(`${MESSAGES.server.invalidRequest} username: is already taken`);
    }
    const pending = emailChanges
      ? createEmailChangeToken(db, row.user.id, email, session?.token ?? null)
      : undefined;
    if (emailChanges && pending === undefined) throw new HttpError(429, MESSAGES.server.tooManyRequests);
    const changes = Object.fromEntries(
      PLAIN_FIELDS.flatMap((key) => (body[key] === undefined ? [] : [[key, body[key]]])),
    );
    if (body.display_name !== undefined) row.chosenDisplayName = body.display_name.trim() || null;
    row.user = {
      ...before,
      ...changes,
      updated_at: new Date().toISOString(),
    };
    row.user.display_name = publicNameOf(row);
    if (pending !== undefined)
      sendEmailChangeConfirm(pending, row.user.first_name.trim() || publicNameOf(row));
    if (before.is_active && !row.user.is_active) deleteSessionsOf(db, row.user.id);
    // Their listings leave sale with the account and come back with it (decision 045).
    if (before.is_active !== row.user.is_active) setSellerListingsActive(db, row.user.id, row.user.is_active);
    return {
      body: {
        success: true,
        user: row.user,
        ...(pending === undefined ? {} : { pending_email: pending.newEmail }),
      },
    };
  }),
];
