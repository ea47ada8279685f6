/**
 * Typed errors of the transport (spec section 8): every failed call throws an ApiError that
 * carries the server's own message when it gave one, otherwise the endpoint's default text.
 */
import type { EndpointName } from '@shop/contract';

/**
 * A failed API call. `status` is the HTTP status (0 when the request never got an answer),
 * `message` the server's error text or the spec section 8 default, `body` the response body as
 * received (parsed JSON, or text when it was not JSON; undefined after a network failure) and
 * `endpoint` the contract name of the call.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly endpoint: EndpointName;

  constructor(status: number, message: string, body: unknown, endpoint: EndpointName) {
    super(message);
    this.status = status;
    this.body = body;
    this.endpoint = endpoint;
  }
}

/**
 * Thrown, before any request is sent, when the stored user is the demo (test) user and the
 * endpoint is one spec section 6 blocks. `message` is the endpoint's `testUserBlocked` text
 * (e.g. 'You cannot perform this action as you are a test user'); `status` is 403, as the server
 * would answer.
 */
export class TestUserBlockedError extends ApiError {
  override name = 'TestUserBlockedError';

  constructor(message: string, endpoint: EndpointName) {
    super(403, message, undefined, endpoint);
  }
}

/**
 * The server's own error text in a response body (spec section 8): `error` when it is a string,
 * else `detail`, else `message`; a non-empty plain-text body is not used (it may be a proxy page).
 * Returns undefined when the body names no message.
 */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'detail', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
