/**
 * The request pre-checks of the contract (spec section 7): ONE copy of the rules the server's
 * pipeline (apps/api `defineRoute` and its guard hook) and the mocks' `route` helper apply before
 * a handler runs, in this order (decision 054):
 * 1. access: 'user' or 'staff' without a signed-in caller -> 401 MESSAGES.server.notSignedIn;
 *    'staff' for a signed-in caller who is not staff -> 403 MESSAGES.server.staffOnly (accessRefusal);
 * 2. CSRF on unsafe methods (each side checks its own tokens: not a shared rule);
 * 3. the demo user on an endpoint with `testUserBlocked` -> 403 with that text (testUserRefusal);
 * 4. a NUL byte or an unpaired surrogate in a path param, query value or JSON body -> 400
 *    (describeBadText);
 * 5. path ids (positive whole numbers, isIdText), query and JSON body parsed with the endpoint's
 *    schemas -> 400 `Invalid request. field: problem` (parseRequest).
 * Each function returns the refusal (status and text) instead of throwing, so each side answers
 * it with its own error type.
 */
import * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';
import { IdParam, type Endpoint } from './endpoints.ts';
import type { Access } from './routes.ts';
import { isIdText } from './rules.ts';
import { describeBadText, describeIssue } from './validation.ts';

/** Why a request is refused before its handler: the HTTP status and the `error` text to answer. */
export interface RequestRefusal {
  status: 400 | 401 | 403;
  error: string;
}

/** A parse that either worked (`ok`, with its value) or is refused with a 400 text. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The access rule of an endpoint (step 1): `caller` is the signed-in user (null for a visitor).
 * Returns 401 MESSAGES.server.notSignedIn for a visitor on a 'user' or 'staff' endpoint, 403
 * MESSAGES.server.staffOnly for a signed-in non-staff caller on a 'staff' one, else undefined.
 */
export function accessRefusal(
  access: Access,
  caller: { isStaff: boolean } | null,
): RequestRefusal | undefined {
  if (access === 'public') return undefined;
  if (caller === null) return { status: 401, error: MESSAGES.server.notSignedIn };
  if (access === 'staff' && !caller.isStaff) return { status: 403, error: MESSAGES.server.staffOnly };
  return undefined;
}

/**
 * The demo user's rule (step 3, spec section 6): 403 with the endpoint's `testUserBlocked` text
 * when `caller` is the demo (Test Drive) user and the endpoint has one, else undefined.
 */
export function testUserRefusal(
  endpoint: { testUserBlocked?: string | undefined },
  caller: { isTestUser: boolean } | null,
): RequestRefusal | undefined {
  if (endpoint.testUserBlocked === undefined || caller?.isTestUser !== true) return undefined;
  return { status: 403, error: endpoint.testUserBlocked };
}

/** Parses `value` with `schema`: the parsed value, or the 400 text of its first issue (describeIssue). */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  const result = z.safeParse(schema, value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: describeIssue(result.error) };
}

/** The names of the holes of a path template, in order (`/cart/update/{itemId}/` -> ['itemId']). */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/**
 * The path ids of `template` read from `raw` (the router's params; other keys are ignored): each
 * hole must be a positive whole number written in digits only (isIdText: '1e3', ' 7', '0x1' and
 * '-1' are not), else the 400 text `Invalid request. {name}: expected a positive whole number`.
 */
export function parseIdParams(template: string, raw: unknown): Parsed<Record<string, number>> {
  const params = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: Record<string, number> = {};
  for (const key of pathParamNames(template)) {
    const value = params[key];
    const text = typeof value === 'string' ? value : '';
    const parsed = isIdText(text) ? z.safeParse(IdParam, text) : undefined;
    if (parsed === undefined || !parsed.success)
      return {
        ok: false,
        error: `${MESSAGES.server.invalidRequest} ${key}: expected a positive whole number`,
      };
    out[key] = parsed.data;
  }
  return { ok: true, value: out };
}

/** A request's input as the router read it: path params, query values and the JSON body. */
export interface RawRequestInput {
  params: unknown;
  query: unknown;
  /**
   * The parsed JSON body (undefined or null: none, read as `{}`); checked for bad text on every
   * endpoint but multipart ones, parsed only on endpoints that take a JSON body.
   */
  body: unknown;
}

/** A request's input parsed by parseRequest: ids as numbers, query and body as the schemas give them. */
export interface RequestInput {
  params: Record<string, number>;
  query: unknown;
  /** undefined for endpoints without a JSON body (or multipart, whose fields are checked by the handler). */
  body: unknown;
}

/**
 * Steps 4 and 5 of the pre-checks for `endpoint`: refuses bad text anywhere in `raw` (the raw
 * params as given, query and any JSON body, even one the endpoint takes none of; describeBadText), then parses the path ids
 * (parseIdParams), the query (missing: `{}`) and the JSON body (missing: `{}`) with the
 * endpoint's schemas. Returns the parsed input, or the 400 text of the first problem.
 */
export function parseRequest(
  endpoint: Pick<Endpoint, 'path' | 'query' | 'body'>,
  raw: RawRequestInput,
): Parsed<RequestInput> {
  const jsonBody = endpoint.body !== undefined && endpoint.body !== 'multipart';
  // Bad text is refused in any body, even one the endpoint ignores (logout, clear cart...).
  const badText = describeBadText(
    raw.params,
    raw.query,
    endpoint.body === 'multipart' ? undefined : raw.body,
  );
  if (badText !== undefined) return { ok: false, error: badText };
  const params = parseIdParams(endpoint.path, raw.params);
  if (!params.ok) return params;
  const query =
    endpoint.query === undefined
      ? { ok: true as const, value: {} }
      : parseWith(endpoint.query, raw.query ?? {});
  if (!query.ok) return query;
  let body: unknown = undefined;
  if (jsonBody) {
    const parsed = parseWith(endpoint.body as z.ZodMiniType, raw.body ?? {});
    if (!parsed.ok) return parsed;
    body = parsed.value;
  }
  return { ok: true, value: { params: params.value, query: query.value, body } };
}
