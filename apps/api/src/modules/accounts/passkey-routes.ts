/**
 * The passkey routes of the profile and the sign-in options (decision 070): list, registration
 * options, add, rename, remove (the signed-in user's own; the demo user is refused every change by
 * the contract's testUserBlocked; registration options need the current password), and the
 * sign-in options. The sign-in itself is in
 * auth-routes.ts, which opens sessions. The rules live in passkeys.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { requestOrigin } from '../../platform/http/origin.ts';
import { defineRoute } from '../../platform/http/route.ts';
import {
  addPasskey,
  authenticationOptions,
  deletePasskey,
  listPasskeys,
  registrationOptions,
  renamePasskey,
  type RelyingParty,
} from './passkeys.ts';
import { checkCurrentPassword, userById } from './users.ts';
import { notSignedIn } from '../../platform/http/errors.ts';
import { DEVICE_COOKIE } from '../../platform/limits.ts';

/** Registers getPasskeys, passkeyRegistrationOptions, addPasskey, renamePasskey, deletePasskey and passkeyLoginOptions. */
export const passkeyRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, limits }) => {
  const rp = (request: FastifyRequest): RelyingParty => ({
    name: config.shopName,
    origin: requestOrigin(request, config),
  });

  defineRoute(app, 'getPasskeys', async ({ reply, user }) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, passkeys: await listPasskeys(db, user.id) };
  });

  // A passkey is a lasting way in: adding one needs the current password, checked as an e-mail or
  // password change checks it (same text, same throttle), before any challenge is kept.
  defineRoute(app, 'passkeyRegistrationOptions', async ({ request, reply, body, user }) => {
    const row = await userById(db, user.id);
    if (row === undefined) throw notSignedIn();
    await checkCurrentPassword(row, body.current_password, {
      limits,
      address: request.ip,
      device: request.cookies[DEVICE_COOKIE],
    });
    reply.header('Cache-Control', 'no-store');
    return {
      success: true,
      options: await registrationOptions(db, row, rp(request), config.sessionSecret, app.clock.now()),
    };
  });

  defineRoute(app, 'addPasskey', async ({ request, reply, body, user }) => {
    const passkey = await addPasskey(db, user.id, body, rp(request), app.clock.now());
    reply.status(201);
    return { success: true, passkey };
  });

  defineRoute(app, 'renamePasskey', async ({ params, body, user }) => ({
    success: true,
    passkey: await renamePasskey(db, user.id, params.id, body.name),
  }));

  defineRoute(app, 'deletePasskey', async ({ params, user }) => ({
    success: true,
    passkeys: await deletePasskey(db, user.id, params.id),
  }));

  defineRoute(app, 'passkeyLoginOptions', async ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, options: await authenticationOptions(db, rp(request), app.clock.now()) };
  });
};
