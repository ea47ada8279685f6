/**
 * Messages handlers (decision 074), as the server's modules/messages: the caller's conversations
 * and unread total, one conversation (its two parties only; marks it read), asking a listing's
 * seller, writing about an order, replying, and blocks. Every refusal is the contract's
 * (messageRefusal with MESSAGE_REFUSAL_STATUS and MESSAGING_MESSAGES). The time is the machine's.
 */
import {
  MESSAGE_REFUSAL_STATUS,
  MESSAGING_MESSAGES,
  messageRefusal,
  type Conversation,
} from '@shop/contract';
import { db } from '../db.ts';
import {
  appendMessage,
  conversationOf,
  conversationsOf,
  markRead,
  roleIn,
  sentInWindow,
  unreadTotalOf,
} from '../store/messages.ts';
import type { DbConversation } from '../store/tables.ts';
import { HttpError, badRequest, conflict, notFound, route } from './http.ts';
import { visibleProduct } from './products.ts';

/** The parties of a new message and its conversation if it exists. */
interface Parties {
  existing: DbConversation | undefined;
  buyerId: number;
  sellerId: number;
  productId: number | null;
  orderId: number | null;
}

/** Checks and sends `body` by `senderId` between `parties`; returns the conversation as the sender sees it. */
function send(senderId: number, parties: Parties, body: string): Conversation {
  const now = new Date();
  const recipientId = parties.buyerId === senderId ? parties.sellerId : parties.buyerId;
  const recipient = db.userById(recipientId);
  const refusal = messageRefusal({
    toSelf: recipientId === senderId,
    recipientClosed: recipient === undefined || !recipient.user.is_active,
    recipientIsDemo: recipient?.user.customer.is_test_user === true,
    blockedByRecipient: db.userBlocks.some((b) => b.blockerId === recipientId && b.blockedId === senderId),
    blockedBySender: db.userBlocks.some((b) => b.blockerId === senderId && b.blockedId === recipientId),
    sentInWindow: sentInWindow(db, senderId, now),
  });
  if (refusal !== null)
    throw new HttpError(MESSAGE_REFUSAL_STATUS[refusal], MESSAGING_MESSAGES.errors[refusal]);
  let conversation = parties.existing;
  if (conversation === undefined) {
    conversation = {
      id: db.nextId('conversation'),
      buyerId: parties.buyerId,
      sellerId: parties.sellerId,
      productId: parties.productId,
      orderId: parties.orderId,
      buyerReadId: 0,
      sellerReadId: 0,
      buyerEmailedAt: null,
      sellerEmailedAt: null,
      lastMessageAt: now.toISOString(),
    };
    db.conversations.push(conversation);
  }
  appendMessage(db, conversation, senderId, body, now);
  return conversationOf(db, conversation, senderId);
}

/** Conversation `id` when `userId` is a party of it, else 404 MESSAGING_MESSAGES.notFound. */
function ownConversation(id: number, userId: number): DbConversation {
  const c = db.conversations.find((x) => x.id === id);
  if (c === undefined || roleIn(c, userId) === null) throw notFound(MESSAGING_MESSAGES.notFound);
  return c;
}

/** getUnreadMessages (before `{id}`), getConversations, getConversation, the three sends, blockUser, unblockUser. */
export const messagesHandlers = [
  route('getUnreadMessages', ({ user }) => ({
    body: { success: true, unread_total: unreadTotalOf(db, user.user.id) },
  })),
  route('getConversations', ({ user }) => ({
    body: {
      success: true,
      conversations: conversationsOf(db, user.user.id),
      unread_total: unreadTotalOf(db, user.user.id),
    },
  })),
  route('getConversation', ({ params, user }) => {
    const c = ownConversation(params.id, user.user.id);
    markRead(db, c, user.user.id);
    return { body: { success: true, conversation: conversationOf(db, c, user.user.id) } };
  }),
  route('messageSeller', ({ params, body, user }) => {
    visibleProduct(params.id, user.user.id);
    const row = db.productById(params.id);
    if (row === undefined) throw notFound();
    const existing = db.conversations.find((c) => c.productId === params.id && c.buyerId === user.user.id);
    const conversation = send(
      user.user.id,
      { existing, buyerId: user.user.id, sellerId: row.ownerId, productId: params.id, orderId: null },
      body.body,
    );
    return { status: 201, body: { success: true, conversation } };
  }),
  route('messageOrderParty', ({ params, body, user }) => {
    const order = db.orders.find((o) => o.order.id === params.id);
    const sellerId = order?.order.seller?.id;
    if (order === undefined || (order.userId !== user.user.id && sellerId !== user.user.id))
      throw notFound(MESSAGING_MESSAGES.notFound);
    if (sellerId === undefined) throw conflict(MESSAGING_MESSAGES.noSeller);
    const existing = db.conversations.find((c) => c.orderId === params.id);
    const conversation = send(
      user.user.id,
      { existing, buyerId: order.userId, sellerId, productId: null, orderId: params.id },
      body.body,
    );
    return { status: 201, body: { success: true, conversation } };
  }),
  route('replyInConversation', ({ params, body, user }) => {
    const c = ownConversation(params.id, user.user.id);
    const conversation = send(
      user.user.id,
      { existing: c, buyerId: c.buyerId, sellerId: c.sellerId, productId: c.productId, orderId: c.orderId },
      body.body,
    );
    return { status: 201, body: { success: true, conversation } };
  }),
  route('blockUser', ({ params, user }) => {
    if (params.id === user.user.id) throw badRequest(MESSAGING_MESSAGES.blockSelf);
    // An unknown id answers as any other, nothing written: no telling which ids exist (decision 076).
    if (db.userById(params.id) === undefined) return { body: { success: true, blocked: true } };
    if (!db.userBlocks.some((b) => b.blockerId === user.user.id && b.blockedId === params.id))
      db.userBlocks.push({
        blockerId: user.user.id,
        blockedId: params.id,
        createdAt: new Date().toISOString(),
      });
    return { body: { success: true, blocked: true } };
  }),
  route('unblockUser', ({ params, user }) => {
    if (params.id === user.user.id) throw badRequest(MESSAGING_MESSAGES.blockSelf);
    db.userBlocks = db.userBlocks.filter((b) => !(b.blockerId === user.user.id && b.blockedId === params.id));
    return { body: { success: true, blocked: false } };
  }),
];
