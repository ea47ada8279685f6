/**
 * Passkeys (decision 070): WebAuthn credentials through @simplewebauthn/server. Registration and
 * sign-in each take two calls: options (a challenge kept in passkey_challenges for
 * PASSKEY_CHALLENGE_TTL_MS, answered at most once), then the browser's answer, verified against
 * that challenge, the shop's origin and RP id (requestOrigin: PUBLIC_URL, else the request's own
 * address in development) and, at sign-in, the stored public key and signature counter.
 * Discoverable credentials (resident keys), user verification preferred, no attestation.
 */
import { createHmac } from 'node:crypto';
import {
  MAX_PASSKEYS,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_MESSAGES,
  type AddPasskeyRequest,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyOptions,
} from '@shop/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/client.ts';
import {
  passkeyChallenges,
  passkeys,
  users,
  type PasskeyRow,
  type UserRow,
} from '../../platform/db/schema.ts';
import { badRequest, httpError, notFound, type HttpError } from '../../platform/http/errors.ts';

/** Where the browser must be: the shop's origin and its RP id (the origin's host name). */
export interface RelyingParty {
  /** The shop's name, shown by the browser's passkey dialog (SHOP_NAME). */
  name: string;
  /** e.g. `https://shop.example.com` (requestOrigin). */
  origin: string;
}

/** The RP id of an origin: its host name (WebAuthn: a registrable domain suffix; we use it whole). */
export function rpIdOf(origin: string): string {
  return new URL(origin).hostname;
}

/** The contract Passkey of a row. */
export function toContractPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    backed_up: row.backedUp,
  };
}

/**
 * The WebAuthn user handle of user `userId`: HMAC-SHA256(secret, user id), 32 bytes. Stable
 * without being stored, and no personal data (WebAuthn: the handle must not hold any).
 */
export function userHandleOf(secret: string, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', secret).update(`passkey-user:${userId}`).digest());
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toContractPasskey);
}

/** Keeps `challenge` for PASSKEY_CHALLENGE_TTL_MS from `now`, and drops expired ones. */
async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: 'registration' | 'authentication',
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/**
 * Takes the challenge the browser signed (from its clientDataJSON) out of the store: it answers
 * once, whatever the verification says next. Throws 400 PASSKEY_MESSAGES.challengeExpired when it
 * is unknown, used, expired at `now`, of another purpose or (registration) another user's, and
 * 400 invalidRequest when clientDataJSON is not WebAuthn's JSON.
 */
export async function takeChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: 'registration' | 'authentication',
  userId: number | null,
  now: Date,
): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw badRequest();
  }
  if (typeof challenge !== 'string' || challenge === '') throw badRequest();
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? sql`${passkeyChallenges.userId} IS NULL` : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  const row = taken[0];
  if (row === undefined || row.expiresAt <= now) throw badRequest(PASSKEY_MESSAGES.challengeExpired);
  return challenge;
}

/**
 * Options for navigator.credentials.create() for `user`: a discoverable credential (resident key
 * required), user verification preferred, no attestation, the user's passkeys excluded (an
 * authenticator that holds one says so instead of making a second). Throws 400
 * PASSKEY_MESSAGES.tooMany at MAX_PASSKEYS.
 */
export async function registrationOptions(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>,
  rp: RelyingParty,
  secret: string,
  now: Date,
): Promise<PasskeyOptions> {
  const own = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (own.length >= MAX_PASSKEYS) throw badRequest(PASSKEY_MESSAGES.tooMany);
  const displayName = `${user.firstName} ${user.lastName}`.trim();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpIdOf(rp.origin),
    userName: user.email,
    userDisplayName: displayName === '' ? user.email : displayName,
    userID: userHandleOf(secret, user.id),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: own.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, 'registration', user.id, now);
  return options as unknown as PasskeyOptions;
}

/**
 * Verifies the browser's answer to the registration options of user `userId` and keeps the
 * passkey as `name` (default 'Passkey N'). Throws 400 PASSKEY_MESSAGES.challengeExpired,
 * notVerified, alreadyRegistered (the credential id is known) or tooMany.
 */
export async function addPasskey(
  db: Db,
  userId: number,
  input: AddPasskeyRequest,
  rp: RelyingParty,
  now: Date,
): Promise<Passkey> {
  const expectedChallenge = await takeChallenge(
    db,
    input.response.response.clientDataJSON,
    'registration',
    userId,
    now,
  );
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpIdOf(rp.origin),
      requireUserVerification: false,
    });
  } catch {
    throw badRequest(PASSKEY_MESSAGES.notVerified);
  }
  if (!verified.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  try {
    return await db.transaction(async (tx) => {
      // The user's row is locked so two additions at once cannot pass MAX_PASSKEYS together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [held] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      const n = held?.n ?? 0;
      if (n >= MAX_PASSKEYS) throw badRequest(PASSKEY_MESSAGES.tooMany);
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name ?? `Passkey ${n + 1}`,
          backedUp: credentialBackedUp,
          createdAt: now,
        })
        .returning();
      if (row === undefined) throw new Error('insert returned nothing');
      return toContractPasskey(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'passkeys_credential_id_key'))
      throw badRequest(PASSKEY_MESSAGES.alreadyRegistered);
    throw error;
  }
}

/** Renames passkey `id` of user `userId`; 404 when it is not theirs or unknown. */
export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (row === undefined) throw notFound();
  return toContractPasskey(row);
}

/** Removes passkey `id` of user `userId` and returns those left; 404 when it is not theirs or unknown. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<Passkey[]> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (gone.length === 0) throw notFound();
  return listPasskeys(db, userId);
}

/**
 * Options for navigator.credentials.get(): no allowCredentials (the browser offers the
 * discoverable passkeys it holds for this RP id), user verification preferred.
 */
export async function authenticationOptions(db: Db, rp: RelyingParty, now: Date): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(rp.origin),
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepChallenge(db, options.challenge, 'authentication', null, now);
  return options as unknown as PasskeyOptions;
}

/** The passkey with credential id `credentialId` and its user, if any. */
export async function findPasskey(
  db: Db,
  credentialId: string,
): Promise<{ passkey: PasskeyRow; user: UserRow } | undefined> {
  const rows = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return rows[0];
}

/**
 * Verifies a sign-in answer for `found` (the passkey its credential id names) against
 * `expectedChallenge` (already taken with takeChallenge, whoever the passkey turns out to be):
 * checks signature, origin, RP id, the user handle (when the browser sends one) and that the
 * signature counter grew (when the authenticator keeps one). Returns false when any check fails;
 * true after saving the new counter and the time of use (`now`). A database failure is thrown.
 */
export async function verifyPasskeySignIn(
  db: Db,
  found: { passkey: PasskeyRow; user: UserRow },
  response: PasskeyAuthenticationResponse,
  expectedChallenge: string,
  rp: RelyingParty,
  secret: string,
  now: Date,
): Promise<boolean> {
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(secret, found.user.id)))
    return false;
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpIdOf(rp.origin),
      credential: {
        id: found.passkey.credentialId,
        publicKey: new Uint8Array(found.passkey.publicKey),
        counter: found.passkey.counter,
        transports: found.passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch {
    return false; // a malformed answer, a bad signature or a counter that went back
  }
  if (!result.verified) return false;
  // The counter moves only forward, also under two sign-ins at once (the WHERE re-checks it). A
  // failure of this statement is the database's, not the visitor's: it is thrown, not a refusal.
  const saved = await db
    .update(passkeys)
    .set({
      counter: result.authenticationInfo.newCounter,
      backedUp: result.authenticationInfo.credentialBackedUp,
      lastUsedAt: now,
    })
    .where(
      and(
        eq(passkeys.id, found.passkey.id),
        result.authenticationInfo.newCounter === 0
          ? eq(passkeys.counter, 0)
          : lt(passkeys.counter, result.authenticationInfo.newCounter),
      ),
    )
    .returning({ id: passkeys.id });
  return saved.length === 1;
}

/** 401 for a sign-in with a passkey that failed verification or that the shop does not know. */
export const passkeyRefused = (message: string): HttpError => httpError(401, message);
