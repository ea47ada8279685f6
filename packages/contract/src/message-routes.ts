/**
 * The calls of messages between people (decision 074) without schemas, apart from routes.ts on
 * purpose, as accountDataRoutes (decision 073): the route table is in the home route's first load
 * (`pnpm size`), and these calls are made only by lazy code (the Messages page, the 'Ask the
 * seller' form, the order pages' message buttons, the top bar's unread badge loaded after first
 * paint). endpoints.ts adds their schemas as for every other call; the browser's fetch client
 * learns them when that code loads (api-client `hooks/messages.ts` registers them).
 *
 * Their default errors are MESSAGING_MESSAGES' texts: this table is not in the home route's
 * bundle, so they cost it nothing.
 */
import { MESSAGING_MESSAGES } from './messaging-messages.ts';
import { MESSAGES } from './messages.ts';
import type { Route } from './routes.ts';

const M = MESSAGING_MESSAGES;
const blocked = MESSAGES.testUser.default;

/** The messaging calls, keyed as `routes` is. */
export const messageRoutes = {
  /**
   * The caller's conversations (CONVERSATIONS_LIMIT, the latest activity first), each with its
   * unread count, and the unread total. The demo user may read.
   */
  getConversations: {
    method: 'GET',
    path: '/conversations/',
    access: 'user',
    personal: true,
    defaultError: M.fetch,
  },
  /** The number of messages to the caller they have not read, over all conversations (the top bar's badge). */
  getUnreadMessages: {
    method: 'GET',
    path: '/conversations/unread/',
    access: 'user',
    personal: true,
    defaultError: M.fetch,
  },
  /**
   * Conversation {id} as the caller sees it, marked read up to its latest message: its two
   * parties only (404 MESSAGING_MESSAGES.notFound for anyone else, staff too: staff read a
   * message only when it is reported, decision 074).
   */
  getConversation: {
    method: 'GET',
    path: '/conversations/{id}/',
    access: 'user',
    personal: true,
    defaultError: M.fetch,
  },
  /**
   * The caller asks the seller of listing {id} (SendMessageRequest, 201): the conversation of
   * that listing and the caller, started if new. 404 a listing they cannot see; refusals of
   * messageRefusal (400 their own listing, 403 blocked, 409 closed, 429 the hourly limit).
   */
  messageSeller: {
    method: 'POST',
    path: '/products/{id}/messages/',
    access: 'user',
    defaultError: M.send,
    testUserBlocked: blocked,
  },
  /**
   * The buyer or the seller of order {id} writes to the other (SendMessageRequest, 201): the
   * order's conversation, started if new. 404 for anyone else; messageRefusal's refusals.
   */
  messageOrderParty: {
    method: 'POST',
    path: '/orders/{id}/messages/',
    access: 'user',
    defaultError: M.send,
    testUserBlocked: blocked,
  },
  /** A party of conversation {id} writes in it (SendMessageRequest, 201); 404 anyone else; messageRefusal's refusals. */
  replyInConversation: {
    method: 'POST',
    path: '/conversations/{id}/messages/',
    access: 'user',
    defaultError: M.send,
    testUserBlocked: blocked,
  },
  /**
   * The caller blocks user {id}: they cannot message the caller until unblocked (idempotent). 400
   * oneself; an id no account has answers as any other, nothing written (decision 076: ids are not
   * probed).
   */
  blockUser: {
    method: 'POST',
    path: '/users/{id}/block/',
    access: 'user',
    defaultError: M.blockFailed,
    testUserBlocked: blocked,
  },
  /** The caller unblocks user {id} (idempotent). */
  unblockUser: {
    method: 'DELETE',
    path: '/users/{id}/block/',
    access: 'user',
    defaultError: M.blockFailed,
    testUserBlocked: blocked,
  },
} as const satisfies Record<string, Route>;

/** The name of a messaging call. */
export type MessageRouteName = keyof typeof messageRoutes;
