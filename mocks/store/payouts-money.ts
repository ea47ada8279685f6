/**
 * Sellers' money and payouts over the store (decision 061): balances kept per seller (the server
 * sums its ledger), payouts, staff holds; the rules (schedule, minimum, refusals in their order)
 * are the contract's, and whether a seller can be paid is their payout account's (store/payouts.ts),
 * as the server asks its payout accounts. The balances follow the orders the mocks' checkout paid:
 * the net enters pending at payment, moves to available when the buyer confirms receipt (decision
 * 060) and leaves pending when the order is cancelled; a refund's seller part (decision 067) leaves
 * pending, then available (store/refunds.ts). The sample data is in payout-sample.ts.
 */
import {
  DEFAULT_PAYOUT_TERMS,
  nextPayoutSlot,
  payoutRequestRefusal,
  type Payout,
  type PayoutHold,
  type SellerMoneySummary,
} from '@shop/contract';
import { sellerTakesOrdersNow } from './payouts.ts';
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
    }
  );
}

/** Seller `userId`'s stored money row, made (at zero) when they have none yet. */
function storedMoneyOf(db: MockDb, userId: number): DbSellerMoney {
  const row = db.sellerMoney.find((m) => m.userId === userId);
  if (row) return row;
  const made = moneyOf(db, userId);
  db.sellerMoney.push(made);
  return made;
}

/** A paid order's net (integer pence) enters seller `sellerId`'s pending balance (order_paid). */
export function creditPending(db: MockDb, sellerId: number, netPence: number): void {
  storedMoneyOf(db, sellerId).pendingPence += netPence;
}

/** A released order's net moves from seller `sellerId`'s pending to available (order_released). */
export function releaseEarnings(db: MockDb, sellerId: number, netPence: number): void {
  const money = storedMoneyOf(db, sellerId);
  money.pendingPence -= netPence;
  money.availablePence += netPence;
}

/** A cancelled paid order's net leaves seller `sellerId`'s pending balance (order_cancelled). */
export function reversePending(db: MockDb, sellerId: number, netPence: number): void {
  storedMoneyOf(db, sellerId).pendingPence -= netPence;
}

/**
 * A refund's seller part leaves seller `sellerId`'s balances (order_refunded, decision 062):
 * `fromPendingPence` from pending, `fromAvailablePence` from available, which may go below zero
 * after a payout (netted from later earnings).
 */
export function takeBackRefund(
  db: MockDb,
  sellerId: number,
  fromPendingPence: number,
  fromAvailablePence: number,
): void {
  const money = storedMoneyOf(db, sellerId);
  money.pendingPence -= fromPendingPence;
  money.availablePence -= fromAvailablePence;
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

/**
 * Seller `userId`'s money page at `now` (GET /payouts/balances/), under the default terms: a payout
 * account counts when it is active (contract takesOrders), as the server's payout destinations.
 */
export function moneySummaryOf(db: MockDb, userId: number, now: Date): SellerMoneySummary {
  const money = moneyOf(db, userId);
  const next = nextPayoutSlot(DEFAULT_PAYOUT_TERMS, now);
  const hold = holdOf(db, userId);
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
    on_hold: hold !== undefined,
    hold_reason: hold?.reason ?? null,
    has_payout_account: sellerTakesOrdersNow(db, userId),
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
 * Seller `userId` asks for a payout at `now`: the refusal text (contract payoutRequestRefusal: on
 * hold, no payout account, below the minimum, the server's order), or the new payout of the whole
 * available balance, which moves to in transit. The mocks have no payout worker: it stays
 * 'requested'.
 */
export function requestPayoutOf(db: MockDb, userId: number, now: Date): Payout | { refused: string } {
  const refused = payoutRequestRefusal(moneySummaryOf(db, userId, now));
  if (refused !== null) return { refused };
  const money = storedMoneyOf(db, userId);
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
