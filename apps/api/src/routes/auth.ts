/**
 * register, login, logout (spec section 7), and get-csrf-token (issue 9, Django's convention:
 * sets the csrftoken cookie if missing and answers the token; contract-test scenario). A successful register or login opens a fresh
 * server-side session (the previous one, if any, is deleted: rotation) and sets the `sid`
 * (HttpOnly) and `csrftoken` cookies; logout deletes the session and clears both cookies.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE, clearSessionCookies, ensureCsrfCookie, setSessionCookies } from '../http/context.ts';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { createSession, deleteSession } from '../services/sessions.ts';
import { authenticate, registerUser, toContractUser } from '../services/users.ts';

/** Registers the auth endpoints. */
export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, limits }) => {
  // New accounts per client address per hour (issue 12): 429 with Retry-After; failures do not count.
  defineRoute(app, 'register', async ({ request, reply, body }) => {
    const row = await limits.counted('registration', request.ip, () => registerUser(db, body, config));
    const token = await createSession(db, row.id, config, request.cookies[SESSION_COOKIE]);
    setSessionCookies(request, reply, config, token);
    reply.status(201);
    return { success: true, user: toContractUser(row) };
  });

  // Throttled per (account, address) pair and per address (services/limits.ts, decision 025).
  defineRoute(app, 'login', async ({ request, reply, body }) => {
    const row = await authenticate(db, body.email, body.password, { limits, address: request.ip }, config);
    const token = await createSession(db, row.id, config, request.cookies[SESSION_COOKIE]);
    setSessionCookies(request, reply, config, token);
    return { success: true, user: toContractUser(row) };
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
