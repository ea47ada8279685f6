/**
 * E-mail changes confirmed by the new address (decision 044). Asking for a new address (the
 * profile update, modules/accounts/users.ts updateProfile, after the current password) changes nothing
 * yet: it sends a single-use link to the NEW address, valid for EMAIL_CHANGE_TTL_MS. Until the
 * link is used the old address stays in force (sign-in, reset links, notices). Using the link:
 * - sets the address (400 MESSAGES.server.emailTaken when another account took it meanwhile);
 * - sends the OLD address an 'email-changed' notice;
 * - voids every open password reset link and every other e-mail change link of the account;
 * - ends every session of the account but the one that asked (and the one confirming, when it
 *   is the account's own).
 * A newer request voids the older links (only the latest works); a password change or reset voids
 * them all (`voidAccountLinks`). At most EMAIL_CHANGE_LINKS_PER_ACCOUNT links per account per
 * hour (429 beyond). The token scheme is the reset link's (modules/accounts/password-reset.ts): the link
 * carries HMAC-SHA256(SESSION_SECRET, seed), the row only its SHA-256, the outbox row the seed
 * until the mail is sent.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { EMAIL_CHANGE_LINKS_PER_ACCOUNT, EMAIL_CHANGE_TTL_MS, MESSAGES } from '@shop/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/index.ts';
import { isUniqueViolation, type Db } from '../../platform/db/client.ts';
import { emailChangeTokens, passwordResetTokens, sessions, users } from '../../platform/db/schema.ts';
import { hashToken } from '../../platform/http/context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { enqueue } from '../notifications/index.ts';
import { tooManyRequests } from '../../platform/limits.ts';
import { resetTokenFromSeed } from '../../platform/mail/link-tokens.ts';
import { greetingName, recipientColumns } from './recipients.ts';

/** The token of an e-mail change link made from `seed` (the reset link's derivation). */
export function emailChangeTokenFromSeed(secret: string, seed: string): string {
  return resetTokenFromSeed(secret, seed);
}

/**
 * Makes every open link of user `userId` void: password reset links and e-mail change links
 * (a password change, a reset, a confirmed e-mail change; decision 044). Run inside the
 * transaction of that change.
 */
export async function voidAccountLinks(tx: Db, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}

/**
 * Asks for `newEmail` (trimmed, lower-case) on account `account`, inside the caller's transaction
 * `tx`: voids the account's earlier e-mail change links, stores a token valid for
 * EMAIL_CHANGE_TTL_MS that remembers `sessionId` (the asking session, null for none), and
 * enqueues the 'email-change-confirm' mail to the new address. Throws 429 (Retry-After: an hour)
 * when the account already got EMAIL_CHANGE_LINKS_PER_ACCOUNT links within the last hour.
 */
export async function requestEmailChange(
  tx: Db,
  account: { id: number; name: string },
  newEmail: string,
  sessionId: number | null,
  config: Pick<Config, 'sessionSecret'>,
): Promise<void> {
  const [recent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.userId, account.id),
        gt(emailChangeTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= EMAIL_CHANGE_LINKS_PER_ACCOUNT) throw tooManyRequests(60 * 60 * 1000);
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.userId, account.id), isNull(emailChangeTokens.usedAt)));
  const seed = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(emailChangeTokenFromSeed(config.sessionSecret, seed));
  const [created] = await tx
    .insert(emailChangeTokens)
    .values({
      userId: account.id,
      newEmail,
      tokenHash,
      sessionId,
      expiresAt: sql`now() + ${`${EMAIL_CHANGE_TTL_MS} milliseconds`}::interval`,
    })
    .returning({ expiresAt: emailChangeTokens.expiresAt });
  await enqueue(
    tx,
    {
      kind: 'email-change-confirm',
      payload: {
        to: newEmail,
        name: account.name,
        seed,
        expiresAt: (created?.expiresAt ?? new Date(Date.now() + EMAIL_CHANGE_TTL_MS)).toISOString(),
      },
    },
    `email-change-confirm:${tokenHash}`,
  );
}

/**
 * Confirms an e-mail change with a link's `token` (see the module note). `confirmingSessionId`
 * is the session of the request using the link, if any (kept when it is the account's). Throws
 * 400 MESSAGES.account.emailChangeInvalid for an unknown, used, expired or superseded token, 400
 * MESSAGES.server.emailTaken when the address belongs to another account now (the link is then
 * void). Returns nothing; does not sign in.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  confirmingSessionId: number | null,
): Promise<void> {
  const tokenHash = hashToken(token);
  const usable = sql`${emailChangeTokens.tokenHash} = ${tokenHash} AND ${emailChangeTokens.usedAt} IS NULL AND ${emailChangeTokens.expiresAt} > now()`;
  const taken = await (async () => {
    try {
      await db.transaction(async (tx) => {
        // The single use: only one request can move used_at from NULL.
        const [used] = await tx
          .update(emailChangeTokens)
          .set({ usedAt: sql`now()` })
          .where(usable)
          .returning({
            userId: emailChangeTokens.userId,
            newEmail: emailChangeTokens.newEmail,
            sessionId: emailChangeTokens.sessionId,
          });
        if (used === undefined) throw badRequest(MESSAGES.account.emailChangeInvalid);
        const [before] = await tx
          .select({ ...recipientColumns, deactivatedByStaff: users.deactivatedByStaff })
          .from(users)
          .where(eq(users.id, used.userId))
          .for('update');
        // An account staff closed keeps its address: no link may move it (decisions 024, 044).
        if (before === undefined || before.deactivatedByStaff)
          throw badRequest(MESSAGES.account.emailChangeInvalid);
        await tx
          .update(users)
          .set({ email: used.newEmail, updatedAt: sql`now()` })
          .where(eq(users.id, used.userId));
        await voidAccountLinks(tx, used.userId);
        const keep = [used.sessionId, confirmingSessionId].filter((id): id is number => id !== null);
        await tx
          .delete(sessions)
          .where(
            keep.length === 0
              ? eq(sessions.userId, used.userId)
              : and(
                  eq(sessions.userId, used.userId),
                  sql`${sessions.id} NOT IN (${sql.join(keep, sql`, `)})`,
                ),
          );
        await enqueue(
          tx,
          {
            kind: 'email-changed',
            payload: { to: before.email, name: greetingName(before), changedAt: new Date().toISOString() },
          },
          `email-changed:${used.userId}:${randomUUID()}`,
        );
      });
      return false;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) return true;
      throw error;
    }
  })();
  if (taken) {
    // Another account has the address now: this link can never work.
    await db
      .update(emailChangeTokens)
      .set({ usedAt: sql`now()` })
      .where(usable);
    throw badRequest(MESSAGES.server.emailTaken);
  }
}
