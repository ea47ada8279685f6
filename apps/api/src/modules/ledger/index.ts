/**
 * The ledger module's public surface (decision 050): the double-entry record of every movement of
 * money (decision 055). Other modules call the movements inside their own transactions and read
 * balances; only this module writes the ledger's tables.
 */
export {
  BUYERS,
  JOURNAL_KINDS,
  REFUNDS_OWED,
  SHOP_FEES,
  isExternal,
  sellerAvailable,
  sellerPaidOut,
  sellerPayoutsInTransit,
  sellerPending,
  type JournalKind,
} from './accounts.ts';
export {
  accountBalance,
  allBalances,
  journals,
  orderHoldings,
  providerCashPence,
  refundsOwedPence,
  sellerBalances,
  shopFeesPence,
  unbalancedJournals,
  type JournalView,
  type SellerBalances,
} from './balances.ts';
export {
  UnbalancedJournalError,
  checkJournal,
  legs,
  postJournal,
  type EntryInput,
  type JournalInput,
  type PostedJournal,
} from './journals.ts';
export { orderPaidSplits } from './splits.ts';
export {
  inTransitBalances,
  ledgerProviderMovements,
  payoutJournalKey,
  recordPayoutFailed,
  recordPayoutInitiated,
  recordPayoutPaid,
  sellerMoney,
  sellerMoneyTotals,
  sellersWithAvailable,
  type LedgerMovement,
  type PayoutMovement,
  type SellerMoney,
} from './payouts.ts';
export {
  recordOrderCancelled,
  recordOrderPaid,
  recordRefundMade,
  recordUnfulfilledPayment,
  type PaidSellerOrder,
} from './movements.ts';
export {
  RefundNotRecordableError,
  orderRefundedPence,
  recordOrderRefund,
  type OrderRefund,
} from './refunds.ts';
export { recordOrderReleased } from './release.ts';
export { sellerStatementData, type SellerStatementData } from './statement.ts';
export { paidOrdersWithoutJournal, type UnrecordedOrder } from './unrecorded.ts';
