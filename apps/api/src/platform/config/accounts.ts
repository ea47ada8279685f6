/**
 * Session and account settings: the session secret, the first staff account and the scrypt
 * cost.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_PASSWORD_LENGTH } from '@shop/contract';
import { Bad, envVar, text, wholeNumber } from './env.ts';
import { EMAIL_SHAPE } from './mail.ts';

/**
 * The scrypt costs (log2 N) this server hashes and verifies with: SCRYPT_LOG_N must lie in this
 * range at start (platform/config) and sign-in refuses hashes outside it, so any hash the server made
 * can be checked. 20 (N = 2^20, 1 GiB of memory per check) is the ceiling.
 */
export const SCRYPT_LOG_N_RANGE = { min: 10, max: 20 } as const;
/** ADMIN_EMAIL / ADMIN_PASSWORD (see Config.admin). */
export interface AdminAccountConfig {
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
}

/**
 * Reads ADMIN_EMAIL and ADMIN_PASSWORD: undefined when neither is set. Throws (without echoing
 * either value) when only one is set, the e-mail is malformed or the password is shorter than
 * MIN_PASSWORD_LENGTH.
 */
export function parseAdminAccount(
  email: string | undefined,
  password: string | undefined,
): AdminAccountConfig | undefined {
  const e = email?.trim() ?? '';
  const p = password ?? '';
  if (e === '' && p === '') return undefined;
  if (e === '' || p === '') throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (e.length > 254 || !EMAIL_SHAPE.test(e)) throw new Error('ADMIN_EMAIL is not an e-mail address');
  if (p.length < MIN_PASSWORD_LENGTH || p.length > 200)
    throw new Error(`ADMIN_PASSWORD must be ${MIN_PASSWORD_LENGTH} to 200 characters`);
  return { email: e.toLowerCase(), password: p };
}

/**
 * Reads SESSION_SECRET, or a secret generated once and kept in `<dataDir>/session-secret`
 * (mode 0600, never committed: `.data/` is git-ignored). Throws when a given secret is shorter
 * than 32 characters.
 */
export function resolveSessionSecret(value: string | undefined, dataDir: string): string {
  if (value !== undefined && value !== '') {
    if (value.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return value;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when several processes start at once on one DATA_DIR, the first to write wins and
    // the others read its secret, so they all agree.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

/** The accounts variables of envSchema (index.ts), parsed one by one. */
export const accountsEnv = {
  SESSION_SECRET: envVar('at least 32 characters', (raw) => (raw.length >= 32 ? raw : new Bad('too short')), {
    secret: true,
  }),
  ADMIN_EMAIL: text(),
  ADMIN_PASSWORD: envVar('any text', (raw) => raw, { secret: true }),
  SCRYPT_LOG_N: wholeNumber(SCRYPT_LOG_N_RANGE.min, SCRYPT_LOG_N_RANGE.max),
};
