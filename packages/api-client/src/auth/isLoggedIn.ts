/** The logged-in rule of spec section 4, as a pure function over storage and the cookie string. */
import { CSRF_COOKIE, STORAGE_KEYS } from '@shop/contract';
import { ApiError } from '../errors.ts';
import { readCookie, type StorageLike } from '../storage.ts';
import type { AuthError } from './context.ts';

/**
 * Spec section 4, logged-in state: true only when `storage` holds a user entry
 * (STORAGE_KEYS.user) AND `cookieString` (document.cookie format) has a cookie named csrftoken.
 * When the user entry exists without the cookie, the entry is removed (a side effect on storage)
 * and the result is false. No storage means false.
 */
export function isLoggedIn(storage: StorageLike | undefined, cookieString: string): boolean {
  if (!storage) return false;
  const hasUser = storage.getItem(STORAGE_KEYS.user) !== null;
  if (!hasUser) return false;
  if (readCookie(cookieString, CSRF_COOKIE) === undefined) {
    storage.removeItem(STORAGE_KEYS.user);
    return false;
  }
  return true;
}

/**
 * The error kept for a failed register or login (spec section 8): the non-OK (or
 * `success: false`) response body as received when there is one, otherwise the error's message
 * (the server's text, the default `fallback`, or MESSAGES.user.network after a network failure).
 */
export function authErrorFrom(error: unknown, fallback: string): AuthError {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body;
  const refused =
    error.status >= 400 ||
    (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);
  if (refused && ((typeof body === 'string' && body !== '') || (typeof body === 'object' && body !== null)))
    return body;
  return error.message;
}

/**
 * Text of an auth error for an alert: a string as is; an object's `error`, `detail` or `message`
 * text when it has one; otherwise the object as JSON text (what sign-up shows, spec section 8).
 */
export function authErrorText(error: AuthError | null): string {
  if (error === null) return '';
  if (typeof error === 'string') return error;
  const record = error as Record<string, unknown>;
  for (const key of ['error', 'detail', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return JSON.stringify(error);
}
