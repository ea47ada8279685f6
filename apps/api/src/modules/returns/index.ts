/**
 * The returns module's public surface (decision 050): return requests on lines of delivered
 * orders, their steps and history, refunds without a return, and the disputes staff decide
 * (decision 067).
 */
export { returnsRoutes } from './routes.ts';
export { ESCALATION_NOTE, escalateOverdueReturns } from './escalation.ts';
export { goodwillRefundKey, returnRefundKey } from './money.ts';
export { anonymiseReturnRequests, openReturnCount, returnRequestsSection } from './personal-data.ts';
