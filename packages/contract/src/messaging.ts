/**
 * Messages between people (decision 074): the rules the server, the mocks and the screens share.
 * A conversation is about a listing (one per listing and buyer: anyone signed in asks its seller)
 * or about an order (one per order, and an order is one seller's part of a checkout: its buyer
 * and its seller). Its two parties are the only people who read or write it.
 */
import {
  MESSAGE_EMAIL_WINDOW_MS,
  MESSAGE_RATE_WINDOW_MS,
  MESSAGES_PER_SENDER_PER_HOUR,
} from './constants.ts';

/** What a conversation is about. */
export const CONVERSATION_SUBJECTS = ['listing', 'order'] as const;
export type ConversationSubject = (typeof CONVERSATION_SUBJECTS)[number];

/** The side of a conversation a party is on: the buyer (who asks or bought) or the seller. */
export const CONVERSATION_ROLES = ['buyer', 'seller'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** The facts a new message is checked against (messageRefusal). */
export interface MessageFacts {
  /** True when the sender would write to themselves (their own listing, say). */
  toSelf: boolean;
  /** True when the recipient's account is closed (deactivated or deleted). */
  recipientClosed: boolean;
  /**
   * True when the recipient is the demo account (decision 014): its password is public, so anyone
   * could read what is sent to it; nothing is (decision 074).
   */
  recipientIsDemo: boolean;
  /** True when the recipient has blocked the sender. */
  blockedByRecipient: boolean;
  /** True when the sender has blocked the recipient (they unblock to write again). */
  blockedBySender: boolean;
  /** Messages the sender sent in the last MESSAGE_RATE_WINDOW_MS. */
  sentInWindow: number;
}

/** Why a message is refused; the texts are MESSAGING_MESSAGES.errors[refusal]. */
export type MessageRefusal = 'toSelf' | 'closed' | 'demo' | 'blocked' | 'youBlocked' | 'limit';

/**
 * Why a new message is refused before anything is written, or null when it may be sent, checked
 * in this order: 'toSelf' (400), 'closed' (409: the other account is closed), 'demo' (409: the other
 * account is the shared demo account, whose messages anyone could read), 'blocked' (403: the
 * recipient blocked the sender), 'youBlocked' (403: the sender blocked the recipient),
 * 'limit' (429: MESSAGES_PER_SENDER_PER_HOUR in the last MESSAGE_RATE_WINDOW_MS).
 */
export function messageRefusal(facts: MessageFacts): MessageRefusal | null {
  if (facts.toSelf) return 'toSelf';
  if (facts.recipientClosed) return 'closed';
  if (facts.recipientIsDemo) return 'demo';
  if (facts.blockedByRecipient) return 'blocked';
  if (facts.blockedBySender) return 'youBlocked';
  if (facts.sentInWindow >= MESSAGES_PER_SENDER_PER_HOUR) return 'limit';
  return null;
}

/** The HTTP status of each refusal. */
export const MESSAGE_REFUSAL_STATUS = {
  toSelf: 400,
  closed: 409,
  demo: 409,
  blocked: 403,
  youBlocked: 403,
  limit: 429,
} as const satisfies Record<MessageRefusal, number>;

/** The start of the rate window ending at `now`: messages sent after it count (MESSAGE_RATE_WINDOW_MS). */
export function messageRateWindowStart(now: Date): Date {
  return new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS);
}

/**
 * Whether a new message in a conversation queues an e-mail to its recipient at `now` (decision
 * 074): when none was queued to them for this conversation yet (`lastEmailedAt` null) or the last
 * was queued MESSAGE_EMAIL_WINDOW_MS or more ago. So at most one e-mail per conversation and
 * recipient per 15 minutes.
 */
export function messageEmailDue(lastEmailedAt: Date | null, now: Date): boolean {
  return lastEmailedAt === null || now.getTime() - lastEmailedAt.getTime() >= MESSAGE_EMAIL_WINDOW_MS;
}

/** The other side of `role`. */
export function otherRole(role: ConversationRole): ConversationRole {
  return role === 'buyer' ? 'seller' : 'buyer';
}

/** The storefront path of conversation `id` (the Messages page opened on it). */
export function conversationPath(id: number): string {
  return `/messages/${id}`;
}
