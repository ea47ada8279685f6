/**
 * The e-mails of ratings (decision 076), through the outbox like every e-mail (decision 024):
 * - 'rating-received', once per rating, to the person rated when it becomes visible to them:
 *   at the order's second rating (both in; `rateOrder` calls `mailRevealedRatings` in its
 *   transaction) or, for a rating whose other side never came, once the window has closed (the
 *   'rating-mails' job). `order_ratings.subject_notified_at` is set by the one statement that
 *   claims it (`... WHERE subject_notified_at IS NULL`), and the outbox key
 *   `rating-received:{rating}` is a second guard, so no rating is mailed twice;
 * - 'rating-reminder', once per order, RATING_REMINDER_AFTER_DAYS after delivery, to each side
 *   that has not rated yet while the window is open (`orders.rating_reminded_at`).
 * A hidden rating and a deleted or deactivated account are never mailed. The job
 * claims rows in batches with `FOR UPDATE SKIP LOCKED`, one transaction per batch (decision 060).
 */
import {
  DEADLINE_DAY_MS,
  RATING_REMINDER_AFTER_DAYS,
  RATING_WINDOW_DAYS,
  otherSide,
  ratingWindowEnds,
  type RatingSide,
} from '@shop/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/client.ts';
import { orderRatings, orders, users } from '../../platform/db/schema.ts';
import { greetingName, publicName, recipientColumns } from '../accounts/index.ts';
import { enqueue, type Recipient } from '../notifications/index.ts';

/** Rows each transaction of the job claims (the orders jobs' batch, decision 060). */
export const RATING_MAIL_BATCH = 20;

/** The rating window in hours, for SQL (the contract's RATING_WINDOW_DAYS of 24 hours). */
const WINDOW_HOURS = RATING_WINDOW_DAYS * 24;

/** What one run of the 'rating-mails' job did. */
export interface RatingMailsRun {
  /** Orders whose sides were reminded to rate (or passed over: the window had closed). */
  reminded: number;
  /** Ratings whose subjects were told they became visible when the window closed. */
  revealed: number;
}

/** A person to e-mail (Recipient) with their public name, or null when they cannot be mailed. */
type MailablePerson = (Recipient & { publicName: string }) | null;

/**
 * User `userId` as a Recipient with their public name, or null for a gone, deleted or
 * deactivated account (they cannot sign in to read or rate; decisions 024 and 073).
 */
async function personOf(tx: Db | Tx, userId: number): Promise<MailablePerson> {
  const [user] = await tx
    .select({ ...recipientColumns, deletedAt: users.deletedAt, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (user === undefined || user.deletedAt !== null || !user.isActive) return null;
  return { to: user.email, name: greetingName(user), publicName: publicName(user) };
}

/** User `userId`'s public name (any account: a deactivated rater is still named). */
async function publicNameOf(tx: Db | Tx, userId: number): Promise<string> {
  const [user] = await tx.select(recipientColumns).from(users).where(eq(users.id, userId));
  return user === undefined ? 'Deleted account' : publicName(user);
}

/**
 * Inside `tx`: marks the ratings `ratingIds` mailed at `now` where they were not yet, and
 * enqueues each such rating's 'rating-received' to its subject (not for a hidden rating or a
 * deleted account). The caller has checked that each is visible to its subject now. Returns how
 * many ratings this call claimed.
 */
export async function mailRevealedRatings(
  tx: Db | Tx,
  ratingIds: readonly number[],
  now: Date,
): Promise<number> {
  if (ratingIds.length === 0) return 0;
  const claimed = await tx
    .update(orderRatings)
    .set({ subjectNotifiedAt: now })
    .where(and(inArray(orderRatings.id, [...ratingIds]), isNull(orderRatings.subjectNotifiedAt)))
    .returning();
  for (const rating of claimed) {
    if (rating.hiddenAt !== null) continue;
    const subject = await personOf(tx, rating.subjectId);
    if (subject === null) continue;
    const role: RatingSide = otherSide(rating.side);
    await enqueue(
      tx as Db,
      {
        kind: 'rating-received',
        payload: {
          to: subject.to,
          name: subject.name,
          ratingId: rating.id,
          orderId: rating.orderId,
          role,
          authorName: await publicNameOf(tx, rating.authorId),
          stars: rating.stars,
          comment: rating.comment,
          canReply: role === 'seller' && rating.reply === null,
        },
      },
      `rating-received:${rating.id}`,
    );
  }
  return claimed.length;
}

/** Runs `batch` in transactions until one handles fewer than `size` rows; returns the total. */
async function inBatches(db: Db, size: number, batch: (tx: Tx) => Promise<number>): Promise<number> {
  let done = 0;
  for (;;) {
    const handled = await db.transaction(batch);
    done += handled;
    if (handled < size) return done;
  }
}

/**
 * Tells the subjects of ratings revealed by the window's close (no other side came) that they
 * can read them: claims unmailed ratings of orders whose window ended before `now`.
 */
export async function mailClosedWindowRatings(db: Db, now: Date, size = RATING_MAIL_BATCH): Promise<number> {
  return inBatches(db, size, async (tx) => {
    const due = await queryRows<{ id: number }>(
      tx as unknown as Db,
      sql`SELECT r.id FROM order_ratings r JOIN orders o ON o.id = r.order_id
          WHERE r.subject_notified_at IS NULL
            AND o.delivered_at + ${WINDOW_HOURS} * interval '1 hour' < ${now.toISOString()}::timestamptz
          ORDER BY r.id LIMIT ${size}
          FOR UPDATE OF r SKIP LOCKED`,
    );
    await mailRevealedRatings(
      tx,
      due.map((r) => r.id),
      now,
    );
    return due.length;
  });
}

/**
 * Reminds each side of an order delivered RATING_REMINDER_AFTER_DAYS or more before `now` that
 * has not rated yet, once per order ('rating-reminder', key `rating-reminder:{order}:{side}`),
 * while the window is still open and the order still delivered; an order past its window or no
 * longer delivered is marked without a mail.
 */
export async function remindToRate(db: Db, now: Date, size = RATING_MAIL_BATCH): Promise<number> {
  const dueBy = new Date(now.getTime() - RATING_REMINDER_AFTER_DAYS * DEADLINE_DAY_MS);
  return inBatches(db, size, async (tx) => {
    const due = await queryRows<{
      id: number;
      status: string;
      delivered_at: Date | string;
      user_id: number;
      seller_id: number | null;
    }>(
      tx as unknown as Db,
      sql`SELECT id, status, delivered_at, user_id, seller_id FROM orders
          WHERE delivered_at IS NOT NULL AND rating_reminded_at IS NULL
            AND delivered_at <= ${dueBy.toISOString()}::timestamptz
          ORDER BY delivered_at, id LIMIT ${size}
          FOR UPDATE SKIP LOCKED`,
    );
    for (const order of due) {
      await tx.update(orders).set({ ratingRemindedAt: now }).where(eq(orders.id, order.id));
      const rateBy = ratingWindowEnds(new Date(order.delivered_at));
      if (order.status !== 'delivered' || order.seller_id === null || now.getTime() > rateBy.getTime())
        continue;
      const rated = await tx
        .select({ side: orderRatings.side })
        .from(orderRatings)
        .where(eq(orderRatings.orderId, order.id));
      const sides: { side: RatingSide; me: MailablePerson; otherId: number }[] = [
        { side: 'buyer', me: await personOf(tx, order.user_id), otherId: order.seller_id },
        { side: 'seller', me: await personOf(tx, order.seller_id), otherId: order.user_id },
      ];
      for (const { side, me, otherId } of sides) {
        if (me === null || rated.some((r) => r.side === side)) continue;
        await enqueue(
          tx as unknown as Db,
          {
            kind: 'rating-reminder',
            payload: {
              to: me.to,
              name: me.name,
              orderId: order.id,
              role: side,
              otherName: await publicNameOf(tx, otherId),
              otherRated: rated.some((r) => r.side === otherSide(side)),
              rateBy: rateBy.toISOString(),
            },
          },
          `rating-reminder:${order.id}:${side}`,
        );
      }
    }
    return due.length;
  });
}

/**
 * The 'rating-mails' job at `now` (decision 076): the reminders to rate, then the e-mails of
 * ratings revealed by the window's close.
 */
export async function sendRatingMails(db: Db, now: Date): Promise<RatingMailsRun> {
  const reminded = await remindToRate(db, now);
  const revealed = await mailClosedWindowRatings(db, now);
  return { reminded, revealed };
}
