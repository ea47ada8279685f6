/**
 * Account recovery and the password change (decision 024):
 * - requestPasswordReset: always `{ success: true }` (no enumeration), after the per-address
 *   limit (RESET_REQUESTS_PER_ADDRESS per client address, shared by every process through
 *   platform/limits.ts: 429 MESSAGES.server.tooManyRequests with Retry-After, the same for
 *   every e-mail address);
 * - confirmPasswordReset: sets the new password from a link's token, ends every session of the
 *   account, reactivates it; does not sign in;
 * - confirmEmailChange: makes a new e-mail address the account's with the link sent to it
 *   (decision 044, modules/accounts/email-change.ts);
 * - changePassword: needs the current password (throttled with the sign-ins of the same account
 *   and address); ends every other session of the user.
 * The rules live in modules/accounts/password-reset.ts and modules/accounts/users.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { confirmEmailChange } from './email-change.ts';
import { DEVICE_COOKIE } from '../../platform/limits.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { changePassword } from './users.ts';

/** Registers requestPasswordReset, confirmPasswordReset and changePassword. */
export const accountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, limits }) => {
  defineRoute(app, 'requestPasswordReset', async ({ request, reply, body }) => {
    await limits.passwordResetRequest(request.ip);
    await requestPasswordReset(db, body.email, config);
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  defineRoute(app, 'confirmPasswordReset', async ({ reply, body }) => {
    await confirmPasswordReset(db, body.token, body.password, config);
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  // The link sent to a new e-mail address (decision 044): anyone holding it may use it.
  defineRoute(app, 'confirmEmailChange', async ({ request, reply, body, viewer }) => {
    await viewer(); // the confirming browser's session stays signed in when it is the account's
    await confirmEmailChange(db, body.token, request.shopSession?.id ?? null);
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  defineRoute(app, 'changePassword', async ({ request, body, user }) => {
    await changePassword(db, user.id, request.shopSession?.id ?? null, body, config, {
      limits,
      address: request.ip,
      device: request.cookies[DEVICE_COOKIE],
    });
    return { success: true };
  });
};
