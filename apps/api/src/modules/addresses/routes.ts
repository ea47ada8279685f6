/**
 * Saved delivery addresses: GET /addresses/, POST /addresses/ (a DeliveryAddress),
 * DELETE /addresses/{id}/. Signed-in users only; the demo user may list but not change them.
 * Rules in modules/addresses/addresses.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { addAddress, listAddresses, removeAddress } from './addresses.ts';

/** Registers getAddresses, addAddress and removeAddress. */
export const addressesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getAddresses', async ({ user }) => ({
    success: true,
    addresses: await listAddresses(db, user.id),
  }));
  defineRoute(app, 'addAddress', async ({ reply, body, user }) => {
    const list = await addAddress(db, user.id, body);
    reply.status(201);
    return { success: true, addresses: list };
  });
  defineRoute(app, 'removeAddress', async ({ params, user }) => ({
    success: true,
    addresses: await removeAddress(db, user.id, params.id),
  }));
};
