/**
 * What the server's log may hold (bad input): never query parameters, passwords,
 * hashes, tokens or e-mail addresses. Fastify's logger uses these serializers:
 * - `req`: method, path without its query string, host and remote address (no headers, no
 *   cookies);
 * - `err`: the error's type, a redacted message, the PostgreSQL code and constraint, the stack
 *   frames (never the message again) and the same for its causes; a Drizzle query error keeps its
 *   SQL text (placeholders only) and loses its parameters; a driver error loses `detail`,
 *   `where` and anything else it carries.
 */

/** Longest text kept of one message. */
const MAX_MESSAGE = 2000;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** Long opaque runs (hashes, session and CSRF tokens, secrets): 24+ base64/hex characters. */
const OPAQUE = /[A-Za-z0-9+/_$=-]{24,}/g;

/**
 * `text` with e-mail addresses and long opaque runs (hashes, tokens) replaced, everything from a
 * `params:` line on dropped (Drizzle puts the query's parameters there), cut to MAX_MESSAGE.
 */
export function redactText(text: string): string {
  const paramsAt = text.search(/\n?\s*params:/);
  const kept = paramsAt >= 0 ? text.slice(0, paramsAt) : text;
  return kept.replace(EMAIL, '[email]').replace(OPAQUE, '[redacted]').slice(0, MAX_MESSAGE);
}

/** `url` without its query string or fragment. */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut >= 0 ? url.slice(0, cut) : url;
}

/** The part of a request the `req` serializer reads. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
}

/** The `req` log serializer: method, path (no query string), host, remote address. */
export function serializeRequest(request: LoggedRequest): Record<string, string | undefined> {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : pathOnly(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** A logged error: only these fields, each safe to keep. */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  statusCode?: number;
  /** The SQL text of a failed query (placeholders, never values). */
  query?: string;
  /** Stack frames only ('' when none). */
  stack: string;
  cause?: LoggedError;
}

function stringField(value: object, key: string): string | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/** The stack frames of `stack` (its first lines repeat the message, which may hold values). */
function framesOf(stack: string | undefined): string | undefined {
  if (stack === undefined) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/**
 * The `err` log serializer (see module comment). Follows `cause` three levels deep. Never throws.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (error === null || typeof error !== 'object')
    return { type: typeof error, message: redactText(String(error)), stack: '' };
  const name = stringField(error, 'name') ?? error.constructor.name;
  const message = stringField(error, 'message') ?? '';
  const query = stringField(error, 'query');
  const code = stringField(error, 'code');
  const constraint = stringField(error, 'constraint');
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const cause = (error as { cause?: unknown }).cause;
  const frames = framesOf(stringField(error, 'stack'));
  return {
    type: name,
    // A Drizzle query error's message is `Failed query: <sql>\nparams: <values>`.
    message: redactText(message),
    ...(code !== undefined ? { code } : {}),
    ...(constraint !== undefined ? { constraint } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(query !== undefined ? { query: redactText(query) } : {}),
    stack: frames ?? '',
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}
