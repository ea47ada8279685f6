/**
 * Auth handlers (spec section 7): register, login, logout; get-csrf-token (the session's
 * token, or for a visitor the csrftoken cookie's, else a new random one set as the cookie). A successful register or login opens
 * a session: `Set-Cookie: csrftoken=<random>` and `Set-Cookie: mock_session=<token>`. Register
 * applies the new-password rule first (a common password is 400 passwordCommon). Both
 * merge the visitor's guest cart and bookmarks into the account (decision 032) and clear the
 * guest cookie.
 */
import {
  CSRF_COOKIE,
  DEMO_ACCOUNT,
  MESSAGES,
  PASSKEY_MESSAGES,
  displayName,
  isLegacyDemoEmail,
  isLegacyDemoSignIn,
  type User,
} from '@shop/contract';
import { db, randomToken } from '../db.ts';
import { clientData, takeChallenge } from '../store/passkeys.ts';
import { createSession, deleteSession, mergeGuest } from '../store/sessions.ts';
import { checkNewPassword } from './account.ts';
import { GUEST_COOKIE, clearedGuestCookie } from './guests.ts';
import {
  HttpError,
  SESSION_COOKIE,
  badRequest,
  clearedSessionCookies,
  route,
  sessionCookies,
} from './http.ts';

/** A username derived from an e-mail's local part, made unique with a number if needed. */
function uniqueUsername(email: string): string {
  const base = (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user';
  let name = base;
  for (let n = 2; db.users.some((u) => u.user.username === name); n += 1) name = `${base}${n}`;
  return name;
}

/**
 * The visitor's guest cart and bookmarks join account `userId` (decision 032: the contract's
 * mergeGuestCart and mergeBookmarks, db.mergeGuest) and the guest cookie is cleared; the demo user
 * gets no merge (it is refused cart and bookmark changes). Returns the cookies to set.
 */
function mergeGuestOnSignIn(userId: number, isTestUser: boolean, cookies: Record<string, string>): string[] {
  const token = cookies[GUEST_COOKIE];
  if (isTestUser || !token) return [];
  mergeGuest(db, userId, token);
  return [clearedGuestCookie()];
}

/** register, login and logout. */

/**
 * The answer of a sign-in (password or passkey) of `row`: the caller's old session ended, a new
 * one opened, the guest's cart and bookmarks merged (decision 032), as the server's sign-in does.
 */
function signedIn(
  row: NonNullable<ReturnType<typeof db.userByEmail>>,
  session: { token: string } | undefined | null,
  cookies: Parameters<typeof mergeGuestOnSignIn>[2],
) {
  if (session) deleteSession(db, session.token);
  const opened = createSession(db, row.user.id);
  const guestCookies = mergeGuestOnSignIn(row.user.id, row.user.customer.is_test_user, cookies);
  return {
    body: { success: true as const, user: row.user },
    setCookies: [...sessionCookies(opened), ...guestCookies],
  };
}

export const authHandlers = [
  route('register', async ({ body, session, cookies }) => {
    // The original shop's demo address is the demo account's alias (decision 044): taken.
    if (isLegacyDemoEmail(body.email)) throw badRequest(MESSAGES.server.emailTaken);
    await checkNewPassword(body.password, [body.email, body.first_name, body.last_name]);
    if (db.userByEmail(body.email)) throw badRequest(MESSAGES.server.emailTaken);
    const id = db.nextId('user');
    const now = new Date().toISOString();
    const user: User = {
      id,
      customer_id: id,
      username: uniqueUsername(body.email),
      email: body.email.trim().toLowerCase(),
      first_name: body.first_name,
      last_name: body.last_name,
      phone: '',
      address: '',
      city: '',
      postcode: '',
      display_name: displayName(id, body.first_name, body.last_name),
      is_active: true,
      date_joined: now,
      created_at: now,
      updated_at: now,
      customer: { id, is_test_user: false, is_staff: false },
    };
    db.users.push({ user, password: body.password });
    if (session) deleteSession(db, session.token);
    const opened = createSession(db, id);
    const guestCookies = mergeGuestOnSignIn(id, false, cookies);
    return {
      status: 201,
      body: { success: true, user },
      setCookies: [...sessionCookies(opened), ...guestCookies],
    };
  }),
  route('login', ({ body, session, cookies }) => {
    // The original shop's demo credentials sign into the demo account (decision 044).
    const legacyDemo = isLegacyDemoSignIn(body.email, body.password);
    const row = db.userByEmail(legacyDemo ? DEMO_ACCOUNT.email : body.email);
    if (!row || (!legacyDemo && row.password !== body.password) || !row.user.is_active) {
      throw new HttpError(401, MESSAGES.user.invalidCredentials);
    }
    return signedIn(row, session, cookies);
  }),
  // Sign-in with a passkey (decision 070): the session of login. The mocks check the answer's
  // clientDataJSON and that they know the credential; they verify no signature and keep no counter.
  route('passkeyLogin', ({ request, body, session, cookies }) => {
    const data = clientData(body.response.response.clientDataJSON);
    if (data === undefined) throw badRequest(MESSAGES.server.invalidRequest);
    const refused = takeChallenge(db, data.challenge, 'authentication', null);
    if (refused !== undefined) throw badRequest(refused);
    const known = db.passkeys.find((p) => p.credentialId === body.response.id);
    const row = known && db.users.find((u) => u.user.id === known.userId);
    if (!known || !row?.user.is_active) throw new HttpError(401, PASSKEY_MESSAGES.unknownPasskey);
    if (data.type !== 'webauthn.get' || data.origin !== new URL(request.url).origin)
      throw new HttpError(401, PASSKEY_MESSAGES.notVerified);
    known.passkey = { ...known.passkey, last_used_at: new Date().toISOString() };
    return signedIn(row, session, cookies);
  }),
  route('getCsrfToken', ({ session, cookies }) => {
    const current = cookies[CSRF_COOKIE];
    const csrfToken = session
      ? session.csrfToken
      : current !== undefined && current !== ''
        ? current
        : randomToken();
    const setCookies = current === csrfToken ? [] : [`${CSRF_COOKIE}=${csrfToken}; Path=/; SameSite=Lax`];
    return { body: { success: true, csrfToken }, setCookies };
  }),
  route('logout', ({ cookies }) => {
    const token = cookies[SESSION_COOKIE];
    if (token) deleteSession(db, token);
    return { body: { success: true }, setCookies: clearedSessionCookies() };
  }),
];
