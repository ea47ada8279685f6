/**
 * The back office's view of sellers' money (decision 064): every seller's balances, payout
 * account, hold and last payout (GET /admin/payouts/balances/), and an order's journals in the
 * ledger (GET /admin/orders/{id}/ledger/). Money is integer pence (`*_pence`), as the ledger keeps
 * it (decision 063's rule for new endpoints); dates are ISO 8601 text.
 */
import * as z from 'zod/mini';
import { JOURNAL_KIND_VALUES } from '../ledger.ts';
import { Id, IsoDate } from './common.ts';
import { PartyRef } from './orders.ts';
import { PAYOUT_STATES, SellerBalances } from './payouts-money.ts';
import { PayoutAccountState } from './payouts.ts';

/** A seller's payout hold in force, as staff see it: its reason (one plain line) and since when. */
export const SellerPayoutHold = z.object({ reason: z.string(), held_at: IsoDate });
export type SellerPayoutHold = z.infer<typeof SellerPayoutHold>;

/** A seller's latest payout (by id): when it was made, how much and where it stands. */
export const LastPayout = z.object({
  id: Id,
  created_at: IsoDate,
  amount_pence: z.int().check(z.positive()),
  status: z.enum(PAYOUT_STATES),
});
export type LastPayout = z.infer<typeof LastPayout>;

/**
 * One seller of the back office's Seller payouts panel (decision 064): anyone with an entry in
 * the ledger on one of their seller accounts, or with a payout account. Balances are sums over
 * the ledger, as the seller's own money page shows them (GET /payouts/balances/).
 */
export const SellerPayoutSummary = z.object({
  /** The seller's id and full name (their username when they gave no name). */
  seller: PartyRef,
  /** Their payout account's state; `not_started` without one (decision 059). */
  payout_account_state: PayoutAccountState,
  balances: SellerBalances,
  /** The staff hold in force on their payouts, or null (decision 061). */
  hold: z.nullable(SellerPayoutHold),
  /** Their latest payout, or null when none was ever made. */
  last_payout: z.nullable(LastPayout),
});
export type SellerPayoutSummary = z.infer<typeof SellerPayoutSummary>;

/**
 * One entry (leg) of a journal: what `account` received (+) or gave (-), integer pence, never 0
 * (the ledger's sign convention, ledger.ts).
 */
export const LedgerEntry = z.object({ account: z.string(), amount_pence: z.int() });
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** One journal of the ledger (decision 055): its kind, when it was written, its entries in order. */
export const LedgerJournal = z.object({
  id: Id,
  kind: z.enum(JOURNAL_KIND_VALUES),
  created_at: IsoDate,
  /** At least two, summing to zero. */
  entries: z.array(LedgerEntry),
});
export type LedgerJournal = z.infer<typeof LedgerJournal>;

/**
 * Every journal of seller order `order_id`, oldest first (decision 064): those the ledger records
 * against the order (paid, released, refunded, cancelled, the refund made). Payouts are not among
 * them: one payout covers many orders. Empty for an order the ledger never recorded (not paid).
 */
export const OrderLedger = z.object({ order_id: Id, journals: z.array(LedgerJournal) });
export type OrderLedger = z.infer<typeof OrderLedger>;
