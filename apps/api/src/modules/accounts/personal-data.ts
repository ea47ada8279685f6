/**
 * The accounts module's part of 'Your data' (decision 073): its sections of the download (the
 * account, passkeys, sessions) and the erasure of the account row and what hangs on it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  accountDeletionTokens,
  emailChangeTokens,
  passkeyChallenges,
  passkeys,
  passwordResetTokens,
  sessions,
  users,
} from '../../platform/db/schema.ts';

/** The account's own fields (never the password hash), dates as ISO text; null for an unknown id. */
export async function accountSection(db: Db, userId: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (row === undefined) return null;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    is_active: row.isActive,
    is_staff: row.isStaff,
    date_joined: row.dateJoined.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The account's passkeys: names and dates only, never the credential id or key (decision 070). */
export async function passkeysSection(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.id);
  return rows.map((r) => ({
    name: r.name,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    backed_up: r.backedUp,
  }));
}

/**
 * The account's open sessions: when each began, was last seen and ends. Never a token (only its
 * hash is stored, and that is not given either); the shop records no device or address per session.
 */
export async function sessionsSection(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.id);
  return rows.map((r) => ({
    started_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  }));
}

/**
 * Erases the account row of `userId` inside the deletion's transaction `tx` (decision 073): the
 * row stays (orders, journals and payouts point at it) with every personal field blanked, the
 * e-mail address and username replaced by `deleted-{id}` ones (the address is free again), a
 * password hash no password matches, inactive, `deleted_at` set; every session, passkey, passkey
 * challenge and open link of the account deleted.
 */
export async function eraseAccountRow(tx: Db, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      username: `deleted-${userId}`,
      passwordHash: '!deleted',
      firstName: '',
      lastName: '',
      phone: '',
      address: '',
      city: '',
      postcode: '',
      displayName: 'Deleted account',
      isActive: false,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
  await tx.delete(accountDeletionTokens).where(eq(accountDeletionTokens.userId, userId));
}
