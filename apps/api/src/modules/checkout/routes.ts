/**
 * Payment endpoints (spec section 7 plus the contract's two extras): calculate, create a checkout
 * session, session status, the simulated card confirmation and the Stripe webhook. The provider
 * is Stripe when STRIPE_SECRET_KEY is set, else the simulated one (modules/payments).
 * The webhook reads the RAW body (a Buffer parser for that route only: the signature covers the
 * exact bytes) and skips the CSRF check (it carries no cookies; the signature proves it).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { requestOrigin } from '../../platform/http/origin.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { createPaymentProvider, type PaymentProvider } from '../payments/index.ts';
import { confirmSimulatedPayment, handleWebhook, sessionStatus } from './checkout.ts';
import { calculatePayment } from './payment-lines.ts';
import {
  CHECKOUT_SWEEP_INTERVAL_MS,
  createCheckout,
  simulatedSessionReader,
  sweepCheckoutSessions,
} from './sessions.ts';

/** Largest webhook body accepted (bytes); Stripe's events are far smaller. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Options of the payment routes: `provider` replaces the one chosen from the config (tests). */
export interface PaymentRouteOptions extends RouteDeps {
  provider?: PaymentProvider;
}

/**
 * The payment provider of `config` on `db`: Stripe when STRIPE_SECRET_KEY is set, else the
 * simulated one reading our own rows and keeping its records of money moved in `db`. Stateless,
 * so other routes (e.g. an order's cancellation refund) may make their own.
 */
export function paymentProviderFor(db: Db, config: Pick<Config, 'stripe'>): PaymentProvider {
  return createPaymentProvider(
    {
      stripeSecretKey: config.stripe.secretKey,
      stripeWebhookSecret: config.stripe.webhookSecret,
      stripeApiBase: config.stripe.apiBase,
    },
    simulatedSessionReader(db),
    db,
  );
}

/**
 * Registers calculatePayment, createCheckoutSession, getSessionStatus, confirmSimulatedPayment,
 * stripeWebhook, and the checkout-session sweep (sweepCheckoutSessions every
 * CHECKOUT_SWEEP_INTERVAL_MS ms; the timer is unref'd and stopped when the app closes).
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (
  app,
  { db, config, provider: given },
) => {
  const provider = given ?? paymentProviderFor(db, config);
  // The shop's commission on every seller order paid through these routes (decision 055).
  const terms = config.marketplace;

  const sweep = setInterval(() => {
    sweepCheckoutSessions(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'checkout session sweep failed'),
    );
  }, CHECKOUT_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });

  defineRoute(app, 'calculatePayment', async ({ user }) => ({
    success: true,
    payment: await calculatePayment(db, user.id),
  }));

  defineRoute(app, 'createCheckoutSession', async ({ request, user }) => ({
    success: true,
    ...(await createCheckout(
      db,
      provider,
      user,
      requestOrigin(request, config),
      request.log,
      config.limits.openCheckoutSessionsPerUser,
    )),
  }));

  defineRoute(app, 'getSessionStatus', async ({ request, query, user }) => ({
    success: true,
    ...(await sessionStatus(db, provider, terms, user.id, query.session_id, request.log)),
  }));

  defineRoute(app, 'confirmSimulatedPayment', async ({ body, user }) => ({
    success: true,
    ...(await confirmSimulatedPayment(db, user.id, body, terms)),
  }));

  // The webhook lives in a child context so its raw-body parser applies to it alone.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    defineRoute(
      webhook,
      'stripeWebhook',
      async ({ request }) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return {
          success: true,
          ...(await handleWebhook(
            db,
            provider,
            terms,
            raw,
            Array.isArray(signature) ? signature[0] : signature,
            request.log,
          )),
        };
      },
      { config: { csrf: false } },
    );
  });
};
