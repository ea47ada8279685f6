/**
 * The seller card of a product page (decision 075): the seller's display name, completed sales and
 * the visible ratings of them in figures, read in the product's own statement (PRODUCT_BY_ID) so
 * the cached product answer carries it and a product page sends no statement more. The rule of
 * which ratings anyone may read (the contract's ratingsRevealed) is stated once in SQL here, for
 * this card and the seller's page (modules/ratings, decision 071).
 */
import { RATING_WINDOW_DAYS, averageRating, displayName, type SellerSummary } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../platform/db/schema.ts';

/** The rating window in hours, for SQL (the contract's RATING_WINDOW_DAYS of 24 hours). */
const WINDOW_HOURS = RATING_WINDOW_DAYS * 24;

/**
 * SQL condition: the rating `r` (an order_ratings row; `o` its order) may be read by anyone at
 * `now`: staff have not hidden it (decision 076) and it is revealed (the contract's
 * ratingsRevealed: the other side's rating is in, or the window has closed). `now` is SQL: a
 * timestamptz value or placeholder.
 */
export function ratingVisibleSql(now: SQL): SQL {
  return sql`(r.hidden_at IS NULL AND (
    EXISTS (SELECT 1 FROM order_ratings other WHERE other.order_id = r.order_id AND other.side <> r.side)
    OR o.delivered_at + ${WINDOW_HOURS} * interval '1 hour' < ${now}
  ))`;
}

/**
 * The seller of the `products` row in scope as one JSON array (`sv.seller`), or null when their
 * account is closed: [id, first name, last name, completed sales (their orders delivered), how many
 * visible ratings of them, the sum of their stars] at the placeholder `now`. Counted on read over
 * orders_seller_idx and order_ratings_subject_idx; the product answer is cached (decision 026).
 */
export const WITH_SELLER_SUMMARY: SQL = sql`
  LEFT JOIN LATERAL (
    SELECT json_build_array(
             u.id, u.first_name, u.last_name,
             (SELECT count(*) FROM orders so WHERE so.seller_id = u.id AND so.status = 'delivered'),
             rt.n, rt.total) AS seller
    FROM users u
    CROSS JOIN LATERAL (
      SELECT count(*) AS n, coalesce(sum(r.stars), 0) AS total
      FROM order_ratings r JOIN orders o ON o.id = r.order_id
      WHERE r.subject_id = u.id AND r.side = 'buyer'
        AND ${ratingVisibleSql(sql`${sql.placeholder('now')}::timestamptz`)}
    ) AS rt
    WHERE u.id = ${products.ownerId} AND u.is_active
  ) AS sv ON true`;

/** `sv.seller` as the database sends it (counts may come as text). */
export type SellerSummaryRow =
  [number, string, string, number | string, number | string, number | string] | null;

/** The contract SellerSummary of a WITH_SELLER_SUMMARY row (null stays null: a closed account). */
export function sellerSummaryOf(row: SellerSummaryRow): SellerSummary | null {
  if (row === null) return null;
  const [id, firstName, lastName, sales, count, total] = row;
  return {
    id,
    display_name: displayName(id, firstName, lastName),
    completed_sales: Number(sales),
    rating: { average: averageRating(Number(total), Number(count)), count: Number(count) },
  };
}
