/**
 * The payouts endpoints. The seller's payout account (decision 059): GET /payouts/account/, POST
 * /payouts/account/onboarding/ and POST /payouts/account/simulated/ (the simulated provider's
 * form). The provider is Stripe when STRIPE_SECRET_KEY is set, else the simulated one; Stripe's
 * `account.updated` reaches applyProviderAccountUpdate through the payment webhook
 * (modules/checkout). The demo user is refused the two POSTs by the contract (testUserBlocked).
 *
 * Sellers' money and payouts (decision 061): a seller's GET /payouts/balances/, GET /payouts/ and
 * POST /payouts/ (access 'user'; the demo user is refused the request by the contract), and the
 * back office's POST /admin/users/{id}/payout-hold/, GET /admin/payout-holds/ and GET
 * /admin/payouts/balances/ (decision 064) (staff only, checked before a handler runs). The time is the app's clock; the payout accounts come from
 * `app.payoutDestinations`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { requestOrigin } from '../../platform/http/origin.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { createPaymentProvider, type PaymentProvider } from '../payments/index.ts';
import { getPayoutAccount, startOnboarding, submitSimulatedAccount } from './accounts.ts';
import { payoutHoldsInForce, setPayoutHold } from './holds.ts';
import { listPayouts, requestPayout, sellerMoneySummary } from './payouts.ts';
import { staffSellerPayouts } from './staff.ts';

/** Options of the payout routes: `provider` replaces the one chosen from the config (tests). */
export interface PayoutRouteOptions extends RouteDeps {
  provider?: PaymentProvider;
}

/**
 * Registers getPayoutAccount, startPayoutOnboarding and submitSimulatedPayoutAccount (decision
 * 059), getSellerMoney, getPayouts, requestPayout, adminSetPayoutHold and adminPayoutHolds
 * (decision 061), and adminSellerPayouts (decision 064).
 */
export const payoutRoutes: FastifyPluginAsync<PayoutRouteOptions> = async (
  app,
  { db, config, provider: given },
) => {
  // These routes never read a checkout session: the simulated provider's reader answers none.
  const provider =
    given ??
    createPaymentProvider(
      {
        stripeSecretKey: config.stripe.secretKey,
        stripeWebhookSecret: config.stripe.webhookSecret,
        stripeApiBase: config.stripe.apiBase,
      },
      () => Promise.resolve(null),
      db,
    );

  defineRoute(app, 'getPayoutAccount', async ({ user }) => ({
    success: true,
    account: await getPayoutAccount(db, user.id, provider.name),
  }));

  defineRoute(app, 'startPayoutOnboarding', async ({ request, user }) => ({
    success: true,
    ...(await startOnboarding(db, provider, user, requestOrigin(request, config))),
  }));

  defineRoute(app, 'submitSimulatedPayoutAccount', async ({ body, user }) => ({
    success: true,
    account: await submitSimulatedAccount(db, provider, user.id, body),
  }));

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

  defineRoute(app, 'adminSellerPayouts', async ({ query }) => ({
    success: true,
    ...(await staffSellerPayouts(db, query)),
  }));
};
