/**
 * The listings module's public surface (decision 050): what the app and other modules use.
 */
export { listingsRoutes } from './routes.ts';
export { listingsSection, withdrawListings } from './personal-data.ts';
