/**
 * Sellers' money and payouts over the store (decision 061): balances kept per seller (the server
 * sums its ledger), payouts, staff holds; the rules (schedule, minimum, refusal texts) are the
 * contract's. The sample data gives Sam Seller (SELLER_ACCOUNT) a payout account, balances and a
 * few payouts, so the money page has something to show.
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
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import type { MockDb } from './store.ts';
import type { DbPayout, DbPayoutHold, DbSellerMoney } from './tables.ts';

/** Sam Seller's sample payouts, oldest first: three paid, one refused by the bank, then paid. */
function samplePayouts(sellerId: number): DbPayout[] {
  const paid = (id: number, pence: number, day: string): DbPayout => ({
    sellerId,
    payout: {
      id,
      amount_pence: pence,
      status: 'paid',
      origin: 'scheduled',
      created_at: `${day}T06:00:00.000Z`,
      paid_at: `${day}T06:00:04.000Z`,
      failed_at: null,
      failure_reason: null,
    },
  });
  return [
    paid(1, 4599, '2026-10-05'),
    paid(2, 3250, '2026-10-12'),
    {
      sellerId,
      payout: {
        id: 3,
        amount_pence: 2100,
        status: 'failed',
        origin: 'requested',
        created_at: '2026-10-15T14:20:00.000Z',
        paid_at: null,
        failed_at: '2026-10-15T14:20:03.000Z',
        failure_reason: 'The payout account cannot receive transfers.',
      },
    },
    paid(4, 4551, '2026-10-19'),
  ];
}

/** The payout tables of the sample data; `owner` finds a sample user's id by e-mail. */
export function samplePayoutTables(owner: (email: string) => number): {
  sellerMoney: DbSellerMoney[];
  payouts: DbPayout[];
  payoutHolds: DbPayoutHold[];
} {
  const sam = owner(SELLER_ACCOUNT.email);
  return {
    sellerMoney: [
      {
        userId: sam,
        pendingPence: 4250,
        availablePence: 1875,
        inTransitPence: 0,
        paidOutPence: 4599 + 3250 + 4551,
        hasPayoutAccount: true,
      },
    ],
    payouts: samplePayouts(sam),
    payoutHolds: [],
  };
}

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
