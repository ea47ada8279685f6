/**
 * Messages between people (decision 074): the Messages page's reads (the caller's conversations,
 * one conversation), the top bar's unread total, and the actions (ask a listing's seller, write
 * about an order, reply, block and unblock). Every action puts the conversation it answers into
 * the cache and refreshes the list and the unread total.
 *
 * Importing this module teaches the fetch client the calls of `messageRoutes`: they are not in the
 * contract's `routes` table, which is in the home route's first load (decision 074, `pnpm size`);
 * only lazy code imports this module (the Messages page, the 'Ask the seller' form, the order
 * pages' message forms, the unread badge loaded after first paint).
 */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Conversation } from '@shop/contract';
import { messageRoutes } from '@shop/contract/message-routes.ts';
import { routes } from '@shop/contract/routes.ts';
import { apiKey } from '../client.ts';
import { ApiError } from '../errors.ts';
import { useApiClient } from '../provider.tsx';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';
import { useMutationState } from './useMutationState.ts';

// The client looks every call up in `routes` (method, path, access, the demo user's refusal).
Object.assign(routes, messageRoutes);

/** The SWR key of the caller's conversations (GET /conversations/). */
export function conversationsKey() {
  return apiKey('getConversations');
}

/** The SWR key of the caller's unread total (GET /conversations/unread/). */
export function unreadMessagesKey() {
  return apiKey('getUnreadMessages');
}

/** The SWR key of conversation `id` (GET /conversations/{id}/). */
export function conversationKey(id: number) {
  return apiKey('getConversation', { params: { id } });
}

/**
 * The signed-in user's conversations, the latest activity first, each with its unread count, and
 * the unread total: GET /conversations/ (only while signed in and `enabled`). data: `{ conversations, unread_total }`.
 */
export function useConversations(enabled = true): ApiQuery<'getConversations'> {
  return useApiQuery(useSignedIn() && enabled ? conversationsKey() : null);
}

/**
 * Conversation `id` as the caller sees it: GET /conversations/{id}/. Reading it marks it read, so
 * each answer refreshes the unread total (the top bar) and the list. data: `{ conversation }`;
 * 404 when it is not theirs.
 */
export function useConversation(id: number | null): ApiQuery<'getConversation'> {
  const { mutate } = useSWRConfig();
  return useApiQuery(useSignedIn() && id !== null ? conversationKey(id) : null, {
    onSuccess: () =>
      void mutate(
        (key) => Array.isArray(key) && (key[0] === 'getUnreadMessages' || key[0] === 'getConversations'),
      ),
  });
}

/**
 * The messages to the signed-in user they have not read, all conversations: GET
 * /conversations/unread/, read again every `refreshMs` (default a minute) and on focus. data:
 * `{ unread_total }`.
 */
export function useUnreadMessages(refreshMs = 60_000): ApiQuery<'getUnreadMessages'> {
  return useApiQuery(useSignedIn() ? unreadMessagesKey() : null, { refreshInterval: refreshMs });
}

/** What useMessageActions returns. */
export interface MessageActions {
  /**
   * POST /products/{id}/messages/: asks the seller of listing `productId`. Resolves to the
   * conversation. Throws ApiError: 400 (yourself, an empty or long text), 403 blocked, 404, 409
   * closed account, 429 the hourly limit; TestUserBlockedError for the demo user, nothing sent.
   */
  messageSeller(productId: number, body: string): Promise<Conversation>;
  /** POST /orders/{id}/messages/: writes to the other party of order `orderId`. As messageSeller. */
  messageOrderParty(orderId: number, body: string): Promise<Conversation>;
  /** POST /conversations/{id}/messages/: writes in conversation `conversationId`. As messageSeller. */
  reply(conversationId: number, body: string): Promise<Conversation>;
  /** POST or DELETE /users/{id}/block/: blocks or unblocks user `userId`; refreshes the conversations. */
  setBlocked(userId: number, blocked: boolean): Promise<void>;
  /** True while an action runs. */
  loading: boolean;
  /** Message of the last failure (cleared when an action starts), or null. */
  error: string | null;
  /** HTTP status of the last failure (403 blocked, 429 the limit...), or null. */
  errorStatus: number | null;
}

/** The keys an action changes: the list, the unread total and every open conversation. */
const CHANGED_BY_MESSAGES: ReadonlySet<string> = new Set([
  'getConversations',
  'getUnreadMessages',
  'getConversation',
]);

/** The messaging actions (decision 074). */
export function useMessageActions(): MessageActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();
  const [errorStatus, setErrorStatus] = useState<number | null>(null);
  const run = useCallback(
    <T>(call: () => Promise<T>) =>
      track(async () => {
        setErrorStatus(null);
        try {
          return await call();
        } catch (caught) {
          setErrorStatus(caught instanceof ApiError ? caught.status : null);
          throw caught;
        }
      }),
    [track],
  );
  const settle = useCallback(
    async (conversation: Conversation) => {
      await mutate(
        conversationKey(conversation.id),
        { success: true as const, conversation },
        { revalidate: false },
      );
      await mutate(
        (key) => Array.isArray(key) && (key[0] === 'getConversations' || key[0] === 'getUnreadMessages'),
      );
      return conversation;
    },
    [mutate],
  );
  const messageSeller = useCallback(
    (productId: number, body: string) =>
      run(async () =>
        settle(
          (await client.request('messageSeller', { params: { id: productId }, body: { body } })).conversation,
        ),
      ),
    [client, run, settle],
  );
  const messageOrderParty = useCallback(
    (orderId: number, body: string) =>
      run(async () =>
        settle(
          (await client.request('messageOrderParty', { params: { id: orderId }, body: { body } }))
            .conversation,
        ),
      ),
    [client, run, settle],
  );
  const reply = useCallback(
    (conversationId: number, body: string) =>
      run(async () =>
        settle(
          (await client.request('replyInConversation', { params: { id: conversationId }, body: { body } }))
            .conversation,
        ),
      ),
    [client, run, settle],
  );
  const setBlocked = useCallback(
    (userId: number, blocked: boolean) =>
      run(async () => {
        await client.request(blocked ? 'blockUser' : 'unblockUser', { params: { id: userId } });
        await mutate(
          (key) => Array.isArray(key) && typeof key[0] === 'string' && CHANGED_BY_MESSAGES.has(key[0]),
        );
      }),
    [client, mutate, run],
  );
  return { messageSeller, messageOrderParty, reply, setBlocked, loading, error, errorStatus };
}
