/**
 * `defineRoute(app, 'endpointName', handler)`: registers one contract endpoint (spec section 7)
 * at `/api` + its path, with the contract's rules applied before the handler runs:
 * 1. access 'user' or 'staff' and no session -> 401 MESSAGES.server.notSignedIn; access 'staff'
 *    and not staff -> 403 MESSAGES.server.staffOnly (global hook in app.ts);
 * 2. unsafe method -> CSRF check (global hook in app.ts);
 * 3. the endpoint has `testUserBlocked` and the caller is the demo user -> 403 with that text;
 * 4. a NUL byte or an unpaired surrogate in any path param, query value or JSON body text ->
 *    400 (contract describeBadText, issue 9);
 * 5. path params (positive integers), query and JSON body parsed with the contract schemas ->
 *    400 `{ success: false, error }` on failure, so the handler only sees valid input.
 * The handler returns the response body (or sends it itself through `reply`).
 */
import * as z from 'zod/mini';
import {
  IdParam,
  MESSAGES,
  describeBadText,
  describeIssue,
  endpoints,
  type EndpointName,
} from '@shop/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { assertNotTestUser, type CurrentUser } from './context.ts';
import { badRequest } from './errors.ts';

type Def<N extends EndpointName> = (typeof endpoints)[N];
type SchemaOf<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;

/** The parsed JSON body of endpoint N (undefined for endpoints without one or multipart). */
export type BodyOf<N extends EndpointName> = Def<N> extends { body: infer B } ? SchemaOf<B> : undefined;
/** The parsed query of endpoint N. */
export type QueryOf<N extends EndpointName> =
  Def<N> extends { query: infer Q } ? SchemaOf<Q> : Record<string, never>;
/**
 * The current user as the handler of endpoint N sees it: never null for 'user' and 'staff'
 * endpoints; always null for public GETs, whose session is not looked up unless the handler
 * asks through `viewer()` (issue 9: public reads do not touch the sessions table).
 */
export type UserOf<N extends EndpointName> = Def<N>['access'] extends 'user' | 'staff'
  ? CurrentUser
  : Def<N>['method'] extends 'GET'
    ? null
    : CurrentUser | null;

/** What a handler receives. */
export interface RouteContext<N extends EndpointName> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Path parameters (`{id}`, `{itemId}`), each a positive integer. */
  params: Record<string, number>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  user: UserOf<N>;
  /** The signed-in user or null, looking the session up if the guard hook did not (public GETs). */
  viewer(): Promise<CurrentUser | null>;
}

/** The handler of endpoint N: returns the response body, or `undefined` after sending via reply. */
export type RouteHandler<N extends EndpointName> = (ctx: RouteContext<N>) => Promise<unknown>;

/** `/products/{id}/` -> `/api/products/:id/`. */
export function toFastifyPath(template: string): string {
  return `/api${template.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Parses `value` with `schema` or throws HttpError 400 with a readable message. */
export function parseOr400<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/** Parses every path parameter of `raw` as a positive integer id, or throws HttpError 400. */
export function parseIdParams(raw: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (raw === null || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const text = typeof value === 'string' ? value : '';
    // Digits only: '1e3', ' 7', '0x1' and '-1' are not ids.
    const parsed = /^\d{1,10}$/.test(text) ? z.safeParse(IdParam, text) : undefined;
    if (parsed === undefined || !parsed.success)
      throw badRequest(`${MESSAGES.server.invalidRequest} ${key}: expected a positive whole number`);
    out[key] = parsed.data;
  }
  return out;
}

/**
 * Registers contract endpoint `name` on `app` with `handler` (see module comment for the checks).
 * `options` may add Fastify route options (e.g. `bodyLimit`); its `config` is merged.
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: RouteHandler<N>,
  options: RouteShorthandOptions = {},
): void {
  const def: { method: string; path: string; query?: z.ZodMiniType; body?: z.ZodMiniType | 'multipart' } =
    endpoints[name];
  app.route({
    ...options,
    method: def.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: toFastifyPath(def.path),
    config: { ...options.config, endpoint: name },
    handler: async (request, reply) => {
      assertNotTestUser(request, name);
      const badText = describeBadText(
        request.params,
        request.query,
        def.body === 'multipart' ? undefined : request.body,
      );
      if (badText !== undefined) throw badRequest(badText);
      const params = parseIdParams(request.params);
      const query = def.query === undefined ? {} : parseOr400(def.query, request.query ?? {});
      const body =
        def.body === undefined || def.body === 'multipart'
          ? undefined
          : parseOr400(def.body, request.body ?? {});
      const result = await handler({
        request,
        reply,
        params,
        query: query as QueryOf<N>,
        body: body as BodyOf<N>,
        user: request.user as UserOf<N>,
        viewer: () => request.loadViewer(),
      });
      if (reply.sent) return reply;
      return result;
    },
  });
}
