/**
 * A seller's money and payouts (decision 061): the balances of their money page, the payout
 * schedule, their payouts, and staff holds on payouts. Money is integer pence (`*_pence`), as the
 * ledger keeps it; dates are ISO 8601 text.
 */
import * as z from 'zod/mini';
import { MAX_HOLD_REASON_LENGTH } from '../constants.ts';
import { PAYOUT_SCHEDULES } from '../payouts.ts';
import { Id, IsoDate } from './common.ts';
import { text } from './fields.ts';

/** A whole number of pence (any sign: an available balance may be below 0). */
const Pence = z.int();

/** A seller's balances, integer pence (decision 061). */
export const SellerBalances = z.object({
  /** Earned on orders not yet released. */
  pending_pence: Pence,
  /** Released and not paid out; below 0 after a refund of a released order (netted later). */
  available_pence: Pence,
  /** In payouts started and not yet paid or failed. */
  in_transit_pence: Pence,
  /** Paid out so far. */
  paid_out_pence: Pence,
});
export type SellerBalances = z.infer<typeof SellerBalances>;

/** The payout terms a seller's money page shows. */
export const PayoutTerms = z.object({
  schedule: z.enum(PAYOUT_SCHEDULES),
  /** The hour (0-23, UTC) scheduled payouts are made. */
  hour_utc: z.int().check(z.gte(0), z.lte(23)),
  /** MIN_PAYOUT_PENCE: no payout below it. */
  min_payout_pence: z.int().check(z.positive()),
  /** The next scheduled payout run; null when the schedule is 'manual'. */
  next_payout_at: z.nullable(IsoDate),
});
export type PayoutTerms = z.infer<typeof PayoutTerms>;

/** GET /payouts/balances/: a seller's balances, terms, hold and payout account. */
export const SellerMoneySummary = z.object({
  balances: SellerBalances,
  terms: PayoutTerms,
  /** Staff hold the seller's payouts: none is made until they lift it. */
  on_hold: z.boolean(),
  /** The reason staff gave for the hold in force (the seller is e-mailed it too); null when none. */
  hold_reason: z.nullable(z.string()),
  /** The seller has an active payout account (payouts can be made). */
  has_payout_account: z.boolean(),
});
export type SellerMoneySummary = z.infer<typeof SellerMoneySummary>;

/** The states of a payout: requested, in transit (asked of the provider), paid or failed. */
export const PAYOUT_STATES = ['requested', 'in_transit', 'paid', 'failed'] as const;
/** One of PAYOUT_STATES. */
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** One payout of a seller. */
export const Payout = z.object({
  id: Id,
  amount_pence: z.int().check(z.positive()),
  status: z.enum(PAYOUT_STATES),
  /** 'scheduled' (the payout schedule) or 'requested' (the seller asked). */
  origin: z.enum(['scheduled', 'requested']),
  created_at: IsoDate,
  paid_at: z.nullable(IsoDate),
  failed_at: z.nullable(IsoDate),
  /** Why the provider refused it (a failed payout's amount is available again). */
  failure_reason: z.nullable(z.string()),
});
export type Payout = z.infer<typeof Payout>;

/** Staff put a seller's payouts on hold (`on_hold: true` with a reason) or lift the hold. */
export const PayoutHoldRequest = z.object({
  on_hold: z.boolean(),
  /** Needed to put a hold (SELLER_PAYOUT_MESSAGES.holdReasonRequired); the seller is told it. */
  reason: z.optional(text(MAX_HOLD_REASON_LENGTH)),
});
export type PayoutHoldRequest = z.infer<typeof PayoutHoldRequest>;

/** A seller's payout hold as staff see it. */
export const PayoutHold = z.object({
  seller_id: Id,
  on_hold: z.boolean(),
  /** The reason of the hold in force; null when there is none. */
  reason: z.nullable(z.string()),
  held_at: z.nullable(IsoDate),
});
export type PayoutHold = z.infer<typeof PayoutHold>;
