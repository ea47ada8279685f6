/**
 * The reports module's public surface (decision 050): reports of listings, reviews and users,
 * the staff queue and staff's decisions (decision 072).
 */
export { reportsRoutes } from './routes.ts';
