/**
 * The chart of accounts and the journal kinds (decision 055). They live in the contract
 * (`packages/contract/src/ledger.ts`, with the sign convention), since the back office and the
 * mocks show an order's journals too (decision 064); this file keeps the ledger module's own
 * import path for them.
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
} from '@shop/contract';
