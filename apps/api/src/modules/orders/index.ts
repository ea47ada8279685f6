/**
 * The orders module's public surface (decision 050): what the app and other modules use.
 */
export {
  displayName,
  loadSales,
  loadSellerOrder,
  partyRef,
  type OrderRow,
  type OrderTerms,
  type PersonNames,
} from './orders.ts';
export { enqueueRefund, recipientOf, sessionRefundKey, startRefundWorker } from './refunds.ts';
export { orderRoutes } from './routes.ts';
export { confirmReceipt, releaseDueEarnings, type JobRun } from './release.ts';
export { backfillLedger } from './ledger-backfill.ts';
export { cancelOverdueOrders, enforceShipByDeadlines, remindShipBy, type ShipByRun } from './deadlines.ts';
export {
  anonymiseBuyerOrders,
  buyerOrdersSection,
  openOrderCounts,
  sellerOrdersSection,
} from './personal-data.ts';
