/**
 * The contact module's public surface (decision 050): what the app and other modules use.
 */
export { contactRoutes } from './routes.ts';
