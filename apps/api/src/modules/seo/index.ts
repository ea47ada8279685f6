/**
 * The seo module's public surface (decision 050): what the app and other modules use.
 */
export { seoRoutes } from './routes.ts';
