/**
 * The admin module's public surface (decision 050): what the app and other modules use.
 */
export { adminRoutes } from './routes.ts';
export { recordStaffAction, staffViewName } from './admin.ts';
