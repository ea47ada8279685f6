/**
 * Accounts (spec sections 3, 6 and 7): the contract `User` of a row, registration, sign-in with
 * a per-account and per-address failure limit, and the profile (own account only).
 */
import {
  MESSAGES,
  displayName,
  type RegisterRequest,
  type UpdateUserRequest,
  type User,
} from '@shop/api-client/contract';
import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { isUniqueViolation, type Db } from '../db/index.ts';
import { loginAttempts, users, type UserRow } from '../db/schema.ts';
import { badRequest, forbidden, httpError, notFound } from '../http/errors.ts';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.ts';

/** The contract `User` of a row (customer.id is the user id; is_test_user and is_staff from the row). */
export function toContractUser(row: UserRow): User {
  return {
    id: row.id,
    customer_id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    display_name: displayName(row.id, row.firstName, row.lastName),
    is_active: row.isActive,
    date_joined: row.dateJoined.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer: { id: row.id, is_test_user: row.isTestUser, is_staff: row.isStaff },
  };
}

/** E-mail as stored and compared: trimmed, lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Message when an update picks a username someone else has (the mocks' wording). */
export const USERNAME_TAKEN = `${MESSAGES.server.invalidRequest} username: is already taken`;

async function usernameFor(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user';
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) LIKE ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`)
    ).map((r) => r.username.toLowerCase()),
  );
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  return name;
}

/**
 * Creates an account (spec: registration payload). Throws 400 emailTaken when the e-mail exists
 * (also under a race: the unique index decides). Returns the new row.
 */
export async function registerUser(
  db: Db,
  input: RegisterRequest,
  config: Pick<Config, 'scryptLogN'>,
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password, config.scryptLogN);
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (existing.length > 0) throw badRequest(MESSAGES.server.emailTaken);
      const [row] = await tx
        .insert(users)
        .values({
          email,
          username: await usernameFor(tx, email),
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
        })
        .returning();
      if (row === undefined) throw new Error('insert returned nothing');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw badRequest(MESSAGES.server.emailTaken);
    throw error;
  }
}

type LoginLimits = Pick<
  Config,
  'scryptLogN' | 'loginMaxFailuresPerAccount' | 'loginMaxAttemptsPerIp' | 'loginWindowMs'
>;

/**
 * Checks e-mail and password (issue: login rate limit). Throws 429 tooManyRequests after
 * `loginMaxFailuresPerAccount` failures for the account within `loginWindowMs`, or
 * `loginMaxAttemptsPerIp` failures from `ip` within a minute (checked before the password, so a
 * locked account does not even tell whether a guess was right); 401 invalidCredentials for a
 * wrong password, an unknown e-mail or an inactive account. Failures are recorded in the
 * database so several API processes count together.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
  ip: string,
  limits: LoginLimits,
): Promise<UserRow> {
  const account = normaliseEmail(email);
  const windowMs = `${limits.loginWindowMs} milliseconds`;
  const [byAccount, byIp] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.account, account),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, sql`now() - ${windowMs}::interval`),
        ),
      ),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, ip),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, sql`now() - interval '1 minute'`),
        ),
      ),
  ]);
  if (
    (byAccount[0]?.n ?? 0) >= limits.loginMaxFailuresPerAccount ||
    (byIp[0]?.n ?? 0) >= limits.loginMaxAttemptsPerIp
  ) {
    throw httpError(429, MESSAGES.server.tooManyRequests);
  }
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${account}`)
    .limit(1);
  const row = rows[0];
  const ok =
    row === undefined
      ? (await verifyDummy(password, limits.scryptLogN), false)
      : await verifyPassword(password, row.passwordHash);
  if (!ok || row === undefined || !row.isActive) {
    await db.transaction(async (tx) => {
      await tx.insert(loginAttempts).values({ account, ip, succeeded: false });
      // Keep the table small: attempts older than a day no longer count.
      await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, sql`now() - interval '1 day'`));
    });
    throw httpError(401, MESSAGES.user.invalidCredentials);
  }
  // A successful sign-in clears the account's failures.
  await db.delete(loginAttempts).where(eq(loginAttempts.account, account));
  return row;
}

/** The row of user `id`. */
export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

async function ownAccount(db: Db, id: number, meId: number): Promise<UserRow> {
  const row = await userById(db, id);
  if (row === undefined) throw notFound();
  if (row.id !== meId) throw forbidden();
  return row;
}

/** The profile of user `id` as `meId` sees it: only one's own (403 someone else's, 404 unknown). */
export async function getProfile(db: Db, id: number, meId: number): Promise<User> {
  return toContractUser(await ownAccount(db, id, meId));
}

/**
 * Updates the editable fields of one's own profile (contract UpdateUserRequest; everything else
 * in the body was already dropped by the schema). Throws 403/404 as getProfile, 400 emailTaken or
 * USERNAME_TAKEN when another account has that e-mail or username.
 */
export async function updateProfile(
  db: Db,
  id: number,
  meId: number,
  input: UpdateUserRequest,
): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      await ownAccount(tx, id, meId);
      const email = input.email === undefined ? undefined : normaliseEmail(input.email);
      if (email !== undefined) {
        const clash = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id)))
          .limit(1);
        if (clash.length > 0) throw badRequest(MESSAGES.server.emailTaken);
      }
      if (input.username !== undefined) {
        const clash = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.username}) = ${input.username.toLowerCase()}`, ne(users.id, id)))
          .limit(1);
        if (clash.length > 0) throw badRequest(USERNAME_TAKEN);
      }
      const [row] = await tx
        .update(users)
        .set({
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(email !== undefined ? { email } : {}),
          ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
          ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.city !== undefined ? { city: input.city } : {}),
          ...(input.postcode !== undefined ? { postcode: input.postcode } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      if (row === undefined) throw notFound();
      return toContractUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw badRequest(MESSAGES.server.emailTaken);
    if (isUniqueViolation(error, 'users_username_lower_key')) throw badRequest(USERNAME_TAKEN);
    throw error;
  }
}

/**
 * Makes sure the configured initial admin (ADMIN_EMAIL / ADMIN_PASSWORD, decision 020) exists and
 * is active staff: creates the account (password hashed with scrypt) when the e-mail is unknown,
 * else promotes it to staff and reactivates it, keeping its password. Idempotent and safe when
 * several processes start at once (the unique e-mail index decides; the loser promotes).
 * Returns 'created', 'promoted' or 'unchanged'. Logs nothing (no e-mail, no password).
 */
export async function ensureAdminUser(
  db: Db,
  admin: { email: string; password: string },
  config: Pick<Config, 'scryptLogN'>,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = normaliseEmail(admin.email);
  const promote = async (): Promise<'promoted' | 'unchanged'> => {
    const changed = await db
      .update(users)
      .set({ isStaff: true, isActive: true, updatedAt: sql`now()` })
      .where(and(sql`lower(${users.email}) = ${email}`, sql`NOT (${users.isStaff} AND ${users.isActive})`))
      .returning({ id: users.id });
    return changed.length > 0 ? 'promoted' : 'unchanged';
  };
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (existing.length > 0) return promote();
  const passwordHash = await hashPassword(admin.password, config.scryptLogN);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        email,
        username: await usernameFor(tx, email),
        passwordHash,
        firstName: 'Admin',
        lastName: '',
        isStaff: true,
      });
    });
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) return promote();
    throw error;
  }
}
