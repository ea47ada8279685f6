/**
 * Making a payout (decision 061). A payout is one row of `payouts` and, in the SAME transaction,
 * its `payout_initiated` journal (the seller's available balance to in transit): the row exists
 * exactly when the money left the available balance. Both ways in (the schedule's run, a seller's
 * request) go through `createPayout`, which locks the seller's user row so that two payouts, or a
 * payout and a staff hold, of the same seller never interleave.
 * A payout is of the seller's whole available balance, and only when that is at least
 * MIN_PAYOUT_PENCE: a balance below 0 (a refund after release) waits for later earnings.
 */
import { randomUUID } from 'node:crypto';
import {
  SELLER_PAYOUT_MESSAGES,
  PAYOUTS_PAGE_SIZE,
  belowMinimumPayoutMessage,
  nextPayoutSlot,
  singleLine,
  type Pagination,
  type Payout,
  type SellerMoneySummary,
} from '@shop/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { PayoutConfig } from '../../platform/config/index.ts';
import { users } from '../../platform/db/schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { recordPayoutInitiated, sellerMoney } from '../ledger/index.ts';
import { pagination } from '../catalogue/index.ts';
import type { PayoutDestination, PayoutDestinations } from './destinations.ts';
import { payoutHolds, payouts } from './tables.ts';

/** A payout row as the module reads it. */
export type PayoutRow = typeof payouts.$inferSelect;

/** What createPayout did. */
export type PayoutOutcome =
  | { outcome: 'created'; payout: PayoutRow }
  /** A payout under the same idempotency key exists (another process made it): nothing new. */
  | { outcome: 'exists'; payout: PayoutRow }
  | { outcome: 'on_hold' }
  | { outcome: 'below_minimum'; availablePence: number };

/** What a payout needs to be made. */
export interface NewPayout {
  sellerId: number;
  origin: 'scheduled' | 'requested';
  /** Unique per payout: `scheduled:{seller}:{slot}` or `request:{seller}:{random}`. */
  idempotencyKey: string;
  destination: PayoutDestination;
  /** MIN_PAYOUT_PENCE. */
  minPayoutPence: number;
  /** The clock's time: the row's creation and first attempt. */
  now: Date;
}

/** The idempotency key of seller `sellerId`'s payout of the schedule's `slot`. */
export function scheduledPayoutKey(sellerId: number, slot: Date): string {
  return `scheduled:${sellerId}:${slot.toISOString()}`;
}

/**
 * The reason of the hold staff put on seller `sellerId`'s payouts, or null when none is in force
 * (read inside `db`, a transaction or not).
 */
async function holdReasonOf(db: Db, sellerId: number): Promise<string | null> {
  const [hold] = await db
    .select({ reason: payoutHolds.reason })
    .from(payoutHolds)
    .where(and(eq(payoutHolds.sellerId, sellerId), isNull(payoutHolds.liftedAt)));
  return hold === undefined ? null : singleLine(hold.reason);
}

/** True while staff hold seller `sellerId`'s payouts (read inside `db`, a transaction or not). */
export async function isOnHold(db: Db, sellerId: number): Promise<boolean> {
  return (await holdReasonOf(db, sellerId)) !== null;
}

/** Locks user `userId`'s row inside `tx` (the payouts and holds of one seller queue on it). */
export async function lockSeller(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

/**
 * Makes payout `input` (see the module note) in one transaction: unless a payout under its key
 * exists, the seller is on hold, or their available balance is below `minPayoutPence`, writes
 * the row (status 'requested', due now) for the whole available balance and its
 * `payout_initiated` journal. Returns what it did. Throws when the seller does not exist.
 */
export async function createPayout(db: Db, input: NewPayout): Promise<PayoutOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockSeller(tx, input.sellerId))) throw new Error(`no seller ${input.sellerId}`);
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.idempotencyKey, input.idempotencyKey));
    if (existing !== undefined) return { outcome: 'exists', payout: existing };
    if (await isOnHold(tx, input.sellerId)) return { outcome: 'on_hold' };
    const { availablePence } = await sellerMoney(tx, input.sellerId);
    if (availablePence < input.minPayoutPence) return { outcome: 'below_minimum', availablePence };
    const [payout] = await tx
      .insert(payouts)
      .values({
        sellerId: input.sellerId,
        amountPence: availablePence,
        status: 'requested',
        origin: input.origin,
        idempotencyKey: input.idempotencyKey,
        provider: input.destination.provider,
        destination: input.destination.accountId,
        nextAttemptAt: input.now,
        createdAt: input.now,
      })
      .returning();
    if (payout === undefined) throw new Error('the payout insert returned no row');
    await recordPayoutInitiated(tx, {
      payoutId: payout.id,
      sellerId: payout.sellerId,
      amountPence: availablePence,
    });
    return { outcome: 'created', payout };
  });
}

/** A payout row as the contract's Payout. */
export function payoutJson(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount_pence: row.amountPence,
    status: row.status,
    origin: row.origin,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    failed_at: row.failedAt?.toISOString() ?? null,
    failure_reason: row.failureReason,
  };
}

/**
 * Seller `sellerId` asks for a payout of their whole available balance (POST /payouts/). Refuses
 * with HttpError 400: on hold (SELLER_PAYOUT_MESSAGES.onHold), without an active payout account
 * (noPayoutAccount), or below `config.minPayoutPence` (belowMinimumPayoutMessage); nothing is
 * written then. Returns the new payout (due at once for the payout worker).
 */
export async function requestPayout(
  db: Db,
  destinations: PayoutDestinations,
  config: PayoutConfig,
  sellerId: number,
  now: Date,
): Promise<Payout> {
  if (await isOnHold(db, sellerId)) throw badRequest(SELLER_PAYOUT_MESSAGES.onHold);
  const destination = await destinations.destinationOf(sellerId);
  if (destination === null) throw badRequest(SELLER_PAYOUT_MESSAGES.noPayoutAccount);
  const made = await createPayout(db, {
    sellerId,
    origin: 'requested',
    idempotencyKey: `request:${sellerId}:${randomUUID()}`,
    destination,
    minPayoutPence: config.minPayoutPence,
    now,
  });
  switch (made.outcome) {
    case 'created':
    case 'exists':
      return payoutJson(made.payout);
    case 'on_hold':
      throw badRequest(SELLER_PAYOUT_MESSAGES.onHold);
    case 'below_minimum':
      throw badRequest(belowMinimumPayoutMessage(config.minPayoutPence));
    default:
      return made satisfies never;
  }
}

/**
 * Seller `sellerId`'s money page (GET /payouts/balances/): balances from the ledger, the payout
 * terms with the next payout date after `now` (the contract's nextPayoutSlot), the hold with its
 * reason and whether they have an active payout account.
 */
export async function sellerMoneySummary(
  db: Db,
  destinations: PayoutDestinations,
  config: PayoutConfig,
  sellerId: number,
  now: Date,
): Promise<SellerMoneySummary> {
  const [money, holdReason, destination] = await Promise.all([
    sellerMoney(db, sellerId),
    holdReasonOf(db, sellerId),
    destinations.destinationOf(sellerId),
  ]);
  const next = nextPayoutSlot({ schedule: config.schedule, hourUtc: config.hourUtc }, now);
  return {
    balances: {
      pending_pence: money.pendingPence,
      available_pence: money.availablePence,
      in_transit_pence: money.inTransitPence,
      paid_out_pence: money.paidOutPence,
    },
    terms: {
      schedule: config.schedule,
      hour_utc: config.hourUtc,
      min_payout_pence: config.minPayoutPence,
      next_payout_at: next?.toISOString() ?? null,
    },
    on_hold: holdReason !== null,
    hold_reason: holdReason,
    has_payout_account: destination !== null,
  };
}

/** Seller `sellerId`'s payouts, newest first, one page (default PAYOUTS_PAGE_SIZE). */
export async function listPayouts(
  db: Db,
  sellerId: number,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ payouts: Payout[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAYOUTS_PAGE_SIZE;
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(payouts).where(eq(payouts.sellerId, sellerId)),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .orderBy(desc(payouts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { payouts: rows.map(payoutJson), pagination: pagination(page, pageSize, total[0]?.n ?? 0) };
}
