/** get-user/{id} and update-user/{id} (spec section 7): one's own profile only. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/deps.ts';
import { defineRoute } from '../http/route.ts';
import { getProfile, updateProfile } from '../services/users.ts';

/** Registers the profile endpoints. */
export const usersRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, limits }) => {
  defineRoute(app, 'getUser', async ({ params, user }) => ({
    success: true,
    user: await getProfile(db, params.id, user.id),
  }));
  // A wrong current password (e-mail change, issue 13) counts with the sign-in failures of the
  // same (account, address) pair (services/limits.ts).
  defineRoute(app, 'updateUser', async ({ params, body, user, request }) => ({
    success: true,
    user: await updateProfile(db, params.id, user.id, body, { limits, address: request.ip }),
  }));
};
