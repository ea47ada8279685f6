/**
 * The notifications module's public surface (decision 050): what the app and other modules use.
 */
export { type Notification, type Recipient } from './notifications.ts';
export { enqueue, markFailed, markSent, type ClaimedNotification, type RetryPolicy } from './outbox.ts';
export { startOutboxPoller, type OutboxPoller, type WorkerLog } from './poller.ts';
export { startNotificationWorker } from './worker.ts';
export { emailsSection, forgetMailTo } from './personal-data.ts';
