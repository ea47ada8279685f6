/**
 * Account handlers of issue 13 (the server's routes/account.ts and services/password-reset.ts):
 * - requestPasswordReset: always `{ success: true }`, whether or not the address has an account
 *   (no enumeration); an account other than the demo account gets a single-use link, valid for
 *   PASSWORD_RESET_TTL_MS, at most RESET_LINKS_PER_ACCOUNT an hour (over it: the same answer,
 *   nothing sent); over RESET_REQUESTS_PER_ADDRESS requests: 429 MESSAGES.server.tooManyRequests.
 *   The link is a message in `db.mailbox` (and a console line in the browser, see db.sendMail);
 * - confirmPasswordReset: 400 MESSAGES.account.resetInvalid for an unknown, used or expired
 *   token (checked first), then the new-password rule; sets the password, voids the account's
 *   other links, reactivates the account and ends every session of it; does not sign in;
 * - changePassword: 400 MESSAGES.account.currentPasswordWrong, then the new-password rule; ends
 *   every OTHER session of the user (this one stays signed in).
 * - sendContactMessage (decision 048): the message to the support address, rate-limited.
 * `checkNewPassword` is the new-password rule of register, reset and change.
 */
import {
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  MAX_PASSWORD_LENGTH,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
} from '@shop/api-client/contract';
import { db } from '../db.ts';
import { HttpError, badRequest, route } from './http.ts';

/**
 * The common passwords the mocks refuse (400 MESSAGES.account.passwordCommon): a few of the most
 * common ones of 8+ characters. The server refuses about 49,000 (the `passwords-common` list of
 * @zxcvbn-ts/language-common, too big to ship to the browser), every one of these among them, so
 * a password the mocks refuse the server refuses too (contract scenarios use only these).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'passpass',
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  'qwertyuiop',
  'qwertyui',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'qwer1234',
  '1234qwer',
  'q1w2e3r4',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  '1qazxsw2',
  'qazwsxedc',
  '123qweasd',
  'asdfghjkl',
  'asdfasdf',
  'asdf1234',
  'abcd1234',
  'abc12345',
  'iloveyou',
  'iloveyou1',
  'iloveyou2',
  'sunshine',
  'football',
  'baseball',
  'basketball',
  'superman',
  'trustno1',
  'princess',
  'starwars',
  'whatever',
  'computer',
  'changeme',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'admin123',
  'monkey123',
  'dragon123',
]);

/** True when `password` (ignoring case and surrounding spaces) is on COMMON_PASSWORDS. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.normalize('NFKC').trim().toLowerCase());
}

/**
 * The one rule for every new password (register, reset, change; the server's checkNewPassword):
 * MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters (the contract's NewPassword schema says
 * so first) and not common (400 MESSAGES.account.passwordCommon). Throws HttpError 400.
 */
export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(MESSAGES.server.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) throw badRequest(MESSAGES.server.invalidRequest);
  if (isCommonPassword(password)) throw badRequest(MESSAGES.account.passwordCommon);
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

/** requestPasswordReset, confirmPasswordReset, changePassword, sendContactMessage. */
export const accountHandlers = [
  // The contact form (decision 048, the server's routes/contact.ts): the message goes to the
  // support address; over CONTACT_MESSAGES_PER_ADDRESS: 429.
  route('sendContactMessage', ({ body }) => {
    if (!db.takeContactMessage()) throw new HttpError(429, MESSAGES.server.tooManyRequests);
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
    if (!db.takeResetRequest()) throw new HttpError(429, MESSAGES.server.tooManyRequests);
    const row = db.userByEmail(body.email);
    // No link for the demo account, nor for one staff deactivated (decision 024).
    const token =
      row && !row.user.customer.is_test_user && row.deactivatedByStaff !== true
        ? db.createResetToken(row.user.id)
        : undefined;
    if (row && token) {
      const link = resetLink(token.token);
      db.sendMail({
        kind: 'password-reset',
        to: row.user.email.trim().toLowerCase(),
        subject: `${SHOP_NAME}: reset your password`,
        text: [
          `Hello ${row.user.first_name.trim() || db.publicNameOf(row)},`,
          `Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account. The link below works once, for one hour.`,
          link,
          'Setting a new password signs you out everywhere, and reactivates the account if it was deactivated.',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n\n'),
        link,
      });
    }
    return { body: { success: true } };
  }),
  route('confirmPasswordReset', ({ body }) => {
    const found = db.usableResetToken(body.token);
    if (!found) throw badRequest(MESSAGES.account.resetInvalid);
    checkNewPassword(body.password);
    const row = db.userById(found.userId);
    if (!row || row.deactivatedByStaff === true) throw badRequest(MESSAGES.account.resetInvalid);
    db.useResetTokensOf(row.user.id);
    row.password = body.password;
    row.user = { ...row.user, is_active: true, updated_at: new Date().toISOString() };
    db.deleteSessionsOf(row.user.id);
    return { body: { success: true } };
  }),
  route('changePassword', ({ body, user, session }) => {
    if (user.password !== body.current_password) throw badRequest(MESSAGES.account.currentPasswordWrong);
    checkNewPassword(body.new_password);
    user.password = body.new_password;
    user.user = { ...user.user, updated_at: new Date().toISOString() };
    if (session) db.deleteOtherSessionsOf(user.user.id, session);
    else db.deleteSessionsOf(user.user.id);
    return { body: { success: true } };
  }),
];
