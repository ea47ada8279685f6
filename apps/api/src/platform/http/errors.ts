/**
 * The error helper: every failure answers `{ success: false, error }` with the right status
 * (ARCHITECTURE "Server decisions"; spec sections 7 and 8). Services throw `HttpError`; the global
 * error handler in app.ts turns it (or anything else) into JSON and never leaks a stack trace.
 */
import { MESSAGES } from '@shop/contract';

/**
 * An error with an HTTP status and the text the client shows (`error` of the body), and headers
 * to send with it (e.g. Retry-After on a 429).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** Returns an HttpError of `status` with `message` (throw it). */
export function httpError(status: number, message: string): HttpError {
  return new HttpError(status, message);
}

/** 400 with `message` (default MESSAGES.server.invalidRequest). */
export const badRequest = (message: string = MESSAGES.server.invalidRequest) => new HttpError(400, message);
/** 401 MESSAGES.server.notSignedIn: a visitor called a signed-in endpoint. */
export const notSignedIn = () => new HttpError(401, MESSAGES.server.notSignedIn);
/** 403 with `message` (default MESSAGES.server.forbidden). */
export const forbidden = (message: string = MESSAGES.server.forbidden) => new HttpError(403, message);
/** 404 with `message` (default MESSAGES.server.notFound). */
export const notFound = (message: string = MESSAGES.server.notFound) => new HttpError(404, message);
/** 409 with `message`. */
export const conflict = (message: string) => new HttpError(409, message);

/** The body of every failure. */
export interface ErrorPayload {
  success: false;
  error: string;
}

/** `{ success: false, error: message }`. */
export function errorBody(message: string): ErrorPayload {
  return { success: false, error: message };
}

/** Text of the 500 answer; details go to the log only. */
export const INTERNAL_ERROR = 'Internal server error';
