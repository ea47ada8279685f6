/**
 * Messages between people (decision 074): a conversation as a party sees it (in the list and
 * opened), its messages, and the body that sends one.
 */
import * as z from 'zod/mini';
import { MESSAGE_BODY_MAX_LENGTH } from '../constants.ts';
import { CONVERSATION_ROLES, CONVERSATION_SUBJECTS } from '../messaging.ts';
import { Id, IsoDate } from './common.ts';
import { requiredText } from './fields.ts';
import { PartyRef } from './orders.ts';

/** One message: who sent it (`mine`: the caller), the text and when. */
export const ChatMessage = z.object({
  id: Id,
  conversation_id: Id,
  sender: PartyRef,
  mine: z.boolean(),
  body: z.string(),
  created_at: IsoDate,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * A conversation as one of its two parties sees it in the list: what it is about (a listing with
 * its name, or an order), the other party, the caller's side, the latest message and how many of
 * the other's messages the caller has not read.
 */
export const ConversationSummary = z.object({
  id: Id,
  subject: z.enum(CONVERSATION_SUBJECTS),
  listing: z.nullable(z.object({ id: Id, name: z.string() })),
  order_id: z.nullable(Id),
  your_role: z.enum(CONVERSATION_ROLES),
  other: PartyRef,
  last_message: z.nullable(ChatMessage),
  unread: z.int().check(z.gte(0)),
  updated_at: IsoDate,
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/**
 * A conversation opened: the summary (its `unread` is 0 once read), its latest messages oldest
 * first (CONVERSATION_MESSAGES_LIMIT) and whether the caller has blocked the other party.
 */
export const Conversation = z.object({
  ...ConversationSummary.shape,
  messages: z.array(ChatMessage),
  you_blocked: z.boolean(),
});
export type Conversation = z.infer<typeof Conversation>;

/** POST .../messages/: the text, 1 to MESSAGE_BODY_MAX_LENGTH characters once trimmed. */
export const SendMessageRequest = z.object({ body: requiredText(MESSAGE_BODY_MAX_LENGTH) });
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;
