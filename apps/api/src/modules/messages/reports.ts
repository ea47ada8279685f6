/**
 * Messages as targets of reports (decision 074, the reports module's adapter of kind 'message'):
 * who may report one (the other party of its conversation: the only other person who read it),
 * and the message as staff read it in the queue. Staff read a message only this way.
 */
import { MESSAGING_MESSAGES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';

/**
 * The sender of message `id` when `viewerId` may report it: they are a party of its
 * conversation. Throws HttpError 404 MESSAGING_MESSAGES.notFound otherwise (no such message, or
 * one they never saw).
 */
export async function messageSenderFor(db: Db, id: number, viewerId: number): Promise<number> {
  const [row] = await queryRows<{ sender_id: number; buyer_id: number; seller_id: number }>(
    db,
    sql`SELECT m.sender_id, c.buyer_id, c.seller_id FROM messages m
        JOIN conversations c ON c.id = m.conversation_id WHERE m.id = ${id}`,
  );
  if (row === undefined || (row.buyer_id !== viewerId && row.seller_id !== viewerId))
    throw notFound(MESSAGING_MESSAGES.notFound);
  return row.sender_id;
}

/** A reported message as staff read it: its text, sender, conversation and what it is about. */
export interface ReportedMessage {
  id: number;
  senderId: number;
  body: string;
  conversationId: number;
  productId: number | null;
  orderId: number | null;
}

/** The messages of `ids` that still exist (reported ones, for the staff queue). */
export async function reportedMessages(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ReportedMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    sender_id: number;
    body: string;
    conversation_id: number;
    product_id: number | null;
    order_id: number | null;
  }>(
    db,
    sql`SELECT m.id, m.sender_id, m.body, m.conversation_id, c.product_id, c.order_id
        FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        senderId: r.sender_id,
        body: r.body,
        conversationId: r.conversation_id,
        productId: r.product_id,
        orderId: r.order_id,
      },
    ]),
  );
}
