/**
 * Password hashing with node's built-in scrypt (ARCHITECTURE "Passwords: argon2id or scrypt"):
 * a 16-byte random salt per user, a 64-byte key, parameters stored with the hash so the cost can
 * rise later. Format: `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<key b64url>`.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isCommonPassword, newPasswordProblem } from '@shop/contract/password-strength';
import { badRequest } from '../../platform/http/errors.ts';
import { SCRYPT_LOG_N_RANGE } from '../../platform/config/index.ts';

export { SCRYPT_LOG_N_RANGE };

/** Whether `logN` is a whole number within SCRYPT_LOG_N_RANGE. */
export function isAllowedScryptLogN(logN: number): boolean {
  return Number.isInteger(logN) && logN >= SCRYPT_LOG_N_RANGE.min && logN <= SCRYPT_LOG_N_RANGE.max;
}

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes `password` with scrypt N = 2^`logN` (default 15), r 8, p 1 and a fresh random salt.
 * Throws a RangeError when `logN` is outside SCRYPT_LOG_N_RANGE.
 */
export async function hashPassword(password: string, logN = 15): Promise<string> {
  if (!isAllowedScryptLogN(logN))
    throw new RangeError(
      `scrypt log2 N must be ${SCRYPT_LOG_N_RANGE.min} to ${SCRYPT_LOG_N_RANGE.max}, got ${logN}`,
    );
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * True when `password` matches `stored` (timing-safe compare of the derived keys). A malformed
 * stored hash, or one whose cost is outside SCRYPT_LOG_N_RANGE, never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, key] = parts.map((x, i) => (i >= 1 && i <= 3 ? Number(x) : x)) as [
    string,
    number,
    number,
    number,
    string,
    string,
  ];
  if (![r, p].every((n) => Number.isInteger(n) && n > 0) || !isAllowedScryptLogN(logN)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), logN, r, p);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check against a hash of cost `logN`, for unknown e-mail
 * addresses, so response time does not tell which accounts exist.
 */
export async function verifyDummy(password: string, logN: number): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing', logN);
  await verifyPassword(password, await dummyHash);
}

// The common-password list and the strength rule are the contract's (decision 044).
export { isCommonPassword };

/**
 * The one rule for every new password (register, reset, change; decisions 024 and 044): the
 * contract's newPasswordProblem (@shop/contract/password-strength: MIN_PASSWORD_LENGTH to
 * MAX_PASSWORD_LENGTH characters, not a common password, a zxcvbn score of at least
 * MIN_PASSWORD_SCORE). `userInputs` are the account's own e-mail and names. Throws HttpError 400
 * with the rule's text (MESSAGES.server.passwordTooShort, the generic invalid request when too
 * long, MESSAGES.account.passwordCommon or MESSAGES.account.passwordWeak).
 */
export function checkNewPassword(password: string, userInputs: readonly string[] = []): void {
  const problem = newPasswordProblem(password, userInputs);
  if (problem !== null) throw badRequest(problem);
}
