/**
 * The reviews module's public surface (decision 050): what the app and other modules use.
 */
export { commentsRoutes } from './routes.ts';
