/**
 * Accounts (spec sections 3, 6 and 7): the contract `User` of a row, registration, sign-in under
 * the throttle of platform/limits.ts, the profile (own account only), and the account
 * changes: the public display name, an e-mail change that needs the current password
 * and tells the old address, deactivation, and changing the password.
 */
import {
  DEMO_ACCOUNT,
  MESSAGES,
  isLegacyDemoEmail,
  isLegacyDemoSignIn,
  type ChangePasswordRequest,
  type RegisterRequest,
  type UpdateUserRequest,
  type User,
} from '@shop/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/index.ts';
import { isUniqueViolation, type Db } from '../../platform/db/client.ts';
import { users, type UserRow } from '../../platform/db/schema.ts';
import type { ProfileColumns } from './sessions.ts';
import { badRequest, forbidden, httpError, notFound } from '../../platform/http/errors.ts';
import { requestEmailChange, voidAccountLinks } from './email-change.ts';
import type { PasswordCheckContext } from '../../platform/limits.ts';
import { checkNewPassword, hashPassword, verifyDummy, verifyPassword } from './passwords.ts';
import { deleteOtherSessions, deleteUserSessions } from './sessions.ts';
import { publishSellerChange, setSellerListingsActive } from '../../platform/cache/catalogue-events.ts';
import { publicName, greetingName } from './recipients.ts';

/**
 * The contract `User` of a row, or of the profile columns a session's lookup reads (customer.id is
 * the user id; is_test_user and is_staff from the row).
 */
export function toContractUser(row: ProfileColumns): User {
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
    display_name: publicName(row),
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
  // The original shop's demo address is the demo account's alias (decision 044): taken.
  if (isLegacyDemoEmail(email)) throw badRequest(MESSAGES.server.emailTaken);
  checkNewPassword(input.password, [email, input.first_name, input.last_name]);
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

/**
 * Checks e-mail and password under the sign-in throttle (decision 025;
 * platform/limits.ts): 429 MESSAGES.server.tooManyRequests, without checking the password, while
 * this (account, address) pair must wait after its failures or the address is over its ceiling;
 * 401 invalidCredentials for a wrong password, an unknown e-mail or an inactive account (all
 * counted as failures of the pair). The right password clears the pair. Unknown e-mails cost the
 * same hashing time as known ones. The original shop's demo credentials (LEGACY_DEMO_ACCOUNT,
 * contract isLegacyDemoSignIn) sign into the DEMO_ACCOUNT user (decision 044).
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
  context: PasswordCheckContext,
  config: Pick<Config, 'scryptLogN'>,
): Promise<UserRow> {
  const account = normaliseEmail(email);
  let found: UserRow | undefined;
  const right = await context.limits.passwordAttempt(
    account,
    context.address,
    async () => {
      if (isLegacyDemoSignIn(account, password)) {
        const [demo] = await db
          .select()
          .from(users)
          .where(and(eq(users.email, DEMO_ACCOUNT.email), eq(users.isTestUser, true)))
          .limit(1);
        found = demo;
        return demo !== undefined && demo.isActive;
      }
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${account}`)
        .limit(1);
      found = rows[0];
      if (found === undefined) {
        await verifyDummy(password, config.scryptLogN);
        return false;
      }
      return (await verifyPassword(password, found.passwordHash)) && found.isActive;
    },
    context.device,
  );
  if (!right || found === undefined) throw httpError(401, MESSAGES.user.invalidCredentials);
  return found;
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
 * Checks the current password of `row` for an account change under the sign-in
 * throttle of the (account, address) pair (wrong guesses here and at sign-in count
 * together, so a stolen session cannot try passwords without end): 429
 * MESSAGES.server.tooManyRequests while the pair must wait; 400
 * MESSAGES.account.currentPasswordWrong for a wrong one (counted as a failure). Also asked
 * before a passkey is added (decision 070).
 */
export async function checkCurrentPassword(
  row: UserRow,
  password: string,
  context: PasswordCheckContext,
): Promise<void> {
  const right = await context.limits.passwordAttempt(
    normaliseEmail(row.email),
    context.address,
    () => verifyPassword(password, row.passwordHash),
    context.device,
    true,
  );
  if (!right) throw badRequest(MESSAGES.account.currentPasswordWrong);
}

/** What a profile update answers: the saved user, and the address awaiting confirmation, if asked. */
export interface ProfileUpdate {
  user: User;
  /** The new e-mail address a confirmation link was just sent to (decision 044). */
  pendingEmail?: string;
}

/**
 * Updates the editable fields of one's own profile (contract UpdateUserRequest; everything else
 * in the body was already dropped by the schema). Throws 403/404 as getProfile, 400 emailTaken or
 * USERNAME_TAKEN when another account has that e-mail or username.
 * Decisions 024 and 044:
 * - an `email` different from the current address needs `current_password`: 400
 *   MESSAGES.account.currentPasswordRequired without it, 400 currentPasswordWrong (429 after too
 *   many) when wrong. It does not change the address: a confirmation link goes to the new one
 *   (modules/accounts/email-change.ts requestEmailChange, in the update's transaction; 429 over its
 *   hourly limit) and the answer's `pendingEmail` names it; `sessionId` is the asking session,
 *   which stays signed in when the change is confirmed;
 * - `display_name`: the public name; empty goes back to the default (first name, last initial);
 * - `is_active: false` deactivates the account and ends every session of it (a password reset
 *   link reactivates it).
 */
export async function updateProfile(
  db: Db,
  id: number,
  meId: number,
  input: UpdateUserRequest,
  context: PasswordCheckContext & { sessionId: number | null; config: Pick<Config, 'sessionSecret'> },
): Promise<ProfileUpdate> {
  const before = await ownAccount(db, id, meId);
  const email = input.email === undefined ? undefined : normaliseEmail(input.email);
  const emailChanges = email !== undefined && email !== normaliseEmail(before.email);
  if (emailChanges && isLegacyDemoEmail(email)) throw badRequest(MESSAGES.server.emailTaken);
  if (emailChanges) {
    if (input.current_password === undefined || input.current_password === '')
      throw badRequest(MESSAGES.account.currentPasswordRequired);
    await checkCurrentPassword(before, input.current_password, context);
  }
  try {
    return await db.transaction(async (tx) => {
      const current = await ownAccount(tx, id, meId);
      if (emailChanges) {
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
      const chosenName = input.display_name?.trim();
      const [row] = await tx
        .update(users)
        .set({
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
          ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.city !== undefined ? { city: input.city } : {}),
          ...(input.postcode !== undefined ? { postcode: input.postcode } : {}),
          ...(chosenName !== undefined ? { displayName: chosenName === '' ? null : chosenName } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      if (row === undefined) throw notFound();
      const pending = emailChanges && email !== normaliseEmail(current.email) ? email : undefined;
      if (pending !== undefined)
        await requestEmailChange(
          tx,
          { id, name: greetingName(current) },
          pending,
          context.sessionId,
          context.config,
        );
      if (current.isActive && !row.isActive) await deleteUserSessions(tx, id);
      // Their listings leave sale with the account and come back with it (decision 045).
      if (current.isActive !== row.isActive) await setSellerListingsActive(tx, id, row.isActive);
      // Their name is on their listings' seller card (decision 075).
      if (row.firstName !== current.firstName || row.lastName !== current.lastName)
        await publishSellerChange(tx, id);
      return { user: toContractUser(row), ...(pending !== undefined ? { pendingEmail: pending } : {}) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw badRequest(MESSAGES.server.emailTaken);
    if (isUniqueViolation(error, 'users_username_lower_key')) throw badRequest(USERNAME_TAKEN);
    throw error;
  }
}

/**
 * Changes the password of user `userId` (POST /auth/change-password/): the current
 * password must be right (400 MESSAGES.account.currentPasswordWrong; 429 after too many wrong
 * ones), the new one must pass checkNewPassword (400). Then, in one transaction, the hash is
 * replaced, every open password reset and e-mail change link of the account is made void
 * (decision 044), and every OTHER session of the user is deleted (`keepSessionId` stays signed in).
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: number | null,
  input: ChangePasswordRequest,
  config: Pick<Config, 'scryptLogN'>,
  context: PasswordCheckContext,
): Promise<void> {
  const row = await userById(db, userId);
  if (row === undefined) throw notFound();
  await checkCurrentPassword(row, input.current_password, context);
  checkNewPassword(input.new_password, [row.email, row.firstName, row.lastName]);
  const passwordHash = await hashPassword(input.new_password, config.scryptLogN);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await voidAccountLinks(tx, userId);
    if (keepSessionId === null) await deleteUserSessions(tx, userId);
    else await deleteOtherSessions(tx, userId, keepSessionId);
  });
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
      .set({ isStaff: true, isActive: true, deactivatedByStaff: false, updatedAt: sql`now()` })
      .where(and(sql`lower(${users.email}) = ${email}`, sql`NOT (${users.isStaff} AND ${users.isActive})`))
      .returning({ id: users.id });
    for (const { id } of changed) await setSellerListingsActive(db, id, true);
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
