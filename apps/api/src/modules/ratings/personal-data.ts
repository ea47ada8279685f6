/**
 * The ratings module's part of 'Your data' (decision 073): the ratings the user gave the other
 * side of their orders (hidden ones marked), and the ratings of them they may read (revealed and
 * not hidden: the rule of ratingVisibleSql, decision 071), each with the seller's reply. Ratings
 * stay when the account is deleted: the other party's record of the order, the author's name
 * replaced as every name is (decision 073).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { ratingVisibleSql } from '../catalogue/index.ts';

/** One rating as the download holds it (ISO dates). */
interface RatingRow {
  id: number;
  order_id: number;
  side: string;
  author_id: number;
  stars: number;
  comment: string;
  reply: string | null;
  created_at: Date | string;
  hidden_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The ratings `userId` gave and those of them they may read, oldest first. */
export async function ratingsSection(db: Db, userId: number) {
  const rows = await queryRows<RatingRow>(
    db,
    sql`SELECT r.id, r.order_id, r.side, r.author_id, r.stars, r.comment, r.reply, r.created_at, r.hidden_at
        FROM order_ratings r JOIN orders o ON o.id = r.order_id
        WHERE r.author_id = ${userId}
           OR (r.subject_id = ${userId} AND ${ratingVisibleSql(sql`now()`)})
        ORDER BY r.id`,
  );
  const view = (r: RatingRow) => ({
    order_id: r.order_id,
    stars: r.stars,
    comment: r.comment,
    reply: r.reply,
    created_at: iso(r.created_at),
  });
  return {
    given: rows
      .filter((r) => r.author_id === userId)
      .map((r) => ({ ...view(r), as: r.side, hidden: r.hidden_at !== null })),
    received: rows.filter((r) => r.author_id !== userId).map((r) => ({ ...view(r), from: r.side })),
  };
}
