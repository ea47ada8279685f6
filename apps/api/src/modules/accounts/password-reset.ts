/**
 * Password reset (decision 024): 'Forgot password?' sends a single-use link that works
 * for PASSWORD_RESET_TTL_MS; setting a new password with it ends every session of the account,
 * removes its passkeys (decision 070) and reactivates one its user deactivated. It never signs in. An account staff deactivated gets
 * no link, and a link sent before cannot be used: only staff reopen it (decision 024).
 *
 * - The link's token is HMAC-SHA256(SESSION_SECRET, seed) of a random 32-byte seed. The
 *   `password_reset_tokens` row keeps only the token's SHA-256; the outbox row keeps the seed
 *   until the mail is sent (then it is dropped), so neither table holds a usable token.
 * - No enumeration: the request answers the same for every address, and known and unknown
 *   addresses (and the demo account, which gets no link) run the SAME statements in one
 *   transaction: look the account up, insert a token row and an outbox row with INSERT ...
 *   SELECT, which insert nothing when there is no account or the account's limit is reached.
 * - Limits: RESET_LINKS_PER_ACCOUNT links per account per hour, counted in the database (every
 *   process counts together; over it, the request still answers the same, no link is sent), and
 *   RESET_REQUESTS_PER_ADDRESS per client address in the shared limits (platform/limits.ts,
 *   Redis when configured; the route answers 429).
 */
import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  PASSWORD_RESET_TTL_MS,
  RESET_LINKS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
} from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/index.ts';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { passkeys, passwordResetTokens, users } from '../../platform/db/schema.ts';
import { hashToken } from '../../platform/http/context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { enqueue } from '../notifications/index.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import { voidAccountLinks } from './email-change.ts';
import { setSellerListingsActive } from '../../platform/cache/catalogue-events.ts';
import { deleteUserSessions } from './sessions.ts';
import { greetingName, recipientColumns } from './recipients.ts';
import { resetTokenFromSeed } from '../../platform/mail/link-tokens.ts';

// The limits are the contract's (one number for the server and the mocks); the per-address one
// is counted by platform/limits.ts.
export { RESET_LINKS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS };

/**
 * Asks for a reset link for `email` (see the module note): for an active account or one its user
 * deactivated (not the demo account, not one staff deactivated) under its hourly limit, creates a token valid for
 * PASSWORD_RESET_TTL_MS and enqueues the 'password-reset' e-mail in the same transaction.
 * Resolves the same way whether or not anything was sent.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  config: Pick<Config, 'sessionSecret'>,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const seed = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(resetTokenFromSeed(config.sessionSecret, seed));
  const ttl = `${PASSWORD_RESET_TTL_MS} milliseconds`;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ ...recipientColumns, isTestUser: users.isTestUser })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`)
      .limit(1)
      .for('update');
    // Unknown addresses and the demo account go on with user id 0 (no such row): the same
    // statements run and insert nothing.
    const userId = account !== undefined && !account.isTestUser ? account.id : 0;
    await tx.execute(
      sql`DELETE FROM password_reset_tokens WHERE user_id = ${userId} AND expires_at < now() - interval '1 day'`,
    );
    const [created] = await queryRows<{ expires_at: Date | string }>(
      tx,
      sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
          SELECT u.id, ${tokenHash}, now() + ${ttl}::interval FROM users u
          WHERE u.id = ${userId} AND NOT u.deactivated_by_staff
            AND (SELECT count(*) FROM password_reset_tokens t
                 WHERE t.user_id = u.id AND t.created_at > now() - interval '1 hour') < ${RESET_LINKS_PER_ACCOUNT}
          RETURNING expires_at`,
    );
    const name = account === undefined ? '' : greetingName(account);
    await enqueue(
      tx,
      {
        kind: 'password-reset',
        payload: {
          to: account?.email ?? address,
          name,
          seed,
          expiresAt: new Date(created?.expires_at ?? Date.now() + PASSWORD_RESET_TTL_MS).toISOString(),
        },
      },
      `password-reset:${tokenHash}`,
      { onlyIf: sql`EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ${tokenHash})` },
    );
  });
}

/**
 * Sets a new password with a reset link's `token`: 400 MESSAGES.account.resetInvalid for an
 * unknown, used or expired token (checked before anything else), 400 for a password that breaks
 * checkNewPassword. Then, in one transaction: the token is used (and every other open link of
 * the account with it), the password hash replaced, the account reactivated, every session and
 * every passkey of the account deleted (decision 070); for an account staff deactivated, 400 resetInvalid and nothing changes. Does not sign in. (Sign-in delays of the account are not cleared: they
 * end by themselves within `loginMaxDelayMs`, and the right password clears them.)
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
  config: Pick<Config, 'scryptLogN'>,
): Promise<void> {
  const tokenHash = hashToken(token);
  const usable = sql`${passwordResetTokens.tokenHash} = ${tokenHash} AND ${passwordResetTokens.usedAt} IS NULL AND ${passwordResetTokens.expiresAt} > now()`;
  const [found] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable)
    .limit(1);
  if (found === undefined) throw badRequest(MESSAGES.account.resetInvalid);
  checkNewPassword(password);
  const passwordHash = await hashPassword(password, config.scryptLogN);
  await db.transaction(async (tx) => {
    // The single use: only one request can move used_at from NULL.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (used === undefined) throw badRequest(MESSAGES.account.resetInvalid);
    const [account] = await tx
      .update(users)
      .set({ passwordHash, isActive: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), eq(users.deactivatedByStaff, false)))
      .returning({ id: users.id });
    if (account === undefined) throw badRequest(MESSAGES.account.resetInvalid);
    // A reopened account's listings come back on sale (decision 045).
    await setSellerListingsActive(tx, account.id, true);
    // Every other reset link, and any pending e-mail change, dies with the new password (decision 044).
    await voidAccountLinks(tx, used.userId);
    await deleteUserSessions(tx, used.userId);
    // A passkey added by whoever held the account goes with the old password (decision 070).
    await tx.delete(passkeys).where(eq(passkeys.userId, used.userId));
  });
}
