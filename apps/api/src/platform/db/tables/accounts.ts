/**
 * Accounts' tables: users, sessions, password reset and e-mail change links, and saved delivery
 * addresses.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Deactivated by staff (migration 011): a password reset does not reopen it (decision 024). */
    deactivatedByStaff: boolean('deactivated_by_staff').notNull().default(false),
    isTestUser: boolean('is_test_user').notNull().default(false),
    /** Staff may use the back office and move any order (migration 003). */
    isStaff: boolean('is_staff').notNull().default(false),
    /** The public name the user chose (migration 004); null: first name and last initial. */
    displayName: text('display_name'),
    /**
     * How many of the user's checkout sessions were fulfilled (migration 014). Fulfilment refuses
     * a session opened before the last one was paid: one cart, one payment (decision 046).
     */
    paidCheckouts: integer('paid_checkouts').notNull().default(0),
    /** When the account was deleted (migration 025, decision 073): every personal field is blanked. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    dateJoined: ts('date_joined'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 (hex) of the session token; the token itself is only in the cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at'),
    lastSeenAt: ts('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use password reset links (migration 004): only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is only in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use links deleting an account (migration 025, decision 073): only the token's SHA-256 is stored. */
export const accountDeletionTokens = pgTable(
  'account_deletion_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is only in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
  },
  (t) => [index('account_deletion_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Links confirming a new e-mail address (migration 012, decision 044). */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address asked for (trimmed, lower-case). */
    newEmail: text('new_email').notNull(),
    /** SHA-256 (hex) of the token; the token itself is only in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The session that asked: it stays signed in when the change is confirmed. */
    sessionId: integer('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** A UK delivery address as stored (jsonb; contract DeliveryAddress, postcode normalised). */
export interface StoredAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
}

/** Saved delivery addresses of a user (migration 003). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

/** PostgreSQL bytea as a Uint8Array (a passkey's public key). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** Passkeys (migration 022, decision 070): one WebAuthn credential of a user each. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The credential's COSE public key. */
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'`),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: ts('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/** Challenges of passkey options (migration 022): answered once, before `expiresAt`. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    /** The registering user; null for a sign-in challenge. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);
