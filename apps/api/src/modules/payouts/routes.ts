/**
 * The seller's payout account (decision 059): GET /payouts/account/, POST
 * /payouts/account/onboarding/ and POST /payouts/account/simulated/ (the simulated provider's
 * form). The provider is Stripe when STRIPE_SECRET_KEY is set, else the simulated one; Stripe's
 * `account.updated` reaches applyProviderAccountUpdate through the payment webhook
 * (modules/checkout). The demo user is refused the two POSTs by the contract (testUserBlocked).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { requestOrigin } from '../../platform/http/origin.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { createPaymentProvider, type PaymentProvider } from '../payments/index.ts';
import { getPayoutAccount, startOnboarding, submitSimulatedAccount } from './accounts.ts';

/** Options of the payout routes: `provider` replaces the one chosen from the config (tests). */
export interface PayoutRouteOptions extends RouteDeps {
  provider?: PaymentProvider;
}

/** Registers getPayoutAccount, startPayoutOnboarding and submitSimulatedPayoutAccount. */
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
};
