/**
 * Server-side sessions (ARCHITECTURE "Sessions"): a random token lives only in the `sid` cookie;
 * the row keeps its SHA-256. Idle expiry (since last seen) and absolute expiry (since sign-in).
 */
import { and, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../platform/config/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { sessions, users, type UserRow } from '../../platform/db/schema.ts';
import {
  hashToken,
  newSessionToken,
  type CurrentSession,
  type CurrentUser,
} from '../../platform/http/context.ts';

type SessionTimes = Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'>;

/**
 * The columns of a user's own profile (accounts/users.ts toContractUser), read by the session's
 * lookup so that a page knows its user without a second statement (decision 069).
 */
export type ProfileColumns = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'isTestUser'
  | 'isStaff'
  | 'phone'
  | 'address'
  | 'city'
  | 'postcode'
  | 'displayName'
  | 'isActive'
  | 'dateJoined'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * What a page reads of its user beside the session, in the session's own statement (decision 069):
 * by name, an SQL expression of the user's id column (e.g. a JSON aggregate of their cart lines).
 */
export type UserReads = Record<string, (userId: typeof users.id) => SQL>;

/** Only write last_seen_at when it is older than this (one write per minute, not per request). */
const TOUCH_AFTER_MS = 60_000;

/**
 * Creates a session for `userId` and returns its raw token (256 bits). When `replaceToken` is
 * given, that session is deleted first (rotation at sign-in).
 */
export async function createSession(
  db: Db,
  userId: number,
  times: SessionTimes,
  replaceToken?: string,
): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    if (replaceToken !== undefined)
      await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(replaceToken)));
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: sql`now() + ${`${times.sessionAbsoluteMs} milliseconds`}::interval`,
    });
  });
  return token;
}

/**
 * The live session and active user behind `token`, or null when unknown, expired (idle or
 * absolute) or the user is inactive. Refreshes last_seen_at at most once a minute. With `reads`,
 * the same statement also reads those of the user (`read`, by name: what each expression gave,
 * e.g. parsed JSON), so a page knows its cart and bookmarks without more statements (decision 069).
 */
export async function findSession(
  db: Db,
  token: string,
  times: SessionTimes,
  reads: UserReads = {},
): Promise<{
  session: CurrentSession;
  user: CurrentUser;
  profile: ProfileColumns;
  read: Record<string, unknown>;
} | null> {
  if (token.length < 20 || token.length > 100) return null;
  const idle = `${times.sessionIdleMs} milliseconds`;
  const named = Object.entries(reads).map(([name, read]) => sql`${name}::text, ${read(users.id)}`);
  const rows = await db
    .select({
      read:
        named.length === 0
          ? sql<null>`null`
          : sql<Record<string, unknown>>`json_build_object(${sql.join(named, sql`, `)})`,
      sessionId: sessions.id,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${`${TOUCH_AFTER_MS} milliseconds`}::interval`,
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      isTestUser: users.isTestUser,
      isStaff: users.isStaff,
      phone: users.phone,
      address: users.address,
      city: users.city,
      postcode: users.postcode,
      displayName: users.displayName,
      isActive: users.isActive,
      dateJoined: users.dateJoined,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - ${idle}::interval`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (row === undefined) return null;
  if (row.stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  const { sessionId: _sessionId, stale: _stale, read, ...profile } = row;
  return {
    session: { id: row.sessionId, token },
    profile,
    read: read ?? {},
    user: {
      id: row.id,
      email: row.email,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      isTestUser: row.isTestUser,
      isStaff: row.isStaff,
    },
  };
}

/** Deletes the session behind `token` (logout). Unknown tokens are ignored. */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Deletes every session of user `userId` (password reset, deactivation); returns how many went. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const gone = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return gone.length;
}

/**
 * Deletes every session of user `userId` except `keepSessionId` (a password change: the other
 * devices are signed out, this one stays); returns how many went.
 */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Deletes expired sessions (idle or absolute); returns how many went. */
export async function purgeExpiredSessions(db: Db, times: SessionTimes): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - ${`${times.sessionIdleMs} milliseconds`}::interval`),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}
