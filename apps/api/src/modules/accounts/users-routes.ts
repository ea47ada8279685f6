/** get-user/{id} and update-user/{id} (spec section 7): one's own profile only. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { DEVICE_COOKIE } from '../../platform/limits.ts';
import { getProfile, updateProfile } from './users.ts';

/** Registers the profile endpoints. */
export const usersRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, limits }) => {
  defineRoute(app, 'getUser', async ({ params, user }) => ({
    success: true,
    user: await getProfile(db, params.id, user.id),
  }));
  // A wrong current password (e-mail change) counts with the sign-in failures of the
  // same (account, address) pair (platform/limits.ts). A new e-mail address waits for the link
  // sent to it (decision 044): `pending_email`.
  defineRoute(app, 'updateUser', async ({ params, body, user, request }) => {
    const saved = await updateProfile(db, params.id, user.id, body, {
      limits,
      address: request.ip,
      device: request.cookies[DEVICE_COOKIE],
      sessionId: request.shopSession?.id ?? null,
      config,
    });
    return {
      success: true,
      user: saved.user,
      ...(saved.pendingEmail !== undefined ? { pending_email: saved.pendingEmail } : {}),
    };
  });
};
