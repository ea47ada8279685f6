/**
 * A seller's public page (decision 071): display name, member since, completed sales (their orders
 * delivered), the ratings of them that anyone may read (ratingsRevealed, in SQL: the other side's
 * rating is in, or the window has closed) in figures and the latest SELLER_PAGE_RATINGS of them,
 * and their typical dispatch time: the contract's medianDispatchHours over the hours from payment
 * (the order's creation, which is its payment) to its first 'shipped' event, of their latest
 * DISPATCH_SAMPLE shipped orders. Ratings staff hid on reports are left out (decision 076). An
 * unknown or deactivated account answers 404. Four queries.
 */
import {
  MESSAGES,
  SELLER_PAGE_RATINGS,
  averageRating,
  medianDispatchHours,
  type PartyRating,
  type ReviewSummary,
  type SellerProfile,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ratingVisibleSql } from '../catalogue/index.ts';
import { displayName, type PersonNames } from '../orders/index.ts';
import { toPartyRating, type RatingRow } from './ratings.ts';

/** How many of a seller's latest shipped orders their typical dispatch time is measured over. */
export const DISPATCH_SAMPLE = 100;

/**
 * `r` (an order_ratings row of `o`, its order) may be read by anyone at `now` (ratingsRevealed):
 * the catalogue's condition, which the product page's seller card counts with (decision 075).
 */
const visible = (now: Date) => ratingVisibleSql(sql`${now.toISOString()}::timestamptz`);

/** The seller `sellerId`'s page at `now`. Throws HttpError 404 for an unknown or deactivated account. */
export async function getSeller(
  db: Db,
  sellerId: number,
  now: Date,
): Promise<{ seller: SellerProfile; ratings: PartyRating[] }> {
  const [person] = await queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    created_at: Date | string;
    completed_sales: number | string;
  }>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.created_at,
          (SELECT count(*) FROM orders o WHERE o.seller_id = u.id AND o.status = 'delivered') AS completed_sales
        FROM users u WHERE u.id = ${sellerId} AND u.is_active`,
  );
  if (person === undefined) throw notFound(MESSAGES.server.notFound);
  const [stars, latest, dispatch] = await Promise.all([
    queryRows<{ stars: number; n: number | string }>(
      db,
      sql`SELECT r.stars, count(*) AS n FROM order_ratings r JOIN orders o ON o.id = r.order_id
          WHERE r.subject_id = ${sellerId} AND r.side = 'buyer' AND ${visible(now)}
          GROUP BY r.stars`,
    ),
    queryRows<{
      id: number;
      order_id: number;
      side: 'buyer';
      author_id: number;
      subject_id: number;
      stars: number;
      comment: string;
      reply: string | null;
      replied_at: Date | string | null;
      created_at: Date | string;
      first_name: string;
      last_name: string;
    }>(
      db,
      sql`SELECT r.id, r.order_id, r.side, r.author_id, r.subject_id, r.stars, r.comment, r.reply,
            r.replied_at, r.created_at, a.first_name, a.last_name
          FROM order_ratings r JOIN orders o ON o.id = r.order_id JOIN users a ON a.id = r.author_id
          WHERE r.subject_id = ${sellerId} AND r.side = 'buyer' AND ${visible(now)}
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${SELLER_PAGE_RATINGS}`,
    ),
    queryRows<{ hours: number | string }>(
      db,
      sql`SELECT extract(epoch FROM s.shipped_at - o.created_at) / 3600 AS hours
          FROM orders o
          JOIN LATERAL (SELECT min(e.created_at) AS shipped_at FROM order_events e
                        WHERE e.order_id = o.id AND e.to_status = 'shipped') s ON s.shipped_at IS NOT NULL
          WHERE o.seller_id = ${sellerId}
          ORDER BY o.id DESC LIMIT ${DISPATCH_SAMPLE}`,
    ),
  ]);
  const histogram: ReviewSummary['histogram'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const row of stars) {
    const n = Number(row.n);
    histogram[row.stars - 1] = n;
    sum += row.stars * n;
    count += n;
  }
  const names: PersonNames = { id: person.id, firstName: person.first_name, lastName: person.last_name };
  const date = (value: Date | string) => new Date(value);
  return {
    seller: {
      id: person.id,
      display_name: displayName(names),
      member_since: date(person.created_at).toISOString(),
      completed_sales: Number(person.completed_sales),
      rating: { average: averageRating(sum, count), count, histogram },
      dispatch_hours: medianDispatchHours(dispatch.map((d) => Number(d.hours))),
    },
    ratings: latest.map((r) => {
      const row: RatingRow = {
        id: r.id,
        orderId: r.order_id,
        side: r.side,
        authorId: r.author_id,
        subjectId: r.subject_id,
        stars: r.stars,
        comment: r.comment,
        reply: r.reply,
        repliedAt: r.replied_at === null ? null : date(r.replied_at),
        createdAt: date(r.created_at),
        hiddenAt: null,
        subjectNotifiedAt: null,
      };
      return toPartyRating(row, { id: r.author_id, firstName: r.first_name, lastName: r.last_name }, names);
    }),
  };
}
