/**
 * Messages between people (decision 074): conversations about a listing (one per listing and
 * buyer) or an order (one per order and its seller), read only by their two parties; sending
 * under the contract's messageRefusal (yourself, a closed account, blocks, the hourly limit); the
 * unread counts from each party's read marker; the batched e-mail (messageEmailDue: at most one
 * per conversation and recipient in MESSAGE_EMAIL_WINDOW_MS, by the app's clock). Every send is
 * one transaction with the sender's row locked, so two sends at once cannot pass the limit
 * together, and a refused send writes nothing (not even a new conversation).
 */
import {
  CONVERSATION_MESSAGES_LIMIT,
  CONVERSATIONS_LIMIT,
  MESSAGE_EMAIL_PREVIEW_CHARS,
  MESSAGE_REFUSAL_STATUS,
  MESSAGING_MESSAGES,
  messageEmailDue,
  messageRateWindowStart,
  messageRefusal,
  type ChatMessage,
  type Conversation,
  type ConversationRole,
  type ConversationSummary,
} from '@shop/contract';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/client.ts';
import { conversations, messages, userBlocks, users } from '../../platform/db/schema.ts';
import { badRequest, conflict, httpError, notFound } from '../../platform/http/errors.ts';
import { greetingName, publicName, recipientColumns } from '../accounts/index.ts';
import { visibleProductStock } from '../catalogue/index.ts';
import { enqueue } from '../notifications/index.ts';

/** A `conversations` row. */
type ConversationRow = typeof conversations.$inferSelect;

/** What a message is sent to: a listing (ask its seller), an order, or a conversation. */
export type MessageTarget =
  | { kind: 'listing'; productId: number }
  | { kind: 'order'; orderId: number }
  | { kind: 'conversation'; conversationId: number };

/** The side `userId` is on in `row`, or null when they are not a party. */
function roleOf(row: Pick<ConversationRow, 'buyerId' | 'sellerId'>, userId: number): ConversationRole | null {
  if (row.buyerId === userId) return 'buyer';
  if (row.sellerId === userId) return 'seller';
  return null;
}

/** The SQL row of a conversation as one party lists it (listConversations, conversationFor). */
interface SummaryRow {
  id: number;
  buyer_id: number;
  seller_id: number;
  product_id: number | null;
  product_name: string | null;
  order_id: number | null;
  last_message_at: Date | string;
  other_id: number;
  other_first: string;
  other_last: string;
  other_display: string | null;
  unread: number | string;
  last_id: number | null;
  last_sender: number | null;
  last_body: string | null;
  last_at: Date | string | null;
  last_sender_first: string | null;
  last_sender_last: string | null;
  last_sender_display: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The conversations of `userId` matching `where` (SQL over `c`), the latest activity first, each
 * with the other party's names, the unread count and the latest message: one statement.
 */
async function summaryRows(db: Db | Tx, userId: number, where: ReturnType<typeof sql>, limit: number) {
  return queryRows<SummaryRow>(
    db as Db,
    sql`SELECT c.id, c.buyer_id, c.seller_id, c.product_id, p.name AS product_name, c.order_id,
          c.last_message_at, o.id AS other_id, o.first_name AS other_first, o.last_name AS other_last,
          o.display_name AS other_display,
          (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> ${userId}
             AND m.id > CASE WHEN c.buyer_id = ${userId} THEN c.buyer_read_id ELSE c.seller_read_id END)::int AS unread,
          l.id AS last_id, l.sender_id AS last_sender, l.body AS last_body, l.created_at AS last_at,
          s.first_name AS last_sender_first, s.last_name AS last_sender_last, s.display_name AS last_sender_display
        FROM conversations c
        JOIN users o ON o.id = CASE WHEN c.buyer_id = ${userId} THEN c.seller_id ELSE c.buyer_id END
        LEFT JOIN products p ON p.id = c.product_id
        LEFT JOIN LATERAL (
          SELECT id, sender_id, body, created_at FROM messages
          WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1
        ) l ON true
        LEFT JOIN users s ON s.id = l.sender_id
        WHERE (c.buyer_id = ${userId} OR c.seller_id = ${userId}) AND ${where}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT ${limit}`,
  );
}

/** The contract ConversationSummary of `row` as `userId` sees it. */
function toSummary(row: SummaryRow, userId: number): ConversationSummary {
  const other = {
    id: row.other_id,
    name: publicName({
      id: row.other_id,
      displayName: row.other_display,
      firstName: row.other_first,
      lastName: row.other_last,
    }),
  };
  const last: ChatMessage | null =
    row.last_id === null || row.last_sender === null || row.last_body === null || row.last_at === null
      ? null
      : {
          id: row.last_id,
          conversation_id: row.id,
          sender: {
            id: row.last_sender,
            name: publicName({
              id: row.last_sender,
              displayName: row.last_sender_display,
              firstName: row.last_sender_first ?? '',
              lastName: row.last_sender_last ?? '',
            }),
          },
          mine: row.last_sender === userId,
          body: row.last_body,
          created_at: iso(row.last_at),
        };
  return {
    id: row.id,
    subject: row.product_id === null ? 'order' : 'listing',
    listing: row.product_id === null ? null : { id: row.product_id, name: row.product_name ?? '' },
    order_id: row.order_id,
    your_role: row.buyer_id === userId ? 'buyer' : 'seller',
    other,
    last_message: last,
    unread: Number(row.unread),
    updated_at: iso(row.last_message_at),
  };
}

/**
 * The number of messages to `userId` they have not read, over all their conversations (the top
 * bar's badge): one statement over the two sides' indexes.
 */
export async function unreadTotal(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db as Db,
    sql`SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.sender_id <> ${userId}
          AND ((c.buyer_id = ${userId} AND m.id > c.buyer_read_id)
            OR (c.seller_id = ${userId} AND m.id > c.seller_read_id))`,
  );
  return Number(row?.n ?? 0);
}

/** `userId`'s conversations (CONVERSATIONS_LIMIT, the latest activity first) and their unread total. */
export async function listConversations(
  db: Db,
  userId: number,
): Promise<{ conversations: ConversationSummary[]; unread_total: number }> {
  const rows = await summaryRows(db, userId, sql`true`, CONVERSATIONS_LIMIT);
  return {
    conversations: rows.map((r) => toSummary(r, userId)),
    unread_total: await unreadTotal(db, userId),
  };
}

/** The latest CONVERSATION_MESSAGES_LIMIT messages of conversation `id`, oldest first, as `userId` sees them. */
async function messagesOf(db: Db | Tx, id: number, userId: number): Promise<ChatMessage[]> {
  const rows = await queryRows<{
    id: number;
    sender_id: number;
    body: string;
    created_at: Date | string;
    first_name: string;
    last_name: string;
    display_name: string | null;
  }>(
    db as Db,
    sql`SELECT * FROM (
          SELECT m.id, m.sender_id, m.body, m.created_at, u.first_name, u.last_name, u.display_name
          FROM messages m JOIN users u ON u.id = m.sender_id
          WHERE m.conversation_id = ${id} ORDER BY m.id DESC LIMIT ${CONVERSATION_MESSAGES_LIMIT}
        ) latest ORDER BY id`,
  );
  return rows.map((r) => ({
    id: r.id,
    conversation_id: id,
    sender: {
      id: r.sender_id,
      name: publicName({
        id: r.sender_id,
        displayName: r.display_name,
        firstName: r.first_name,
        lastName: r.last_name,
      }),
    },
    mine: r.sender_id === userId,
    body: r.body,
    created_at: iso(r.created_at),
  }));
}

/** Conversation `id` as party `userId` sees it, or undefined when it is not theirs. */
async function conversationFor(db: Db | Tx, id: number, userId: number): Promise<Conversation | undefined> {
  const [row] = await summaryRows(db, userId, sql`c.id = ${id}`, 1);
  if (row === undefined) return undefined;
  const [blocked] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, row.other_id)));
  return {
    ...toSummary(row, userId),
    messages: await messagesOf(db, id, userId),
    you_blocked: blocked !== undefined,
  };
}

/**
 * Conversation `id` as `userId` reads it, marked read up to its latest message (its `unread` is
 * then 0). Only its two parties: anyone else, staff included, gets HttpError 404
 * MESSAGING_MESSAGES.notFound (decision 074: staff read a message only when it is reported).
 */
export async function readConversation(db: Db, userId: number, id: number): Promise<Conversation> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  const role = row === undefined ? null : roleOf(row, userId);
  if (row === undefined || role === null) throw notFound(MESSAGING_MESSAGES.notFound);
  const latest = sql`(SELECT coalesce(max(id), 0) FROM messages WHERE conversation_id = ${id})`;
  await db
    .update(conversations)
    .set(
      role === 'buyer'
        ? { buyerReadId: sql`greatest(${conversations.buyerReadId}, ${latest})` }
        : { sellerReadId: sql`greatest(${conversations.sellerReadId}, ${latest})` },
    )
    .where(eq(conversations.id, id));
  const view = await conversationFor(db, id, userId);
  if (view === undefined) throw notFound(MESSAGING_MESSAGES.notFound);
  return view;
}

/** The parties and subject a message to `target` goes between; throws 404/409 as sendMessage says. */
async function resolveTarget(
  tx: Tx,
  senderId: number,
  target: MessageTarget,
): Promise<{
  existing: ConversationRow | undefined;
  buyerId: number;
  sellerId: number;
  productId: number | null;
  orderId: number | null;
}> {
  if (target.kind === 'conversation') {
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, target.conversationId));
    if (row === undefined || roleOf(row, senderId) === null) throw notFound(MESSAGING_MESSAGES.notFound);
    return {
      existing: row,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
      productId: row.productId,
      orderId: row.orderId,
    };
  }
  if (target.kind === 'listing') {
    // 404 'Product not found' for a listing the sender cannot see (as the product page).
    const product = await visibleProductStock(tx as unknown as Db, target.productId, senderId);
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.productId, product.id), eq(conversations.buyerId, senderId)));
    return {
      existing: row,
      buyerId: senderId,
      sellerId: product.ownerId,
      productId: product.id,
      orderId: null,
    };
  }
  const [order] = await queryRows<{ id: number; user_id: number; seller_id: number | null }>(
    tx as unknown as Db,
    sql`SELECT id, user_id, seller_id FROM orders WHERE id = ${target.orderId}`,
  );
  if (order === undefined || (order.user_id !== senderId && order.seller_id !== senderId))
    throw notFound(MESSAGING_MESSAGES.notFound);
  if (order.seller_id === null) throw conflict(MESSAGING_MESSAGES.noSeller);
  const [row] = await tx.select().from(conversations).where(eq(conversations.orderId, order.id));
  return {
    existing: row,
    buyerId: order.user_id,
    sellerId: order.seller_id,
    productId: null,
    orderId: order.id,
  };
}

/**
 * `senderId` sends `body` (trimmed, 1..MESSAGE_BODY_MAX_LENGTH by the contract's schema) to
 * `target` at `now` (the app's clock), in one transaction: the conversation is started if new;
 * the sender's read marker moves past their own message; an e-mail is queued to the recipient
 * when messageEmailDue. Returns the conversation as the sender sees it. Throws HttpError: 404 an
 * unknown or not-their conversation or order, a listing they cannot see; 409
 * MESSAGING_MESSAGES.noSeller; and messageRefusal's refusals with MESSAGE_REFUSAL_STATUS and
 * MESSAGING_MESSAGES.errors (400 yourself, 409 closed account, 403 blocked either way, 429 limit).
 */
export async function sendMessage(
  db: Db,
  senderId: number,
  target: MessageTarget,
  body: string,
  now: Date,
): Promise<Conversation> {
  const conversationId = await db.transaction(async (tx) => {
    // The sender's row, locked: their sends are serialised, so the hourly count holds.
    const [sender] = await tx
      .select(recipientColumns)
      .from(users)
      .where(eq(users.id, senderId))
      .for('update');
    if (sender === undefined) throw notFound(MESSAGING_MESSAGES.notFound);
    const parties = await resolveTarget(tx, senderId, target);
    const recipientId = parties.buyerId === senderId ? parties.sellerId : parties.buyerId;
    const [recipient] = await tx
      .select({ ...recipientColumns, isActive: users.isActive, isTestUser: users.isTestUser })
      .from(users)
      .where(eq(users.id, recipientId));
    const blocks = await tx
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, recipientId), eq(userBlocks.blockedId, senderId)),
          and(eq(userBlocks.blockerId, senderId), eq(userBlocks.blockedId, recipientId)),
        ),
      );
    const [sent] = await tx
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, messageRateWindowStart(now))));
    const refusal = messageRefusal({
      toSelf: recipientId === senderId,
      recipientClosed: recipient === undefined || !recipient.isActive,
      recipientIsDemo: recipient?.isTestUser === true,
      blockedByRecipient: blocks.some((b) => b.blockerId === recipientId),
      blockedBySender: blocks.some((b) => b.blockerId === senderId),
      sentInWindow: sent?.n ?? 0,
    });
    if (refusal !== null) {
      const text = MESSAGING_MESSAGES.errors[refusal];
      if (refusal === 'toSelf') throw badRequest(text);
      throw httpError(MESSAGE_REFUSAL_STATUS[refusal], text);
    }
    if (recipient === undefined) throw notFound(MESSAGING_MESSAGES.notFound);

    let conversation = parties.existing;
    if (conversation === undefined) {
      // Two first messages at once (the buyer and the seller of one order) make one conversation.
      await queryRows(
        tx as unknown as Db,
        parties.orderId !== null
          ? sql`INSERT INTO conversations (buyer_id, seller_id, order_id, last_message_at)
                VALUES (${parties.buyerId}, ${parties.sellerId}, ${parties.orderId}, ${now})
                ON CONFLICT (order_id, seller_id) WHERE order_id IS NOT NULL DO NOTHING`
          : sql`INSERT INTO conversations (buyer_id, seller_id, product_id, last_message_at)
                VALUES (${parties.buyerId}, ${parties.sellerId}, ${parties.productId}, ${now})
                ON CONFLICT (product_id, buyer_id) WHERE product_id IS NOT NULL DO NOTHING`,
      );
      [conversation] = await tx
        .select()
        .from(conversations)
        .where(
          parties.orderId !== null
            ? eq(conversations.orderId, parties.orderId)
            : and(
                eq(conversations.productId, parties.productId ?? 0),
                eq(conversations.buyerId, parties.buyerId),
              ),
        );
      if (conversation === undefined) throw new Error('conversation not written');
    }
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderId, body, createdAt: now })
      .returning({ id: messages.id });
    if (message === undefined) throw new Error('message not written');

    const senderRole = roleOf(conversation, senderId);
    const emailedAt = senderRole === 'buyer' ? conversation.sellerEmailedAt : conversation.buyerEmailedAt;
    const email = messageEmailDue(emailedAt, now);
    await tx
      .update(conversations)
      .set({
        lastMessageAt: now,
        ...(senderRole === 'buyer'
          ? { buyerReadId: message.id, ...(email ? { sellerEmailedAt: now } : {}) }
          : { sellerReadId: message.id, ...(email ? { buyerEmailedAt: now } : {}) }),
      })
      .where(eq(conversations.id, conversation.id));
    if (email) {
      const about =
        conversation.orderId !== null
          ? MESSAGING_MESSAGES.aboutOrder(conversation.orderId)
          : MESSAGING_MESSAGES.aboutListing(await listingName(tx, conversation.productId));
      await enqueue(
        tx as unknown as Db,
        {
          kind: 'new-message',
          payload: {
            to: recipient.email,
            name: greetingName(recipient),
            conversationId: conversation.id,
            senderName: publicName(sender),
            about,
            preview: body.slice(0, MESSAGE_EMAIL_PREVIEW_CHARS),
          },
        },
        `new-message:${message.id}:${recipientId}`,
      );
    }
    return conversation.id;
  });
  const view = await conversationFor(db, conversationId, senderId);
  if (view === undefined) throw notFound(MESSAGING_MESSAGES.notFound);
  return view;
}

/** The name of listing `productId` ('' when gone). */
async function listingName(tx: Tx, productId: number | null): Promise<string> {
  if (productId === null) return '';
  const [row] = await queryRows<{ name: string }>(
    tx as unknown as Db,
    sql`SELECT name FROM products WHERE id = ${productId}`,
  );
  return row?.name ?? '';
}

/**
 * `blockerId` blocks (`block` true) or unblocks user `otherId`: a blocked person's messages to
 * the blocker are refused (403 MESSAGING_MESSAGES.errors.blocked), and the blocker cannot write
 * to them until they unblock. Idempotent. An id no account has is answered as any other, with
 * nothing written, so the answer does not tell which ids exist (as reports of users, decision
 * 076). Throws HttpError 400 MESSAGING_MESSAGES.blockSelf. Returns whether `otherId` is now
 * blocked by `blockerId`.
 */
export async function setBlock(db: Db, blockerId: number, otherId: number, block: boolean): Promise<boolean> {
  if (otherId === blockerId) throw badRequest(MESSAGING_MESSAGES.blockSelf);
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId));
  if (other === undefined) return block;
  if (block) await db.insert(userBlocks).values({ blockerId, blockedId: otherId }).onConflictDoNothing();
  else
    await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, otherId)));
  return block;
}

/**
 * Whether anyone wrote to the seller about listing `productId` (decision 074): such a listing is
 * not deleted (listings' deleteListing), so both copies of the conversation keep their subject.
 */
export async function hasConversationsAbout(db: Db | Tx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.productId, productId))
    .limit(1);
  return row !== undefined;
}
