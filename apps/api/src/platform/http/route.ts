/**
 * `defineRoute(app, 'endpointName', handler)`: registers one contract endpoint (spec section 7)
 * at `/api` + its path, with the contract's rules applied before the handler runs:
 * 1. access 'user' or 'staff' and no session -> 401 MESSAGES.server.notSignedIn; access 'staff'
 *    and not staff -> 403 MESSAGES.server.staffOnly (global hook in app.ts);
 * 2. unsafe method -> CSRF check (global hook in app.ts);
 * 3. the endpoint has `testUserBlocked` and the caller is the demo user -> 403 with that text;
 * 4. a NUL byte or an unpaired surrogate in any path param, query value or JSON body text ->
 *    400 (contract describeBadText);
 * 5. path params (positive integers), query and JSON body parsed with the contract schemas ->
 *    400 `{ success: false, error }` on failure, so the handler only sees valid input.
 * Steps 1, 3, 4 and 5 are the contract's request pre-checks (`@shop/contract` request.ts:
 * accessRefusal, testUserRefusal, parseRequest), the same code the mocks' `route` runs
 * (decision 054).
 *
 * Typed end to end (contract types.ts): the handler of endpoint N receives `params`
 * typed from N's path template (`/cart/update/{itemId}/` -> `{ itemId: number }`, no other key),
 * `query` and `body` typed from N's schemas, and must return `ResponseOf<N>` (the contract's
 * response type; a top-level key the response lacks does not compile either), or `undefined`
 * after sending the answer itself through `reply` (e.g. cached JSON text).
 * Outside production (NODE_ENV other than 'production' when the route is defined: development
 * and tests), every body a handler returns is also checked against N's response schema at run
 * time: on drift the answer is 500 INTERNAL_ERROR and an error is logged (`endpoint`, `problem`);
 * so is a handler that returns `undefined` without sending. Production skips the check.
 */
import * as z from 'zod/mini';
import {
  describeIssue,
  endpoints,
  parseRequest,
  type EndpointName,
  type OnlyKnownKeys,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ResponseOf,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { assertNotTestUser, isSafeMethod, type CurrentUser } from './context.ts';
import { INTERNAL_ERROR, badRequest, errorBody } from './errors.ts';

type Def<N extends EndpointName> = (typeof endpoints)[N];

/** The path parameters of endpoint N (`{ itemId: number }` for `/cart/update/{itemId}/`). */
export type ParamsOf<N extends EndpointName> = ParsedParamsOf<N>;
/** The parsed JSON body of endpoint N (undefined for endpoints without one or multipart). */
export type BodyOf<N extends EndpointName> = ParsedBodyOf<N>;
/** The parsed query of endpoint N. */
export type QueryOf<N extends EndpointName> = ParsedQueryOf<N>;
/**
 * The current user as the handler of endpoint N sees it: never null for 'user' and 'staff'
 * endpoints; always null for public GETs, whose session is not looked up unless the handler
 * asks through `viewer()` (public reads do not touch the sessions table).
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
  /** The holes of the path template (`{id}`, `{itemId}`), each a positive integer; no other key. */
  params: ParamsOf<N>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  user: UserOf<N>;
  /** The signed-in user or null, looking the session up if the guard hook did not (public GETs). */
  viewer(): Promise<CurrentUser | null>;
}

/**
 * The handler of endpoint N: returns the response body (`ResponseOf<N>`), or `undefined` after
 * sending the answer itself through `reply`. `T` is what a given handler returns (inferred by
 * `defineRoute`, which also refuses top-level keys the response lacks).
 */
export type RouteHandler<
  N extends EndpointName,
  T extends ResponseOf<N> | undefined = ResponseOf<N> | undefined,
> = (ctx: RouteContext<N>) => Promise<OnlyKnownKeys<T, ResponseOf<N>>>;

/** `/products/{id}/` -> `/api/products/:id/`. */
export function toFastifyPath(template: string): string {
  return `/api${template.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * The problem with `body` as the answer of endpoint `name`, or undefined when it matches the
 * endpoint's response schema (the development and test check of `defineRoute`).
 */
export function responseProblem(name: EndpointName, body: unknown): string | undefined {
  const result = z.safeParse(endpoints[name].response, body);
  return result.success ? undefined : describeIssue(result.error);
}

/**
 * `body` as the answer of endpoint `name`, for a handler that sends its own reply (the cached
 * public answers of modules/catalogue/routes.ts, serialised once and stored as bytes): typed as the
 * contract's response, and outside production (development and tests) checked against its schema
 * as `defineRoute` checks a returned body. Throws an Error (the app answers 500 and logs it) when
 * the body breaks the contract.
 */
export function checkedBody<N extends EndpointName>(name: N, body: ResponseOf<N>): ResponseOf<N> {
  if (process.env.NODE_ENV !== 'production') {
    const problem = responseProblem(name, body);
    if (problem !== undefined) throw new Error(`${name}: response breaks the contract: ${problem}`);
  }
  return body;
}

/**
 * Registers contract endpoint `name` on `app` with `handler` (see module comment for the checks
 * and the typing). `options` may add Fastify route options (e.g. `bodyLimit`); its `config` is
 * merged.
 */
export function defineRoute<N extends EndpointName, T extends ResponseOf<N> | undefined>(
  app: FastifyInstance,
  name: N,
  handler: RouteHandler<N, T>,
  options: RouteShorthandOptions = {},
): void {
  const def: { method: string; path: string; query?: z.ZodMiniType; body?: z.ZodMiniType | 'multipart' } =
    endpoints[name];
  // Anything but a public read passes the guard hook (access, then CSRF) before its handler.
  const guardedEndpoint = endpoints[name].access !== 'public' || !isSafeMethod(def.method);
  // Read when the route is defined: development and tests check every answer, production does not.
  const checkResponses = process.env.NODE_ENV !== 'production';
  app.route({
    ...options,
    method: def.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: toFastifyPath(def.path),
    config: { ...options.config, endpoint: name },
    handler: async (request, reply) => {
      // Second line of defence (decision 040): the guard hook of app.ts must have applied the
      // access and CSRF rules to anything but a public read; if it did not, fail closed.
      if (guardedEndpoint && !request.guarded) throw new Error(`${name}: the guard hook did not run`);
      assertNotTestUser(request, name);
      // Bad text, path ids, query and JSON body: the contract's pre-checks (parseRequest), as the mocks.
      const input = parseRequest(def, { params: request.params, query: request.query, body: request.body });
      if (!input.ok) throw badRequest(input.error);
      const { params, query, body } = input.value;
      const result: unknown = await handler({
        request,
        reply,
        // Exactly the template's holes: Fastify's params are the route's own `:names`.
        params: params as ParamsOf<N>,
        query: query as QueryOf<N>,
        body: body as BodyOf<N>,
        user: request.user as UserOf<N>,
        viewer: () => request.loadViewer(),
      });
      if (reply.sent) return reply;
      if (checkResponses) {
        const problem =
          result === undefined
            ? 'the handler returned nothing and sent nothing'
            : responseProblem(name, result);
        if (problem !== undefined) {
          request.log.error({ endpoint: name, problem }, 'response breaks the contract');
          return reply.status(500).send(errorBody(INTERNAL_ERROR));
        }
      }
      return result;
    },
  });
}
