/**
 * Messages between people in the mocks (decision 074): the same views as the server's messages
 * module (a conversation as one of its parties sees it, unread counts from each party's read
 * marker), from the contract's rules (messageRefusal, messageEmailDue). The time is the machine's.
 */
import {
  CONVERSATION_MESSAGES_LIMIT,
  CONVERSATIONS_LIMIT,
  DEFAULT_SHOP_NAME,
  MESSAGE_EMAIL_PREVIEW_CHARS,
  MESSAGING_MESSAGES,
  conversationPath,
  messageEmailDue,
  messageRateWindowStart,
  type ChatMessage,
  type Conversation,
  type ConversationRole,
  type ConversationSummary,
  type PartyRef,
} from '@shop/contract';
import { publicNameOf } from './accounts.ts';
import type { MockDb } from './store.ts';
import type { DbChatMessage, DbConversation } from './tables.ts';

/** The side `userId` is on in `c`, or null. */
export function roleIn(c: DbConversation, userId: number): ConversationRole | null {
  if (c.buyerId === userId) return 'buyer';
  if (c.sellerId === userId) return 'seller';
  return null;
}

/** The PartyRef of user `id` as others see them (their public name; 'Deleted account' once deleted). */
function party(db: MockDb, id: number): PartyRef {
  const row = db.userById(id);
  return { id, name: row === undefined ? `Customer ${id}` : publicNameOf(row) };
}

function toMessage(db: MockDb, m: DbChatMessage, userId: number): ChatMessage {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender: party(db, m.senderId),
    mine: m.senderId === userId,
    body: m.body,
    created_at: m.createdAt,
  };
}

/** The messages of conversation `id`, oldest first. */
function messagesIn(db: MockDb, id: number): DbChatMessage[] {
  return db.chatMessages.filter((m) => m.conversationId === id);
}

/** The other party's messages in `c` that `userId` has not read. */
function unreadIn(db: MockDb, c: DbConversation, userId: number): number {
  const readId = c.buyerId === userId ? c.buyerReadId : c.sellerReadId;
  return messagesIn(db, c.id).filter((m) => m.senderId !== userId && m.id > readId).length;
}

/** `c` as party `userId` lists it. */
export function summaryOf(db: MockDb, c: DbConversation, userId: number): ConversationSummary {
  const last = messagesIn(db, c.id).at(-1);
  const product = c.productId === null ? undefined : db.productById(c.productId);
  return {
    id: c.id,
    subject: c.productId === null ? 'order' : 'listing',
    listing: c.productId === null ? null : { id: c.productId, name: product?.product.name ?? '' },
    order_id: c.orderId,
    your_role: c.buyerId === userId ? 'buyer' : 'seller',
    other: party(db, c.buyerId === userId ? c.sellerId : c.buyerId),
    last_message: last === undefined ? null : toMessage(db, last, userId),
    unread: unreadIn(db, c, userId),
    updated_at: c.lastMessageAt,
  };
}

/** `c` opened by party `userId` (the latest CONVERSATION_MESSAGES_LIMIT messages). */
export function conversationOf(db: MockDb, c: DbConversation, userId: number): Conversation {
  const other = c.buyerId === userId ? c.sellerId : c.buyerId;
  return {
    ...summaryOf(db, c, userId),
    messages: messagesIn(db, c.id)
      .slice(-CONVERSATION_MESSAGES_LIMIT)
      .map((m) => toMessage(db, m, userId)),
    you_blocked: db.userBlocks.some((b) => b.blockerId === userId && b.blockedId === other),
  };
}

/** `userId`'s conversations, the latest activity first (CONVERSATIONS_LIMIT). */
export function conversationsOf(db: MockDb, userId: number): ConversationSummary[] {
  return db.conversations
    .filter((c) => roleIn(c, userId) !== null)
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt) || b.id - a.id)
    .slice(0, CONVERSATIONS_LIMIT)
    .map((c) => summaryOf(db, c, userId));
}

/** The messages to `userId` they have not read, over all their conversations. */
export function unreadTotalOf(db: MockDb, userId: number): number {
  return db.conversations
    .filter((c) => roleIn(c, userId) !== null)
    .reduce((n, c) => n + unreadIn(db, c, userId), 0);
}

/** Marks `c` read by party `userId` up to its latest message. */
export function markRead(db: MockDb, c: DbConversation, userId: number): void {
  const latest = messagesIn(db, c.id).at(-1)?.id ?? 0;
  if (c.buyerId === userId) c.buyerReadId = Math.max(c.buyerReadId, latest);
  else c.sellerReadId = Math.max(c.sellerReadId, latest);
}

/** Messages `senderId` sent since the rate window before `now` began. */
export function sentInWindow(db: MockDb, senderId: number, now: Date): number {
  const since = messageRateWindowStart(now).getTime();
  return db.chatMessages.filter((m) => m.senderId === senderId && Date.parse(m.createdAt) > since).length;
}

/**
 * Appends `body` by `senderId` to `c` at `now`: the sender's read marker moves past it, and the
 * recipient is e-mailed when messageEmailDue (at most one per conversation and recipient in
 * MESSAGE_EMAIL_WINDOW_MS), as the server's outbox would.
 */
export function appendMessage(
  db: MockDb,
  c: DbConversation,
  senderId: number,
  body: string,
  now: Date,
): void {
  const id = db.nextId('chatMessage');
  const at = now.toISOString();
  db.chatMessages.push({ id, conversationId: c.id, senderId, body, createdAt: at });
  c.lastMessageAt = at;
  const senderIsBuyer = c.buyerId === senderId;
  if (senderIsBuyer) c.buyerReadId = id;
  else c.sellerReadId = id;
  const emailedAt = senderIsBuyer ? c.sellerEmailedAt : c.buyerEmailedAt;
  if (!messageEmailDue(emailedAt === null ? null : new Date(emailedAt), now)) return;
  if (senderIsBuyer) c.sellerEmailedAt = at;
  else c.buyerEmailedAt = at;
  const recipient = db.userById(senderIsBuyer ? c.sellerId : c.buyerId);
  const sender = db.userById(senderId);
  if (recipient === undefined || sender === undefined) return;
  const about =
    c.orderId !== null
      ? MESSAGING_MESSAGES.aboutOrder(c.orderId)
      : MESSAGING_MESSAGES.aboutListing(db.productById(c.productId ?? 0)?.product.name ?? '');
  db.sendMail({
    kind: 'new-message',
    to: recipient.user.email.trim().toLowerCase(),
    subject: `${DEFAULT_SHOP_NAME}: ${publicNameOf(sender)} sent you a message`,
    text: `Hello ${recipient.user.first_name || publicNameOf(recipient)},\n${publicNameOf(sender)} sent you a message. ${about}.\n${body.slice(0, MESSAGE_EMAIL_PREVIEW_CHARS)}`,
    link: conversationPath(c.id),
  });
}

/** The `messages` section of 'Your data' for `userId` (the server's shape). */
export function messagesSectionOf(db: MockDb, userId: number): unknown {
  return {
    conversations: db.conversations
      .filter((c) => roleIn(c, userId) !== null)
      .map((c) => ({
        id: c.id,
        about: c.orderId === null ? 'listing' : 'order',
        listing_id: c.productId,
        order_id: c.orderId,
        your_role: c.buyerId === userId ? 'buyer' : 'seller',
        other_user_id: c.buyerId === userId ? c.sellerId : c.buyerId,
        messages: messagesIn(db, c.id).map((m) => ({
          from: m.senderId === userId ? 'you' : 'them',
          body: m.body,
          created_at: m.createdAt,
        })),
      })),
    blocked_users: db.userBlocks
      .filter((b) => b.blockerId === userId)
      .map((b) => ({ user_id: b.blockedId, since: b.createdAt })),
  };
}
