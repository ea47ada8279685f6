/**
 * `route(name, handler)`: one MSW handler for one contract endpoint (spec section 7), matching
 * `* /api<path>` on any origin, with the rules a real server applies before the handler runs
 * (the same order as apps/api):
 * 1. access 'user' or 'staff' without a session -> 401 MESSAGES.server.notSignedIn; access
 *    'staff' for a signed-in user who is not staff -> 403 MESSAGES.server.staffOnly;
 * 2. unsafe method -> CSRF: with a session the X-CSRFToken header must equal the session's token;
 *    without one, a csrftoken cookie (if any) must equal the header -> 403 MESSAGES.server.csrf;
 * 3. the demo user on an endpoint with `testUserBlocked` -> 403 with that text (spec section 6);
 * 4. a NUL byte or an unpaired surrogate in a path param, query value or JSON body text -> 400
 *    (contract describeBadText; multipart fields: listings.ts);
 * 5. path ids, query and JSON body parsed with the contract schemas -> 400 `{ success: false, error }`.
 * Steps 1, 3, 4 and 5 are the contract's request pre-checks (request.ts: accessRefusal,
 * testUserRefusal, parseRequest), the same code the server's pipeline runs (decision 054).
 *
 * Typed end to end (contract types.ts), like the server's `defineRoute`: the handler of
 * endpoint N receives `params` typed from N's path template (`/cart/update/{itemId}/` ->
 * `{ itemId: number }`, no other key), `query` and `body` typed from N's schemas, and returns a
 * `RouteReply` whose `body` is `ResponseOf<N>` (a top-level key the response lacks does not
 * compile either), or a ready `Response` answered as is (unchecked: an escape hatch for answers
 * the contract cannot describe). Every `RouteReply` body is also checked against N's response
 * schema at run time, always (the mocks only run in development, tests and Storybook): a mock
 * that drifts answers 500 `{ success: false, error: 'Mock response of <name> breaks the
 * contract: ...' }`.
 *
 * Cookies: MSW records `Set-Cookie` of an `HttpResponse` in one cookie jar shared by every
 * request of the process; that would make all node clients one user. So responses are plain
 * `Response`s: in Node the `Set-Cookie` headers reach the caller (who keeps its own jar and sends
 * `Cookie`), and in the browser the handler writes `document.cookie` itself (what MSW would do).
 * Cookies of a request come from MSW's `cookies` (the `Cookie` header plus, in the browser,
 * `document.cookie`).
 */
import * as z from 'zod/mini';
import { http, type HttpHandler } from 'msw';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  MESSAGES,
  accessRefusal,
  describeIssue,
  endpoints,
  parseRequest,
  parseWith,
  testUserRefusal,
  type Access,
  type EndpointName,
  type OnlyKnownKeys,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ResponseOf,
} from '@shop/contract';
import { db, type DbSession, type DbUser } from '../db.ts';
import { sessionByToken } from '../store/sessions.ts';

/** Name of the mocks' session cookie (the real server uses its own). */
export const SESSION_COOKIE = 'mock_session';

/** An error a handler throws to answer `{ success: false, error: message }` with `status`. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** 400 with `message`. */
export const badRequest = (message: string): HttpError => new HttpError(400, message);
/** 403 MESSAGES.server.forbidden: the thing exists but belongs to someone else. */
export const forbidden = (message: string = MESSAGES.server.forbidden): HttpError =>
  new HttpError(403, message);
/** 409 with `message`: the request conflicts with the current state (checkout changed, refused move). */
export const conflict = (message: string): HttpError => new HttpError(409, message);
/** 404 with `message` (default MESSAGES.server.notFound). */
export const notFound = (message: string = MESSAGES.server.notFound): HttpError =>
  new HttpError(404, message);

type Def<N extends EndpointName> = (typeof endpoints)[N];
/** The path parameters of endpoint N (`{ itemId: number }` for `/cart/update/{itemId}/`). */
export type ParamsOf<N extends EndpointName> = ParsedParamsOf<N>;
/** The parsed JSON body of endpoint N (undefined without one, or for multipart). */
export type BodyOf<N extends EndpointName> = ParsedBodyOf<N>;
/** The parsed query of endpoint N. */
export type QueryOf<N extends EndpointName> = ParsedQueryOf<N>;
/** The signed-in user as endpoint N sees it (never null for access 'user' or 'staff'). */
export type UserOf<N extends EndpointName> = Def<N>['access'] extends 'user' | 'staff'
  ? DbUser
  : DbUser | null;

/** What a handler receives. */
export interface RouteContext<N extends EndpointName> {
  request: Request;
  /** The holes of the path template, each a positive integer; no other key. */
  params: ParamsOf<N>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  user: UserOf<N>;
  session: DbSession | null;
  cookies: Record<string, string>;
}

/**
 * What a handler returns: the success body `B` (for endpoint N, `ResponseOf<N>`), an optional
 * status (200) and cookies to set.
 */
export interface RouteReply<B = unknown> {
  status?: number;
  body: B;
  setCookies?: readonly string[];
}

/**
 * The handler of endpoint N: a `RouteReply` with N's response body, or a ready `Response`
 * (answered as is). `T` is the body a given handler returns (inferred by `route`, which also
 * refuses top-level keys the response lacks).
 */
export type RouteHandler<N extends EndpointName, T extends ResponseOf<N> = ResponseOf<N>> = (
  ctx: RouteContext<N>,
) =>
  | RouteReply<OnlyKnownKeys<T, ResponseOf<N>>>
  | Response
  | Promise<RouteReply<OnlyKnownKeys<T, ResponseOf<N>>> | Response>;

const inBrowser = (): boolean => typeof document !== 'undefined';

/** The `Set-Cookie` values opening `session` (csrftoken readable by the page, session cookie). */
export function sessionCookies(session: DbSession): string[] {
  const httpOnly = inBrowser() ? '' : '; HttpOnly';
  return [
    `${CSRF_COOKIE}=${session.csrfToken}; Path=/; SameSite=Lax`,
    `${SESSION_COOKIE}=${session.token}; Path=/; SameSite=Lax${httpOnly}`,
  ];
}

/** The `Set-Cookie` values clearing both session cookies (logout). */
export function clearedSessionCookies(): string[] {
  return [`${CSRF_COOKIE}=; Path=/; Max-Age=0`, `${SESSION_COOKIE}=; Path=/; Max-Age=0`];
}

function json(status: number, body: unknown, setCookies: readonly string[] = []): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const cookie of setCookies) {
    headers.append('Set-Cookie', cookie);
    if (inBrowser()) document.cookie = cookie;
  }
  return new Response(JSON.stringify(body), { status, headers });
}

/** `{ success: false, error }` with `status`. */
export function errorResponse(status: number, error: string): Response {
  return json(status, { success: false, error });
}

/** Parses `value` with `schema` (contract parseWith) or throws 400 with a readable message. */
export function parseOr400<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = parseWith(schema, value);
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

/** `/products/{id}/` -> `* /api/products/:id/` (any origin). */
export function toMswPath(template: string): string {
  return `*/api${template.replace(/\{(\w+)\}/g, ':$1')}`;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Endpoints that answer a third party, not the page: no CSRF check (Stripe signs its webhook). */
const CSRF_EXEMPT: ReadonlySet<EndpointName> = new Set<EndpointName>(['stripeWebhook']);

function checkCsrf(request: Request, session: DbSession | null, cookies: Record<string, string>): void {
  const header = request.headers.get(CSRF_HEADER) ?? '';
  if (session) {
    if (header !== session.csrfToken) throw forbidden(MESSAGES.server.csrf);
    return;
  }
  const cookie = cookies[CSRF_COOKIE];
  if (cookie !== undefined && cookie !== '' && header !== cookie) throw forbidden(MESSAGES.server.csrf);
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${MESSAGES.server.invalidRequest} The body is not valid JSON.`);
  }
}

/**
 * The MSW handler of contract endpoint `name`: applies the checks of the module comment, then
 * calls `handler` and answers its reply (or the HttpError it throws) as JSON, or its `Response`.
 */
export function route<N extends EndpointName, T extends ResponseOf<N>>(
  name: N,
  handler: RouteHandler<N, T>,
): HttpHandler {
  const def: {
    method: string;
    path: string;
    access: Access;
    testUserBlocked?: string;
    query?: z.ZodMiniType;
    body?: z.ZodMiniType | 'multipart';
    response: z.ZodMiniType;
  } = endpoints[name];
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](toMswPath(def.path), async ({ request, params, cookies }) => {
    try {
      const session = sessionByToken(db, cookies[SESSION_COOKIE]) ?? null;
      const user = session ? (db.userById(session.userId) ?? null) : null;
      // The contract's request pre-checks (request.ts), in the server's order; CSRF is the mocks' own.
      const caller = user
        ? { isStaff: user.user.customer.is_staff, isTestUser: user.user.customer.is_test_user }
        : null;
      const refusedAccess = accessRefusal(def.access, caller);
      if (refusedAccess) throw new HttpError(refusedAccess.status, refusedAccess.error);
      if (UNSAFE.has(def.method) && !CSRF_EXEMPT.has(name))
        checkCsrf(request, user ? session : null, cookies);
      const refusedTestUser = testUserRefusal(def, caller);
      if (refusedTestUser) throw new HttpError(refusedTestUser.status, refusedTestUser.error);
      const url = new URL(request.url);
      const rawQuery = Object.fromEntries(url.searchParams);
      // Any JSON body is read and checked for bad text, even on an endpoint that takes none (the
      // server's JSON parser reads every body): a NUL byte in it is refused there too.
      const rawBody =
        def.body === 'multipart' || !UNSAFE.has(def.method) ? undefined : await readJson(request);
      const input = parseRequest(def, { params, query: rawQuery, body: rawBody });
      if (!input.ok) throw badRequest(input.error);
      const { params: ids, query, body } = input.value;
      const reply: RouteReply | Response = await handler({
        request,
        // Exactly the template's holes (parseIdParams reads only those).
        params: ids as ParamsOf<N>,
        query: query as QueryOf<N>,
        body: body as BodyOf<N>,
        user: user as UserOf<N>,
        session: user ? session : null,
        cookies,
      });
      if (reply instanceof Response) return reply;
      const checked = z.safeParse(def.response, reply.body);
      if (!checked.success) {
        return errorResponse(
          500,
          `Mock response of ${name} breaks the contract: ${describeIssue(checked.error)}`,
        );
      }
      return json(reply.status ?? 200, reply.body, reply.setCookies);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message);
      throw error;
    }
  });
}
