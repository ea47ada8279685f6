/**
 * The payments module's public surface (decision 050): what the app and other modules use.
 */
export {
  PaymentProviderError,
  WebhookSignatureError,
  type PaidSessionDetails,
  type ProviderPayoutAccount,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderSessionStatus,
  type ProviderTransfer,
  type RetrievedCheckoutSession,
  type TransferInput,
  type TransferResult,
} from './provider.ts';
export { createPaymentProvider } from './providers.ts';
export {
  SIMULATED_ACCOUNT_PREFIX,
  SIMULATED_REFUSAL_REASON,
  SIMULATED_REFUSED_DESTINATION,
  SimulatedProvider,
} from './simulated.ts';
export { simulatedProviderRecords, simulatedRecords, type SimulatedRecord } from './simulated-records.ts';
export { STRIPE_MONEY_METADATA, isDefinitiveTransferRefusal } from './stripe.ts';
