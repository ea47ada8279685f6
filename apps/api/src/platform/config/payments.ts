/**
 * Payment settings: Stripe's keys and a local Stripe fake's address (tests); none means the
 * simulated provider.
 */
import { Bad, absoluteUrl, envVar } from './env.ts';

/** Stripe settings; the Stripe provider is used only when `secretKey` is set. */
export interface StripeConfig {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Base address of a local Stripe fake (tests); undefined means api.stripe.com. */
  apiBase: string | undefined;
}

/** A key with one of Stripe's prefixes (secret, never echoed). */
export function stripeKey(prefixes: readonly string[]) {
  return envVar(
    `a Stripe key starting with ${prefixes.join(' or ')}`,
    (raw) => (prefixes.some((p) => raw.startsWith(p)) ? raw : new Bad('wrong kind of key')),
    { secret: true },
  );
}

/** The payments variables of envSchema (index.ts), parsed one by one. */
export const paymentsEnv = {
  STRIPE_SECRET_KEY: stripeKey(['sk_', 'rk_']),
  STRIPE_PUBLISHABLE_KEY: stripeKey(['pk_']),
  STRIPE_WEBHOOK_SECRET: stripeKey(['whsec_']),
  STRIPE_API_BASE: absoluteUrl('an http(s) URL', ['http:', 'https:']),
};
