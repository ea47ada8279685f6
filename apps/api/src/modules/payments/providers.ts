/**
 * Chooses the payment provider from the environment (ARCHITECTURE "Payments"):
 * STRIPE_SECRET_KEY set -> Stripe, otherwise the simulated provider.
 */
import { SimulatedProvider, type SimulatedSessionReader } from './simulated.ts';
import { StripeProvider } from './stripe.ts';
import type { PaymentProvider } from './provider.ts';
import type { Db } from '../../platform/db/client.ts';

/** Payment settings read from the environment. */
export interface PaymentSettings {
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  stripeApiBase?: string | undefined;
}

/**
 * Returns StripeProvider when a secret key is set, else SimulatedProvider reading our own rows
 * through `readSession` and keeping its records of money moved in `db`.
 */
export function createPaymentProvider(
  settings: PaymentSettings,
  readSession: SimulatedSessionReader,
  db: Db,
): PaymentProvider {
  if (settings.stripeSecretKey) {
    return new StripeProvider({
      secretKey: settings.stripeSecretKey,
      webhookSecret: settings.stripeWebhookSecret,
      apiBase: settings.stripeApiBase,
    });
  }
  return new SimulatedProvider(readSession, db);
}
