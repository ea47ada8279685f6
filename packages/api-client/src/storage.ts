/**
 * Local storage and cookie helpers shared by the client, auth and cart (spec sections 3 and 4).
 * Everything takes its storage and cookie string as arguments, so tests pass fakes.
 */
import { STORAGE_KEYS, User } from '@shop/contract';

/** The part of the Web Storage API the package uses (localStorage fits). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Storage kept in memory: for tests, server rendering and browsers that refuse localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** The browser's localStorage, or undefined outside a browser or when access is refused. */
export function defaultStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The page's cookie string (`document.cookie`), or '' outside a browser. */
export function defaultCookieString(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * The value of cookie `name` in a cookie string such as `document.cookie`
 * (`'a=1; csrftoken=xyz'`), URI-decoded; undefined when the cookie is absent.
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq === -1 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether the user entry in storage (key STORAGE_KEYS.user, JSON) is the demo user:
 * `customer.is_test_user === true` (spec section 3). False without storage or entry.
 */
export function isStoredTestUser(storage: StorageLike | undefined): boolean {
  const value = parseJson(storage?.getItem(STORAGE_KEYS.user) ?? null);
  if (typeof value !== 'object' || value === null) return false;
  const customer = (value as { customer?: unknown }).customer;
  return (
    typeof customer === 'object' &&
    customer !== null &&
    (customer as { is_test_user?: unknown }).is_test_user === true
  );
}

/**
 * The user stored under STORAGE_KEYS.user (JSON), or null without one. The entry is a copy of
 * the server's answer (sign-in, sign-up, profile update), so it gets the same check as responses
 * (client.ts, decision 017): in development and tests it must parse as a contract User (else
 * null); a production build only requires a JSON object, and Vite drops the schema (and zod)
 * from its bundle.
 */
export function readStoredUser(storage: StorageLike | undefined): User | null {
  const value = parseJson(storage?.getItem(STORAGE_KEYS.user) ?? null);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const parsed = User.safeParse(value);
    return parsed.success ? parsed.data : null;
  }
  return value as User;
}

/** Stores the user as JSON under STORAGE_KEYS.user and its username under STORAGE_KEYS.username (spec section 3). */
export function writeStoredUser(storage: StorageLike | undefined, user: User): void {
  storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  storage?.setItem(STORAGE_KEYS.username, user.username);
}

/** Removes the user, username and token entries (logout). */
export function clearStoredUser(storage: StorageLike | undefined): void {
  storage?.removeItem(STORAGE_KEYS.user);
  storage?.removeItem(STORAGE_KEYS.username);
  storage?.removeItem(STORAGE_KEYS.token);
}
