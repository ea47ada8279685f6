/**
 * Account recovery and the password change (issue 13, decision 024):
 * - requestPasswordReset: always `{ success: true }` (no enumeration), after the per-address
 *   limit (RESET_REQUESTS_PER_ADDRESS per client address, in memory per process: 429
 *   MESSAGES.server.tooManyRequests, the same for every e-mail address);
 * - confirmPasswordReset: sets the new password from a link's token, ends every session of the
 *   account, reactivates it; does not sign in;
 * - changePassword: needs the current password; ends every other session of the user.
 * The rules live in services/password-reset.ts and services/users.ts.
 */
import { MESSAGES } from '@shop/api-client/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { httpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import {
  confirmPasswordReset,
  createResetRequestLimiter,
  requestPasswordReset,
} from '../services/password-reset.ts';
import { changePassword } from '../services/users.ts';

/** Registers requestPasswordReset, confirmPasswordReset and changePassword. */
export const accountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const perAddress = createResetRequestLimiter();

  defineRoute(app, 'requestPasswordReset', async ({ request, reply, body }) => {
    if (!perAddress.take(request.ip)) throw httpError(429, MESSAGES.server.tooManyRequests);
    await requestPasswordReset(db, body.email, config);
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  defineRoute(app, 'confirmPasswordReset', async ({ reply, body }) => {
    await confirmPasswordReset(db, body.token, body.password, config);
    reply.header('Cache-Control', 'no-store');
    return { success: true };
  });

  defineRoute(app, 'changePassword', async ({ request, body, user }) => {
    await changePassword(db, user.id, request.shopSession?.id ?? null, body, config, request.ip);
    return { success: true };
  });
};
