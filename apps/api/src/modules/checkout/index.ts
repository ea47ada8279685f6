/**
 * The checkout module's public surface (decision 050): what the app and other modules use.
 */
export { paymentProviderFor, paymentRoutes } from './routes.ts';
