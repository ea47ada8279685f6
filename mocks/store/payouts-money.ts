/**
 * Sellers' money and payouts over the store (decision 061): balances kept per seller (the server
 * sums its ledger), payouts, staff holds; the rules (schedule, minimum, refusal texts) are the
 * contract's. The sample data is in payout-sample.ts.
 */
import {
  DEFAULT_PAYOUT_TERMS,
  belowMinimumPayoutMessage,
  nextPayoutSlot,
  MESSAGES,
  type Payout,
  type PayoutHold,
  type SellerMoneySummary,
} from '@shop/contract';
import type { MockDb } from './store.ts';
import type { DbPayoutHold, DbSellerMoney } from './tables.ts';

/** Seller `userId`'s money row (a zero row, not stored, for someone who never sold). */
export function moneyOf(db: MockDb, userId: number): DbSellerMoney {
  return (
    db.sellerMoney.find((m) => m.userId === userId) ?? {
      userId,
      pendingPence: 0,
      availablePence: 0,
      inTransitPence: 0,
      paidOutPence: 0,
      hasPayoutAccount: false,
    }
  );
}

/** Seller `sellerId`'s hold in force, or undefined. */
export function holdOf(db: MockDb, sellerId: number): DbPayoutHold | undefined {
  return db.payoutHolds.find((h) => h.sellerId === sellerId && h.liftedAt === null);
}

/** The contract's PayoutHold of seller `sellerId`. */
export function payoutHoldOf(db: MockDb, sellerId: number): PayoutHold {
  const hold = holdOf(db, sellerId);
  return hold === undefined
    ? { seller_id: sellerId, on_hold: false, reason: null, held_at: null }
    : { seller_id: sellerId, on_hold: true, reason: hold.reason, held_at: hold.heldAt };
}

/** Seller `userId`'s money page at `now` (GET /payouts/balances/), under the default terms. */
export function moneySummaryOf(db: MockDb, userId: number, now: Date): SellerMoneySummary {
  const money = moneyOf(db, userId);
  const next = nextPayoutSlot(DEFAULT_PAYOUT_TERMS, now);
  return {
    balances: {
      pending_pence: money.pendingPence,
      available_pence: money.availablePence,
      in_transit_pence: money.inTransitPence,
      paid_out_pence: money.paidOutPence,
    },
    terms: {
      schedule: DEFAULT_PAYOUT_TERMS.schedule,
      hour_utc: DEFAULT_PAYOUT_TERMS.hourUtc,
      min_payout_pence: DEFAULT_PAYOUT_TERMS.minPayoutPence,
      next_payout_at: next?.toISOString() ?? null,
    },
    on_hold: holdOf(db, userId) !== undefined,
    has_payout_account: money.hasPayoutAccount,
  };
}

/** Seller `userId`'s payouts, newest first. */
export function payoutsOf(db: MockDb, userId: number): Payout[] {
  return db.payouts
    .filter((p) => p.sellerId === userId)
    .map((p) => p.payout)
    .sort((a, b) => b.id - a.id);
}

/**
 * Seller `userId` asks for a payout at `now`: the refusal text (on hold, no payout account, below
 * the minimum: the server's order), or the new payout of the whole available balance, which
 * moves to in transit.
 */
export function requestPayoutOf(db: MockDb, userId: number, now: Date): Payout | { refused: string } {
  if (holdOf(db, userId) !== undefined) return { refused: MESSAGES.sellerPayouts.onHold };
  const money = moneyOf(db, userId);
  if (!money.hasPayoutAccount) return { refused: MESSAGES.sellerPayouts.noPayoutAccount };
  if (money.availablePence < DEFAULT_PAYOUT_TERMS.minPayoutPence)
    return { refused: belowMinimumPayoutMessage(DEFAULT_PAYOUT_TERMS.minPayoutPence) };
  const payout: Payout = {
    id: db.nextId('payout'),
    amount_pence: money.availablePence,
    status: 'requested',
    origin: 'requested',
    created_at: now.toISOString(),
    paid_at: null,
    failed_at: null,
    failure_reason: null,
  };
  money.inTransitPence += money.availablePence;
  money.availablePence = 0;
  db.payouts.push({ payout, sellerId: userId });
  return payout;
}
