/**
 * The messages module's public surface (decision 050): conversations between a listing's seller
 * and someone asking, and between an order's buyer and seller; unread counts, blocks, the batched
 * e-mail (decision 074); its part of 'Your data' and of reports.
 */
export { messagesRoutes } from './routes.ts';
export { hasConversationsAbout, unreadTotal } from './conversations.ts';
export { forgetMessagingOf, messagesSection } from './personal-data.ts';
export { messageSenderFor, reportedMessages, type ReportedMessage } from './reports.ts';
