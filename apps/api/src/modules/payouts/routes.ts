/**
 * The payouts endpoints (decision 061): a seller's GET /payouts/balances/, GET /payouts/ and
 * POST /payouts/ (access 'user'; the demo user is refused the request by the contract), and the
 * back office's POST /admin/users/{id}/payout-hold/ and GET /admin/payout-holds/ (staff only,
 * checked before a handler runs). The time is the app's clock; the payout accounts come from
 * `app.payoutDestinations`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { payoutHoldsInForce, setPayoutHold } from './holds.ts';
import { listPayouts, requestPayout, sellerMoneySummary } from './payouts.ts';

/** Registers getSellerMoney, getPayouts, requestPayout, adminSetPayoutHold and adminPayoutHolds. */
export const payoutRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const terms = config.marketplace.payouts;

  defineRoute(app, 'getSellerMoney', async ({ user }) => ({
    success: true,
    money: await sellerMoneySummary(db, app.payoutDestinations, terms, user.id, app.clock.now()),
  }));

  defineRoute(app, 'getPayouts', async ({ user, query }) => ({
    success: true,
    ...(await listPayouts(db, user.id, query)),
  }));

  defineRoute(app, 'requestPayout', async ({ user, reply }) => {
    const payout = await requestPayout(db, app.payoutDestinations, terms, user.id, app.clock.now());
    reply.code(201);
    return { success: true, payout };
  });

  defineRoute(app, 'adminSetPayoutHold', async ({ params, body, user }) => ({
    success: true,
    hold: await setPayoutHold(
      db,
      user.id,
      params.id,
      { onHold: body.on_hold, reason: body.reason },
      app.clock.now(),
    ),
  }));

  defineRoute(app, 'adminPayoutHolds', async ({ query }) => ({
    success: true,
    ...(await payoutHoldsInForce(db, query)),
  }));
};
