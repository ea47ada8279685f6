/**
 * register, login, logout (spec section 7), and get-csrf-token (Django's convention:
 * sets the csrftoken cookie if missing and answers the token; contract-test scenario). A successful register or login opens a fresh
 * server-side session (the previous one, if any, is deleted: rotation) and sets the `sid`
 * (HttpOnly) and `csrftoken` cookies, and merges the visitor's guest cart and bookmarks into the
 * account in the same transaction (decision 032); logout deletes the session and clears both cookies.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  clearSessionCookies,
  cookieSecure,
  ensureCsrfCookie,
  setSessionCookies,
} from '../../platform/http/context.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { clearGuestCookie, guestToken } from '../guests/index.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { mergeGuestInto } from '../guests/index.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from '../../platform/limits.ts';
import { PASSKEY_MESSAGES } from '@shop/contract';
import { requestOrigin } from '../../platform/http/origin.ts';
import { findPasskey, passkeyRefused, takeChallenge, verifyPasskeySignIn } from './passkeys.ts';
import { createSession, deleteSession } from './sessions.ts';
import { authenticate, registerUser, toContractUser } from './users.ts';

/** Registers the auth endpoints. */
export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, limits }) => {
  /**
   * Opens a fresh session for `user` (rotation: the request's old session is deleted) and, in the
   * same transaction, merges the visitor's guest cart and bookmarks into the account (decision
   * 032: mergeGuestInto, at most once), then sets the session cookies and clears the guest cookie.
   * The demo user gets no merge (it is refused cart and bookmark changes): the guest cart stays.
   */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: number; isTestUser: boolean },
  ): Promise<void> {
    const guest = user.isTestUser ? undefined : guestToken(request);
    const token = await db.transaction(async (tx) => {
      const opened = await createSession(tx, user.id, config, request.cookies[SESSION_COOKIE]);
      await mergeGuestInto(tx, user.id, guest);
      return opened;
    });
    setSessionCookies(request, reply, config, token);
    if (guest !== undefined) clearGuestCookie(request, reply, config);
  }

  /**
   * Gives this browser a device cookie for `account` (DEVICE_COOKIE, decision 044): later sign-ins
   * to that account from it are not subject to the per-account cap. Path /api/, HttpOnly.
   */
  function trustDevice(request: FastifyRequest, reply: FastifyReply, account: string): void {
    reply.setCookie(DEVICE_COOKIE, limits.deviceCookie(account), {
      path: '/api/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request, config),
      maxAge: Math.floor(DEVICE_COOKIE_MAX_AGE_MS / 1000),
    });
  }

  // Sign-up attempts per client address per hour (decision 044): every attempt counts, whatever
  // its outcome (a body that is not JSON, breaks the contract or names a taken e-mail too), before
  // the body is parsed or the password hashed: the route's onRequest hook runs after the app's
  // guard (onRequest, app.ts) and before Fastify parses the body; 429 with Retry-After.
  defineRoute(
    app,
    'register',
    async ({ request, reply, body }) => {
      const row = await registerUser(db, body, config);
      await openSession(request, reply, row);
      trustDevice(request, reply, body.email);
      reply.status(201);
      return { success: true, user: toContractUser(row) };
    },
    { onRequest: async (request) => limits.registrationAttempt(request.ip) },
  );

  // Throttled per (account, address) pair, per address, and per account for clients without a
  // device cookie of the account (platform/limits.ts, decisions 025 and 044). A successful sign-in
  // gives this browser a device cookie for the account it named.
  defineRoute(app, 'login', async ({ request, reply, body }) => {
    const device = request.cookies[DEVICE_COOKIE];
    const row = await authenticate(
      db,
      body.email,
      body.password,
      { limits, address: request.ip, device },
      config,
    );
    await openSession(request, reply, row);
    trustDevice(request, reply, body.email);
    return { success: true, user: toContractUser(row) };
  });

  // Sign-in with a passkey (decision 070): the same session, cookies and guest merge as login, under
  // the same throttle: the (account, address) pair, the address's ceiling and the account's cap
  // (a credential the shop does not know counts against the address under its own key). The
  // challenge is taken first, whatever passkey answers it (400 challengeExpired), as in the mocks:
  // an unknown or inactive passkey uses its challenge up too.
  defineRoute(app, 'passkeyLogin', async ({ request, reply, body }) => {
    const expectedChallenge = await takeChallenge(
      db,
      body.response.response.clientDataJSON,
      'authentication',
      null,
      app.clock.now(),
    );
    const found = await findPasskey(db, body.response.id);
    const account = found?.user.email ?? `passkey:${body.response.id}`;
    const rp = { name: config.shopName, origin: requestOrigin(request, config) };
    let unknown = false;
    const right = await limits.passwordAttempt(
      account,
      request.ip,
      async () => {
        if (found === undefined || !found.user.isActive) {
          unknown = true;
          return false;
        }
        return verifyPasskeySignIn(
          db,
          found,
          body.response,
          expectedChallenge,
          rp,
          config.sessionSecret,
          app.clock.now(),
        );
      },
      request.cookies[DEVICE_COOKIE],
    );
    if (!right || found === undefined)
      throw passkeyRefused(unknown ? PASSKEY_MESSAGES.unknownPasskey : PASSKEY_MESSAGES.notVerified);
    await openSession(request, reply, found.user);
    trustDevice(request, reply, found.user.email);
    return { success: true, user: toContractUser(found.user) };
  });

  defineRoute(app, 'getCsrfToken', async ({ request, reply, viewer }) => {
    await viewer(); // the token is bound to the session, when there is one
    const csrfToken = ensureCsrfCookie(request, reply, config);
    reply.header('Cache-Control', 'no-store');
    return { success: true, csrfToken };
  });

  defineRoute(app, 'logout', async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined && token !== '') await deleteSession(db, token);
    clearSessionCookies(request, reply, config);
    return { success: true };
  });
};
