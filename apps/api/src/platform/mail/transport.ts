/**
 * Where messages go (decision 024):
 * - SMTP_URL set: nodemailer's SMTP transport, one connection per message, with bounded connect,
 *   greeting and socket times (a stalled server cannot hold a worker past its lease);
 * - otherwise (the default, so `pnpm start` needs no mail server): each message is composed by
 *   nodemailer and written as `<MAIL_DIR>/<message id>.eml` (written to a temporary name, then
 *   renamed, so a retry of the same outbox row replaces its file instead of adding another).
 * Both honour an AbortSignal: a stopped worker abandons the send (nodemailer closes the socket).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config/index.ts';

/** One message ready to send. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Deterministic per outbox row (`<outbox-12.ab12cd34@shop.localhost>`), so a retry keeps it. */
  messageId: string;
}

/** What a transport reports after a send. */
export interface SendResult {
  /** The file written (file transport only). */
  file?: string;
}

/** Sends messages. */
export interface MailTransport {
  /** 'smtp' (SMTP_URL) or 'file' (.eml files in MAIL_DIR). */
  readonly kind: 'smtp' | 'file';
  /** Sends `mail`; rejects on failure or when `signal` aborts (the message may still have gone). */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<SendResult>;
  /** Releases the transport. */
  close(): void;
}

/** SMTP timeouts (ms): connecting, waiting for the greeting, and any silence after that. */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 } as const;

/** The file name of a message: its Message-ID without brackets, safe characters only. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`;
}

/** An SMTP transport to `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
  });
  return {
    kind: 'smtp',
    async send(mail, signal) {
      await transporter.sendMail({
        ...mail,
        signal,
        // Our messages are built from text; never read a file or URL into one.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return {};
    },
    close() {
      transporter.close();
    },
  };
}

/** A transport writing each message as an .eml file into `dir` (created when missing). */
export function fileTransport(dir: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail, signal) {
      signal.throwIfAborted();
      const info = await composer.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('the mail composer returned no buffer');
      signal.throwIfAborted();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(mail.messageId));
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, message, { mode: 0o600 });
      await rename(partial, file);
      return { file };
    },
    close() {
      composer.close();
    },
  };
}

/** The transport `mail` configures: SMTP when SMTP_URL is set, else .eml files in MAIL_DIR. */
export function createMailTransport(mail: Pick<MailConfig, 'smtpUrl' | 'dir'>): MailTransport {
  return mail.smtpUrl !== undefined ? smtpTransport(mail.smtpUrl) : fileTransport(mail.dir);
}
