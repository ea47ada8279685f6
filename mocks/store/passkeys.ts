/**
 * Passkeys over the store (decision 070): challenges answered once before they expire, and the
 * passkeys of each user. The mocks cannot verify a WebAuthn attestation or signature (no
 * public-key crypto here): they check the browser's answer's shape (the contract's schemas), its
 * clientDataJSON (type, challenge, origin) and keep the credential id; anything signed by any key
 * passes. The real checks are the server's (modules/accounts/passkeys.ts).
 */
import { PASSKEY_CHALLENGE_TTL_MS, PASSKEY_MESSAGES, type Passkey } from '@shop/contract';
import type { MockDb } from './store.ts';
import type { DbPasskeyChallenge } from './tables.ts';

/** A random challenge as base64url (32 bytes, as the server's library makes them). */
export function newChallenge(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** base64url text of `bytes`, without padding. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Keeps `challenge` for PASSKEY_CHALLENGE_TTL_MS from `now` (epoch ms) and drops expired ones. */
export function keepChallenge(
  db: MockDb,
  challenge: string,
  purpose: DbPasskeyChallenge['purpose'],
  userId: number | null,
  now = Date.now(),
): void {
  db.passkeyChallenges = db.passkeyChallenges.filter((c) => c.expiresAt > now);
  db.passkeyChallenges.push({ challenge, purpose, userId, expiresAt: now + PASSKEY_CHALLENGE_TTL_MS });
  db.persist();
}

/** What the browser's clientDataJSON says, or undefined when it is not WebAuthn's JSON. */
export function clientData(
  clientDataJSON: string,
): { type: string; challenge: string; origin: string } | undefined {
  try {
    const text = atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'));
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return undefined;
    const { type, challenge, origin } = data as Record<string, unknown>;
    return typeof type === 'string' && typeof challenge === 'string' && typeof origin === 'string'
      ? { type, challenge, origin }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `challenge` out of the store (once, whatever happens next). Returns the text of the
 * refusal when it is unknown, used, expired, of another purpose or another user's
 * (PASSKEY_MESSAGES.challengeExpired), else undefined.
 */
export function takeChallenge(
  db: MockDb,
  challenge: string,
  purpose: DbPasskeyChallenge['purpose'],
  userId: number | null,
  now = Date.now(),
): string | undefined {
  const row = db.passkeyChallenges.find(
    (c) => c.challenge === challenge && c.purpose === purpose && c.userId === userId,
  );
  if (row === undefined) return PASSKEY_MESSAGES.challengeExpired;
  db.passkeyChallenges = db.passkeyChallenges.filter((c) => c !== row);
  db.persist();
  return row.expiresAt > now ? undefined : PASSKEY_MESSAGES.challengeExpired;
}

/** The passkeys of user `userId`, oldest first. */
export function passkeysOf(db: MockDb, userId: number): Passkey[] {
  return db.passkeys.filter((p) => p.userId === userId).map((p) => p.passkey);
}
