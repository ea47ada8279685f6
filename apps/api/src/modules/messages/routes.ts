/**
 * Messages between people (decision 074):
 * - GET /conversations/ (the caller's, with unread counts and the total), GET
 *   /conversations/unread/ (the total: the top bar's badge), GET /conversations/{id}/ (its two
 *   parties only; marks it read);
 * - POST /products/{id}/messages/ (ask the seller), POST /orders/{id}/messages/ (the order's buyer
 *   and seller), POST /conversations/{id}/messages/ (reply): 201 with the conversation;
 * - POST and DELETE /users/{id}/block/.
 * The demo user is refused every POST and DELETE by defineRoute (testUserBlocked). The time of a
 * message, its limit and its e-mail window are `app.clock`'s.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../../platform/http/deps.ts';
import { defineRoute } from '../../platform/http/route.ts';
import type { Conversation } from '@shop/contract';
import {
  listConversations,
  readConversation,
  sendMessage,
  setBlock,
  unreadTotal,
  type MessageTarget,
} from './conversations.ts';

/** Registers the messaging calls of the contract's messageRoutes. */
export const messagesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  defineRoute(app, 'getConversations', async ({ user }) => ({
    success: true,
    ...(await listConversations(db, user.id)),
  }));

  defineRoute(app, 'getUnreadMessages', async ({ user }) => ({
    success: true,
    unread_total: await unreadTotal(db, user.id),
  }));

  defineRoute(app, 'getConversation', async ({ params, user }) => ({
    success: true,
    conversation: await readConversation(db, user.id, params.id),
  }));

  /** Sends the caller's message to `target` and answers 201 with the conversation. */
  const send = async (
    reply: FastifyReply,
    senderId: number,
    target: MessageTarget,
    text: string,
  ): Promise<{ success: true; conversation: Conversation }> => {
    const conversation = await sendMessage(db, senderId, target, text, app.clock.now());
    reply.status(201);
    return { success: true, conversation };
  };

  defineRoute(app, 'messageSeller', ({ params, body, user, reply }) =>
    send(reply, user.id, { kind: 'listing', productId: params.id }, body.body),
  );

  defineRoute(app, 'messageOrderParty', ({ params, body, user, reply }) =>
    send(reply, user.id, { kind: 'order', orderId: params.id }, body.body),
  );

  defineRoute(app, 'replyInConversation', ({ params, body, user, reply }) =>
    send(reply, user.id, { kind: 'conversation', conversationId: params.id }, body.body),
  );

  defineRoute(app, 'blockUser', async ({ params, user }) => ({
    success: true,
    blocked: await setBlock(db, user.id, params.id, true),
  }));

  defineRoute(app, 'unblockUser', async ({ params, user }) => ({
    success: true,
    blocked: await setBlock(db, user.id, params.id, false),
  }));
};
