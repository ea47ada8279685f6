/**
 * The addresses module's public surface (decision 050): what the app and other modules use.
 */
export { normalisePostcode, toStoredAddress } from './delivery-address.ts';
export { addressesRoutes } from './routes.ts';
export { addressesSection, eraseAddresses } from './personal-data.ts';
