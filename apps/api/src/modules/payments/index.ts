/**
 * The payments module's public surface (decision 050): what the app and other modules use.
 */
export {
  PaymentProviderError,
  WebhookSignatureError,
  type PaidSessionDetails,
  type ProviderPayoutAccount,
  type PaymentProvider,
  type ProviderSessionStatus,
  type RetrievedCheckoutSession,
} from './provider.ts';
export { createPaymentProvider } from './providers.ts';
export { SIMULATED_ACCOUNT_PREFIX, SimulatedProvider } from './simulated.ts';
