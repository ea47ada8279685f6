/**
 * The notification worker (decision 024): every OUTBOX_POLL_MS it claims due outbox
 * rows of the notification kinds (modules/notifications/outbox.ts: FOR UPDATE SKIP LOCKED and a lease, so any
 * number of API processes may run one each; the loop is modules/notifications/poller.ts, shared with the refund
 * worker of decision 041), renders each (modules/notifications/templates.ts), sends it (platform/mail/transport.ts) with a
 * deterministic Message-ID, and records the result: sent, or failed with a retry after an
 * exponential backoff (dead after the last attempt).
 *
 * Delivery is at least once with one narrow window: a process that dies after the mail server
 * accepted a message but before `markSent` committed leaves the row to be sent again after its
 * lease. Everything else is exactly once: one holder per row at a time (the lease outlasts the
 * SMTP timeouts of a whole batch), a send that fails or times out was not accepted, and a retry
 * keeps the Message-ID (and, in file mode, the file name), so receivers can drop the rare repeat.
 *
 * Logs one line per message. With SMTP_URL set the line holds the outbox id, kind and Message-ID
 * only (never an address or a token); without it (the .eml file mode of `pnpm start`) it also
 * holds the file and the message's link, so a developer can follow a reset link from the log.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { redactText } from '../../platform/http/log.ts';
import { resetTokenFromSeed } from '../../platform/mail/link-tokens.ts';
import { NOTIFICATION_KINDS, isNotificationKind, type Notification } from './notifications.ts';
import {
  DEFAULT_RETRY,
  markFailed,
  markSent,
  purgeOutbox,
  type ClaimedNotification,
  type RetryPolicy,
} from './outbox.ts';
import { startOutboxPoller, type WorkerLog } from './poller.ts';
import { mailBaseUrl, renderNotification } from './templates.ts';
import { createMailTransport, type MailTransport } from '../../platform/mail/transport.ts';

export type { WorkerLog } from './poller.ts';

/** What startNotificationWorker needs. */
export interface NotificationWorkerOptions {
  db: Db;
  config: Pick<Config, 'mail' | 'publicUrl' | 'port' | 'sessionSecret' | 'shopName'>;
  log: WorkerLog;
  /** Replaces the transport of `config.mail` (tests). */
  transport?: MailTransport;
  /** Poll interval, ms (default config.mail.outboxPollMs). */
  pollMs?: number;
  /** Rows claimed at once (default 5). */
  batchSize?: number;
  /** Longest time one send may take before it counts as failed, ms (default 60 s). */
  sendTimeoutMs?: number;
  /** How long a claim holds its rows, ms (default: the batch's send time plus 30 s). */
  leaseMs?: number;
  /** How long `stop()` waits for the send in flight before abandoning it, ms (default sendTimeoutMs). */
  stopGraceMs?: number;
  /** Retry timing and the number of attempts (default DEFAULT_RETRY). */
  retry?: Partial<RetryPolicy>;
}

/** A running worker. */
export interface NotificationWorker {
  /**
   * Stops polling and waits for the send in flight (at most `stopGraceMs`; then the send is
   * abandoned, as if the process had died: its row is taken up again after the lease), hands
   * back claimed rows not started, and closes the transport. Safe to call twice.
   */
  stop(): Promise<void>;
}

/** The Message-ID of outbox row `id`: the same for every attempt. */
export function messageIdFor(id: number, dedupeKey: string, from: string): string {
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? 'shop.localhost';
  const tag = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 12);
  return `<outbox-${id}.${tag}@${domain}>`;
}

/** A claimed row as a typed notification; throws for an unknown kind or a payload without `to`. */
function asNotification(row: ClaimedNotification): Notification {
  if (!isNotificationKind(row.kind)) throw new Error(`unknown notification kind ${row.kind}`);
  if (typeof row.payload.to !== 'string' || row.payload.to === '')
    throw new Error('the payload has no recipient');
  // The payload was written by `enqueue` from a typed Notification of this kind.
  return { kind: row.kind, payload: row.payload } as unknown as Notification;
}

/**
 * Starts the notification worker on `db` (see the module note): polls every `pollMs`, sends due
 * messages through the transport of `config.mail` (SMTP_URL, else .eml files in MAIL_DIR), and
 * retries failures with backoff. The server starts one after `listen` and stops it before
 * closing the database. Returns the worker (`stop()`).
 */
export function startNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, config, log } = options;
  const transport = options.transport ?? createMailTransport(config.mail);
  const pollMs = options.pollMs ?? config.mail.outboxPollMs;
  const batchSize = options.batchSize ?? 5;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const leaseMs = options.leaseMs ?? batchSize * sendTimeoutMs + 30_000;
  const stopGraceMs = options.stopGraceMs ?? sendTimeoutMs;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const baseUrl = mailBaseUrl(config);

  const deliver = async (row: ClaimedNotification, abandon: AbortSignal): Promise<void> => {
    const messageId = messageIdFor(row.id, row.dedupeKey, config.mail.from);
    let mail;
    try {
      mail = renderNotification(asNotification(row), {
        baseUrl,
        shopName: config.shopName,
        resetToken: (seed) => resetTokenFromSeed(config.sessionSecret, seed),
      });
    } catch (error) {
      const outcome = await markFailed(db, row, error, retry);
      log.error(
        { outboxId: row.id, kind: row.kind, outcome, error: redactText(String(error)) },
        'mail not rendered',
      );
      return;
    }
    const signal = AbortSignal.any([abandon, AbortSignal.timeout(sendTimeoutMs)]);
    let file: string | undefined;
    try {
      ({ file } = await transport.send(
        {
          from: config.mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
        },
        signal,
      ));
    } catch (error) {
      if (abandon.aborted) {
        // Stopped mid-send: like a crash, the row stays leased and is taken up after the lease.
        log.warn({ outboxId: row.id, kind: row.kind }, 'mail abandoned: the worker stopped');
        return;
      }
      const outcome = await markFailed(db, row, error, retry);
      log.warn(
        {
          outboxId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          outcome,
          error: redactText(error instanceof Error ? error.message : String(error)),
        },
        outcome === 'dead' ? 'mail failed: giving up' : 'mail failed: will retry',
      );
      return;
    }
    await markSent(db, row.id);
    if (transport.kind === 'file') {
      // File mode (no SMTP_URL): outside production the link is logged, so `pnpm start` shows
      // reset links; in production a link may carry a live token, and logs never hold one.
      // A contact message's link is a mailto: of the sender's address, which logs never hold.
      const link =
        process.env.NODE_ENV === 'production' || row.kind === 'contact-message' ? undefined : mail.link;
      log.info(
        { outboxId: row.id, kind: row.kind, file, ...(link === undefined ? {} : { link }) },
        'mail written',
      );
    } else {
      log.info({ outboxId: row.id, kind: row.kind, messageId }, 'mail sent');
    }
  };

  return startOutboxPoller({
    db,
    log,
    kinds: NOTIFICATION_KINDS,
    pollMs,
    batchSize,
    leaseMs,
    maxAttempts: retry.maxAttempts,
    stopGraceMs,
    handle: (row, abandon) => deliver(row, abandon),
    // Sent notifications go after 30 days, dead ones after 90 (refund rows are not touched).
    housekeeping: () => purgeOutbox(db, { maxAttempts: retry.maxAttempts, kinds: NOTIFICATION_KINDS }),
    onStopped: () => transport.close(),
  });
}
