/**
 * Accounts over the store: public names, password reset and e-mail change links (decision 044),
 * the per-address limits of reset requests and contact messages, saved addresses.
 */
import {
  CONTACT_MESSAGES_PER_ADDRESS,
  EMAIL_CHANGE_LINKS_PER_ACCOUNT,
  EMAIL_CHANGE_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  RESET_LINKS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  displayName,
  type SavedAddress,
} from '@shop/contract';
import type { MockDb } from './store.ts';
import { randomToken, type DbEmailChangeToken, type DbResetToken, type DbUser } from './tables.ts';

/** The public name of `row` (decision 024): the chosen one, else the contract `displayName`. */
export function publicNameOf(row: DbUser): string {
  const chosen = row.chosenDisplayName?.trim() ?? '';
  return chosen !== '' ? chosen : displayName(row.user.id, row.user.first_name, row.user.last_name);
}

/**
 * Takes one password reset request from the (one) client address: false once
 * RESET_REQUESTS_PER_ADDRESS.max requests fell within its window (the handler answers 429).
 */
export function takeResetRequest(db: MockDb, now = Date.now()): boolean {
  const { max, windowMs } = RESET_REQUESTS_PER_ADDRESS;
  db.resetRequestTimes = db.resetRequestTimes.filter((at) => at > now - windowMs);
  if (db.resetRequestTimes.length >= max) return false;
  db.resetRequestTimes.push(now);
  return true;
}

/** Counts one contact-form message; false over CONTACT_MESSAGES_PER_ADDRESS (the server's 429, decision 048). */
export function takeContactMessage(db: MockDb, now = Date.now()): boolean {
  const { max, windowMs } = CONTACT_MESSAGES_PER_ADDRESS;
  db.contactMessageTimes = db.contactMessageTimes.filter((at) => at > now - windowMs);
  if (db.contactMessageTimes.length >= max) return false;
  db.contactMessageTimes.push(now);
  return true;
}

/**
 * A new reset token for user `userId`, valid for PASSWORD_RESET_TTL_MS, or undefined when the
 * account already had RESET_LINKS_PER_ACCOUNT links within the last hour.
 */
export function createResetToken(db: MockDb, userId: number, now = Date.now()): DbResetToken | undefined {
  const hourAgo = now - 60 * 60 * 1000;
  const recent = db.resetTokens.filter((t) => t.userId === userId && Date.parse(t.createdAt) > hourAgo);
  if (recent.length >= RESET_LINKS_PER_ACCOUNT) return undefined;
  const row: DbResetToken = {
    token: randomToken(32),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
    usedAt: null,
  };
  db.resetTokens.push(row);
  return row;
}

/** The reset token row of `token` when it is unused and not expired, else undefined. */
export function usableResetToken(db: MockDb, token: string, now = Date.now()): DbResetToken | undefined {
  return db.resetTokens.find((t) => t.token === token && t.usedAt === null && Date.parse(t.expiresAt) > now);
}

/** Marks every open reset token of user `userId` used (one link was used: the others go too). */
export function useResetTokensOf(db: MockDb, userId: number, now = Date.now()): void {
  const at = new Date(now).toISOString();
  for (const t of db.resetTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
}

/**
 * A new e-mail change link of user `userId` for `newEmail`, valid for EMAIL_CHANGE_TTL_MS; the
 * user's earlier links are made void (only the latest works). Undefined when the account already
 * had EMAIL_CHANGE_LINKS_PER_ACCOUNT links within the last hour (decision 044).
 */
export function createEmailChangeToken(
  db: MockDb,
  userId: number,
  newEmail: string,
  sessionToken: string | null,
  now = Date.now(),
): DbEmailChangeToken | undefined {
  const hourAgo = now - 60 * 60 * 1000;
  const recent = db.emailChangeTokens.filter((t) => t.userId === userId && Date.parse(t.createdAt) > hourAgo);
  if (recent.length >= EMAIL_CHANGE_LINKS_PER_ACCOUNT) return undefined;
  const at = new Date(now).toISOString();
  for (const t of db.emailChangeTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
  const row: DbEmailChangeToken = {
    token: randomToken(32),
    userId,
    newEmail: newEmail.trim().toLowerCase(),
    sessionToken,
    createdAt: at,
    expiresAt: new Date(now + EMAIL_CHANGE_TTL_MS).toISOString(),
    usedAt: null,
  };
  db.emailChangeTokens.push(row);
  return row;
}

/** The e-mail change link row of `token` when it is unused and not expired, else undefined. */
export function usableEmailChangeToken(
  db: MockDb,
  token: string,
  now = Date.now(),
): DbEmailChangeToken | undefined {
  return db.emailChangeTokens.find(
    (t) => t.token === token && t.usedAt === null && Date.parse(t.expiresAt) > now,
  );
}

/**
 * Makes every open password reset link and e-mail change link of user `userId` void (a password
 * change or reset, a confirmed e-mail change; decision 044).
 */
export function voidAccountLinks(db: MockDb, userId: number, now = Date.now()): void {
  const at = new Date(now).toISOString();
  for (const t of db.resetTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
  for (const t of db.emailChangeTokens) if (t.userId === userId && t.usedAt === null) t.usedAt = at;
}

/** The saved addresses of user `userId`, oldest first. */
export function addressesOf(db: MockDb, userId: number): SavedAddress[] {
  return db.addresses
    .filter((a) => a.userId === userId)
    .sort((a, b) => a.address.id - b.address.id)
    .map((a) => a.address);
}
