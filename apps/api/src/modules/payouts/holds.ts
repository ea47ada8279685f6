/**
 * Staff holds on a seller's payouts (decision 061): while a hold is in force no payout of the
 * seller is made, scheduled or requested (createPayout checks it under the seller's lock, so a
 * hold and a payout never interleave). Putting a hold needs a reason; the seller is e-mailed it
 * ('payouts-on-hold'), and e-mailed again when it is lifted ('payouts-resumed', decision 064).
 * Each hold and lift is a staff action of the audit log (decision 045), written in the same
 * transaction as the e-mail's outbox row. Money already in transit is not recalled.
 */
import {
  MESSAGES,
  SELLER_PAYOUT_MESSAGES,
  singleLine,
  type Pagination,
  type PayoutHold,
} from '@shop/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { greetingName, recipientColumns } from '../accounts/index.ts';
import { recordStaffAction } from '../admin/index.ts';
import { pagination } from '../catalogue/index.ts';
import { enqueue } from '../notifications/index.ts';
import { lockSeller } from './payouts.ts';
import { payoutHolds } from './tables.ts';

/** The hold in force of seller `sellerId` as the contract's PayoutHold (on_hold false when none). */
async function holdOf(db: Db, sellerId: number): Promise<PayoutHold> {
  const [hold] = await db
    .select()
    .from(payoutHolds)
    .where(and(eq(payoutHolds.sellerId, sellerId), isNull(payoutHolds.liftedAt)));
  return hold === undefined
    ? { seller_id: sellerId, on_hold: false, reason: null, held_at: null }
    : { seller_id: sellerId, on_hold: true, reason: hold.reason, held_at: hold.heldAt.toISOString() };
}

/**
 * Staff member `actorId` puts seller `sellerId`'s payouts on hold (`onHold` true, with `reason`,
 * stored as one plain line: contract singleLine) or lifts the hold (false), at `now`; each writes
 * its staff action and the seller's e-mail. Putting a hold on a held seller, or lifting where
 * there is none, changes nothing and e-mails nobody. Returns the seller's hold. Throws HttpError 400
 * SELLER_PAYOUT_MESSAGES.holdReasonRequired for a hold without a reason, 404 for an unknown user.
 */
export async function setPayoutHold(
  db: Db,
  actorId: number,
  sellerId: number,
  input: { onHold: boolean; reason?: string | undefined },
  now: Date,
): Promise<PayoutHold> {
  const reason = singleLine(input.reason ?? '');
  if (input.onHold && reason === '') throw badRequest(SELLER_PAYOUT_MESSAGES.holdReasonRequired);
  await db.transaction(async (tx) => {
    if (!(await lockSeller(tx, sellerId))) throw notFound(MESSAGES.server.notFound);
    const current = await holdOf(tx, sellerId);
    if (input.onHold) {
      if (current.on_hold) return;
      const [hold] = await tx
        .insert(payoutHolds)
        .values({ sellerId, reason, heldBy: actorId, heldAt: now })
        .returning({ id: payoutHolds.id });
      await recordStaffAction(tx, { actorId, kind: 'payouts_held', userId: sellerId, note: reason });
      const [user] = await tx.select(recipientColumns).from(users).where(eq(users.id, sellerId));
      if (user !== undefined && hold !== undefined)
        await enqueue(
          tx,
          { kind: 'payouts-on-hold', payload: { to: user.email, name: greetingName(user), reason } },
          `payouts-on-hold:${hold.id}`,
        );
      return;
    }
    if (!current.on_hold) return;
    const [lifted] = await tx
      .update(payoutHolds)
      .set({ liftedAt: now, liftedBy: actorId })
      .where(and(eq(payoutHolds.sellerId, sellerId), isNull(payoutHolds.liftedAt)))
      .returning({ id: payoutHolds.id });
    await recordStaffAction(tx, {
      actorId,
      kind: 'payouts_released',
      userId: sellerId,
      note: current.reason ?? '',
    });
    // The seller was told of the hold; they are told it is lifted too (decision 064).
    const [user] = await tx.select(recipientColumns).from(users).where(eq(users.id, sellerId));
    if (user !== undefined && lifted !== undefined)
      await enqueue(
        tx,
        { kind: 'payouts-resumed', payload: { to: user.email, name: greetingName(user) } },
        `payouts-resumed:${lifted.id}`,
      );
  });
  return holdOf(db, sellerId);
}

/** The holds in force, newest first, one page (default 50). */
export async function payoutHoldsInForce(
  db: Db,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ holds: PayoutHold[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const inForce = isNull(payoutHolds.liftedAt);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(payoutHolds).where(inForce),
    db
      .select()
      .from(payoutHolds)
      .where(inForce)
      .orderBy(desc(payoutHolds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    holds: rows.map((h) => ({
      seller_id: h.sellerId,
      on_hold: true,
      reason: h.reason,
      held_at: h.heldAt.toISOString(),
    })),
    pagination: pagination(page, pageSize, total[0]?.n ?? 0),
  };
}
