/**
 * E-mail settings (decision 024): SMTP or .eml files, the sender, the shop's name and support
 * address, and the outbox poll.
 */
import { DEFAULT_SHOP_NAME } from '@shop/contract';
import { Bad, absoluteUrl, envVar, text, wholeNumber } from './env.ts';

/** E-mail settings (SMTP_URL, MAIL_FROM, MAIL_DIR, OUTBOX_POLL_MS; decision 024). */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, may carry credentials); undefined: `.eml` files in `dir`. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From header of every notification. */
  from: string;
  /** MAIL_DIR: where the file transport writes one `.eml` file per message (no SMTP_URL). */
  dir: string;
  /** OUTBOX_POLL_MS: how often the notification worker looks for due messages, ms. */
  outboxPollMs: number;
}

/** MAIL_FROM when unset: the shop's name (SHOP_NAME) and a local no-reply address. */
export function defaultMailFrom(shopName: string = DEFAULT_SHOP_NAME): string {
  // The display name is one line without the characters that would end it early.
  return `${shopName.replace(/[<>"\r\n]/g, '')} <no-reply@shop.localhost>`;
}

/** MAIL_FROM when neither it nor SHOP_NAME is set. */
export const DEFAULT_MAIL_FROM = defaultMailFrom();

/** MAIL_FROM: `address` or `Name <address>`, one line. */
export const MAIL_FROM_SHAPE =
  /^(?:[^<>\r\n@]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mail variables of envSchema (index.ts), parsed one by one. */
export const mailEnv = {
  SMTP_URL: absoluteUrl('an smtp:// or smtps:// URL', ['smtp:', 'smtps:'], { secret: true }),
  MAIL_FROM: envVar('an address, or a name and <address>, e.g. Shop <no-reply@shop.example.com>', (raw) =>
    MAIL_FROM_SHAPE.test(raw.trim()) ? raw.trim() : new Bad('not an e-mail address'),
  ),
  MAIL_DIR: text(),
  SHOP_NAME: envVar('a name of 1 to 60 characters on one line, e.g. Storefront', (raw) =>
    /^[^\r\n<>"]{1,60}$/.test(raw.trim())
      ? raw.trim()
      : new Bad('not a one-line name of 60 characters at most'),
  ),
  SUPPORT_EMAIL: envVar('an e-mail address, e.g. support@shop.example.com', (raw) =>
    raw.trim().length <= 254 && EMAIL_SHAPE.test(raw.trim())
      ? raw.trim().toLowerCase()
      : new Bad('not an e-mail address'),
  ),
  OUTBOX_POLL_MS: wholeNumber(50, 600_000, ' (milliseconds)'),
};
