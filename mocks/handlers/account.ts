/**
 * Account handlers (the server's routes/account.ts and services/password-reset.ts):
 * - requestPasswordReset: always `{ success: true }`, whether or not the address has an account
 *   (no enumeration); an account other than the demo account gets a single-use link, valid for
 *   PASSWORD_RESET_TTL_MS, at most RESET_LINKS_PER_ACCOUNT an hour (over it: the same answer,
 *   nothing sent); over RESET_REQUESTS_PER_ADDRESS requests: 429 MESSAGES.server.tooManyRequests.
 *   The link is a message in `db.mailbox` (and a console line in the browser, see db.sendMail);
 * - confirmPasswordReset: 400 MESSAGES.account.resetInvalid for an unknown, used or expired
 *   token (checked first), then the new-password rule; sets the password, voids the account's
 *   other links, reactivates the account, ends every session of it and removes its passkeys
 *   (decision 070); does not sign in;
 * - confirmEmailChange (decision 044): 400 MESSAGES.account.emailChangeInvalid for an unknown,
 *   used, expired or superseded link, 400 emailTaken when the address was taken meanwhile; sets
 *   the address, tells the old one, voids the account's links and ends every session but the one
 *   that asked (and the confirming one);
 * - changePassword: 400 MESSAGES.account.currentPasswordWrong, then the new-password rule; voids
 *   every open reset and e-mail change link; ends every OTHER session of the user (this one stays
 *   signed in).
 * - sendContactMessage (decision 048): the message to the support address, rate-limited.
 * `checkNewPassword` is the new-password rule of register, reset and change.
 */
import { DEFAULT_SHOP_NAME, DEFAULT_SUPPORT_EMAIL, MESSAGES } from '@shop/contract';
import { db, type DbEmailChangeToken } from '../db.ts';
import {
  createResetToken,
  publicNameOf,
  takeContactMessage,
  takeResetRequest,
  usableEmailChangeToken,
  usableResetToken,
  voidAccountLinks,
} from '../store/accounts.ts';
import { setSellerListingsActive } from '../store/catalogue.ts';
import { deleteOtherSessionsOf, deleteSessionsOf } from '../store/sessions.ts';
import { HttpError, badRequest, route } from './http.ts';

/**
 * The one rule for every new password (register, reset, change; the server's checkNewPassword,
 * decision 044): the contract's newPasswordProblem (@shop/contract/password-strength, loaded on
 * first use so the mocks' browser bundle does not carry zxcvbn's dictionaries until a password is
 * set). `userInputs` are the account's own e-mail and names. Rejects with HttpError 400.
 */
export async function checkNewPassword(password: string, userInputs: readonly string[] = []): Promise<void> {
  const { newPasswordProblem } = await import('@shop/contract/password-strength');
  const problem = newPasswordProblem(password, userInputs);
  if (problem !== null) throw badRequest(problem);
}

/** The shop's name in message subjects: the contract's default, as the server's without SHOP_NAME (decision 048). */
const SHOP_NAME = DEFAULT_SHOP_NAME;

/** Where contact-form messages go: the server's SUPPORT_EMAIL default. */
export const MOCK_SUPPORT_EMAIL = DEFAULT_SUPPORT_EMAIL;

/** The origin links in messages start with: the page's in the browser, else http://localhost. */
function origin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

/** The storefront page that sets a new password with `token` (the server's resetLink). */
export function resetLink(token: string): string {
  return `${origin()}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Records the 'email-changed' message to the OLD address `to` of an account (users.ts). */
export function sendEmailChanged(to: string, name: string): void {
  const link = `${origin()}/contact`;
  db.sendMail({
    kind: 'email-changed',
    to: to.trim().toLowerCase(),
    subject: `${SHOP_NAME}: your e-mail address was changed`,
    text: [
      `Hello ${name},`,
      `The e-mail address of your ${SHOP_NAME} account was changed on ${new Date().toUTCString()}. From now on we write to the new address only.`,
      'If you did not make this change, someone else may have your password: contact us straight away.',
      link,
    ].join('\n\n'),
    link,
  });
}

/** The storefront page that confirms a new e-mail address with `token` (the server's emailChangeLink). */
export function emailChangeLink(token: string): string {
  return `${origin()}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** Records the 'email-change-confirm' message to the NEW address of `pending` (decision 044). */
export function sendEmailChangeConfirm(pending: DbEmailChangeToken, name: string): void {
  const link = emailChangeLink(pending.token);
  db.sendMail({
    kind: 'email-change-confirm',
    to: pending.newEmail,
    subject: `${SHOP_NAME}: confirm your new e-mail address`,
    text: [
      `Hello ${name},`,
      `Someone (we hope you) asked to use this address for a ${SHOP_NAME} account. The link below confirms it; it works once, for 24 hours.`,
      link,
      'Until you confirm, we keep writing to the current address. Confirming signs the account out on every other device.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n\n'),
    link,
  });
}

/** requestPasswordReset, confirmPasswordReset, confirmEmailChange, changePassword, sendContactMessage. */
export const accountHandlers = [
  // The contact form (decision 048, the server's routes/contact.ts): the message goes to the
  // support address; over CONTACT_MESSAGES_PER_ADDRESS: 429.
  route('sendContactMessage', ({ body }) => {
    if (!takeContactMessage(db)) throw new HttpError(429, MESSAGES.server.tooManyRequests);
    const senderName = `${body.first_name} ${body.last_name}`.trim();
    const senderEmail = body.email.trim().toLowerCase();
    db.sendMail({
      kind: 'contact-message',
      to: MOCK_SUPPORT_EMAIL,
      subject: `${SHOP_NAME}: message from ${senderName} via the contact form`,
      text: [`From: ${senderName}`, `E-mail: ${senderEmail}`, body.message].join('\n\n'),
      link: `mailto:${senderEmail}`,
    });
    return { body: { success: true } };
  }),
  route('requestPasswordReset', ({ body }) => {
    if (!takeResetRequest(db)) throw new HttpError(429, MESSAGES.server.tooManyRequests);
    const row = db.userByEmail(body.email);
    // No link for the demo account, nor for one staff deactivated (decision 024).
    const token =
      row && !row.user.customer.is_test_user && row.deactivatedByStaff !== true
        ? createResetToken(db, row.user.id)
        : undefined;
    if (row && token) {
      const link = resetLink(token.token);
      db.sendMail({
        kind: 'password-reset',
        to: row.user.email.trim().toLowerCase(),
        subject: `${SHOP_NAME}: reset your password`,
        text: [
          `Hello ${row.user.first_name.trim() || publicNameOf(row)},`,
          `Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account. The link below works once, for one hour.`,
          link,
          'Setting a new password signs you out everywhere, removes your passkeys, and reactivates the account if it was deactivated.',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n\n'),
        link,
      });
    }
    return { body: { success: true } };
  }),
  route('confirmPasswordReset', async ({ body }) => {
    const found = usableResetToken(db, body.token);
    if (!found) throw badRequest(MESSAGES.account.resetInvalid);
    await checkNewPassword(body.password);
    const row = db.userById(found.userId);
    if (!row || row.deactivatedByStaff === true) throw badRequest(MESSAGES.account.resetInvalid);
    voidAccountLinks(db, row.user.id);
    row.password = body.password;
    row.user = { ...row.user, is_active: true, updated_at: new Date().toISOString() };
    setSellerListingsActive(db, row.user.id, true); // decision 045
    deleteSessionsOf(db, row.user.id);
    // A passkey added by whoever held the account goes with the old password (decision 070).
    db.passkeys = db.passkeys.filter((p) => p.userId !== row.user.id);
    return { body: { success: true } };
  }),
  route('confirmEmailChange', ({ body, session }) => {
    const found = usableEmailChangeToken(db, body.token);
    const row = found ? db.userById(found.userId) : undefined;
    // An account staff closed keeps its address: no link may move it (decisions 024, 044).
    if (!found || !row || row.deactivatedByStaff === true)
      throw badRequest(MESSAGES.account.emailChangeInvalid);
    if (db.users.some((u) => u !== row && u.user.email.toLowerCase() === found.newEmail)) {
      found.usedAt = new Date().toISOString();
      throw badRequest(MESSAGES.server.emailTaken);
    }
    const old = row.user.email;
    row.user = { ...row.user, email: found.newEmail, updated_at: new Date().toISOString() };
    voidAccountLinks(db, row.user.id);
    const keep = new Set([found.sessionToken, session?.token].filter((t) => t != null));
    db.sessions = db.sessions.filter((s) => s.userId !== row.user.id || keep.has(s.token));
    db.persist();
    sendEmailChanged(old, row.user.first_name.trim() || publicNameOf(row));
    return { body: { success: true } };
  }),
  route('changePassword', async ({ body, user, session }) => {
    if (user.password !== body.current_password) throw badRequest(MESSAGES.account.currentPasswordWrong);
    await checkNewPassword(body.new_password, [user.user.email, user.user.first_name, user.user.last_name]);
    voidAccountLinks(db, user.user.id);
    user.password = body.new_password;
    user.user = { ...user.user, updated_at: new Date().toISOString() };
    if (session) deleteOtherSessionsOf(db, user.user.id, session);
    else deleteSessionsOf(db, user.user.id);
    return { body: { success: true } };
  }),
];
