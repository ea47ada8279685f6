/**
 * The texts of messages between people (decision 074; our wording: the spec has no messages),
 * apart from MESSAGES, which is one object in the home route's bundle: only the lazy Messages
 * page, the 'Ask the seller' form and the order pages' buttons load these. Plain data, no zod.
 */
import { MESSAGE_BODY_MAX_LENGTH, MESSAGES_PER_SENDER_PER_HOUR } from './constants.ts';
import type { MessageRefusal } from './messaging.ts';

export const MESSAGING_MESSAGES = {
  /** The refusals the API answers (server and mocks alike; MESSAGE_REFUSAL_STATUS). */
  errors: {
    toSelf: 'You cannot send a message to yourself.',
    closed: 'This account is closed, so it cannot receive messages.',
    demo: 'This is the shared demo account: anyone can sign in to it, so it cannot receive messages.',
    blocked: 'This person is not accepting messages from you.',
    youBlocked: 'You have blocked this person. Unblock them to send a message.',
    limit: `You have sent ${MESSAGES_PER_SENDER_PER_HOUR} messages in the last hour. Please wait a little before sending more.`,
  } satisfies Record<MessageRefusal, string>,
  /** 400 and the form: an empty body. */
  empty: 'Please enter a message',
  tooLong: `Please keep your message to ${MESSAGE_BODY_MAX_LENGTH} characters.`,
  /** 404: a conversation the caller is not a party of, or none. */
  notFound: 'Conversation not found',
  /** 409: an order without a seller (their account is gone). */
  noSeller: 'This order has no seller to write to.',
  /** 400: blocking oneself. */
  blockSelf: 'You cannot block yourself.',

  /** Default errors of the calls. */
  fetch: 'Failed to fetch messages',
  send: 'Failed to send your message',
  blockFailed: 'Failed to update the block',

  /** The screens' words. */
  title: 'Messages',
  description: 'Your conversations with buyers and sellers.',
  emptyTitle: 'No messages yet',
  emptyDescription:
    'Ask a seller about a listing, or write to the other side of an order from My orders or My sales.',
  unreadLabel: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  unreadBadge: (n: number) => (n > 99 ? '99+' : String(n)),
  aboutListing: (name: string) => `About ${name}`,
  aboutOrder: (id: number) => `About order #${id}`,
  withPerson: (name: string) => `with ${name}`,
  you: 'You',
  messageLabel: 'Message',
  send_button: 'Send',
  sending: 'Sending...',
  sent: 'Message sent.',
  askSeller: 'Ask the seller',
  askSellerHint: 'The seller gets your message by e-mail and on their Messages page.',
  messageSeller: 'Message the seller',
  messageBuyer: 'Message the buyer',
  openConversation: 'Open the conversation',
  backToList: 'All messages',
  block: 'Block',
  unblock: 'Unblock',
  blockHint: (name: string) => `${name} will not be able to send you messages.`,
  youBlockedNotice: (name: string) => `You have blocked ${name}. Unblock them to write again.`,
  signInToAsk: 'Sign in to ask the seller',
  noMessages: 'No messages in this conversation yet.',
  report: 'Report message',
} as const;
