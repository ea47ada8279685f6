/**
 * The orders module's public surface (decision 050): what the app and other modules use.
 */
export { displayName, loadSales } from './orders.ts';
export { enqueueRefund, recipientOf, sessionRefundKey, startRefundWorker } from './refunds.ts';
export { orderRoutes } from './routes.ts';
