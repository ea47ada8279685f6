/**
 * The messages module's part of 'Your data' (decisions 073, 074): the download's `messages`
 * section, and what deleting an account does to messages.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/client.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The `messages` section of user `userId`'s download: each conversation they are a party of (what
 * it is about, their side, the other party's user id) with every message in it (`from`: 'you' or
 * 'them', the text, the time), and the users they have blocked. The other party's messages are
 * included: they were written to this person.
 */
export async function messagesSection(db: Db, userId: number): Promise<unknown> {
  const rows = await queryRows<{
    conversation_id: number;
    buyer_id: number;
    seller_id: number;
    product_id: number | null;
    order_id: number | null;
    message_id: number | null;
    sender_id: number | null;
    body: string | null;
    created_at: Date | string | null;
  }>(
    db,
    sql`SELECT c.id AS conversation_id, c.buyer_id, c.seller_id, c.product_id, c.order_id,
          m.id AS message_id, m.sender_id, m.body, m.created_at
        FROM conversations c LEFT JOIN messages m ON m.conversation_id = c.id
        WHERE c.buyer_id = ${userId} OR c.seller_id = ${userId}
        ORDER BY c.id, m.id`,
  );
  const byId = new Map<
    number,
    {
      id: number;
      about: string;
      listing_id: number | null;
      order_id: number | null;
      your_role: string;
      other_user_id: number;
      messages: unknown[];
    }
  >();
  for (const r of rows) {
    let c = byId.get(r.conversation_id);
    if (c === undefined) {
      c = {
        id: r.conversation_id,
        about: r.order_id === null ? 'listing' : 'order',
        listing_id: r.product_id,
        order_id: r.order_id,
        your_role: r.buyer_id === userId ? 'buyer' : 'seller',
        other_user_id: r.buyer_id === userId ? r.seller_id : r.buyer_id,
        messages: [],
      };
      byId.set(r.conversation_id, c);
    }
    if (r.message_id !== null && r.created_at !== null)
      c.messages.push({
        from: r.sender_id === userId ? 'you' : 'them',
        body: r.body,
        created_at: iso(r.created_at),
      });
  }
  const blocks = await queryRows<{ blocked_id: number; created_at: Date | string }>(
    db,
    sql`SELECT blocked_id, created_at FROM user_blocks WHERE blocker_id = ${userId} ORDER BY created_at, blocked_id`,
  );
  return {
    conversations: [...byId.values()],
    blocked_users: blocks.map((b) => ({ user_id: b.blocked_id, since: iso(b.created_at) })),
  };
}

/**
 * What deleting user `userId`'s account does to messages, inside the deletion's transaction
 * (decision 074, the record of decision 073): their blocks, both ways, are deleted; their
 * conversations and messages are kept, because each is also the other party's copy, and their
 * name on them becomes the deleted account's ('Deleted account', from the users row the deletion
 * anonymises). A closed account receives no messages (messageRefusal 'closed').
 */
export async function forgetMessagingOf(tx: Db | Tx, userId: number): Promise<void> {
  await queryRows(
    tx as Db,
    sql`DELETE FROM user_blocks WHERE blocker_id = ${userId} OR blocked_id = ${userId} RETURNING blocker_id`,
  );
}
