/**
 * The fetch client, driven by the contract's `routes` (spec sections 6, 7 and 8).
 *
 * - Every call sends cookies (`credentials: 'include'`).
 * - Unsafe methods (POST, PUT, PATCH, DELETE) add `X-CSRFToken` from the `csrftoken` cookie.
 * - `Authorization: Bearer <token>` is added when local storage holds STORAGE_KEYS.token.
 * - A non-OK status or a body with `success: false` is an ApiError.
 * - In development and tests only (`import.meta.env.DEV`, or MODE 'test'), a successful body that
 *   does not match the endpoint's response schema is an ApiError with the endpoint's default
 *   message. The schemas (`endpoints`, and zod) are imported on demand there, so a production
 *   bundle has neither and passes the server's JSON on as it is (decision 017).
 * - Endpoints the demo user may not call (`testUserBlocked`) throw TestUserBlockedError without
 *   sending anything when the stored user is the test user.
 */
import type * as z from 'zod/mini';
import { CSRF_COOKIE, CSRF_HEADER, STORAGE_KEYS } from '@shop/contract/constants.ts';
import type { EndpointName, ResponseOf, endpoints } from '@shop/contract/endpoints.ts';
import { MESSAGES } from '@shop/contract/messages.ts';
import { buildPath, routes, type Route } from '@shop/contract/routes.ts';
import { ApiError, TestUserBlockedError, messageFromBody } from './errors.ts';
import {
  defaultCookieString,
  defaultStorage,
  isStoredTestUser,
  readCookie,
  type StorageLike,
} from './storage.ts';

type Ep<N extends EndpointName> = (typeof endpoints)[N];
/**
 * `routes` as the client reads it: every endpoint's Route. The calls of `moreRoutes` join the table
 * the first time one of them is made (routeOf, decision 069); those of `accountDataRoutes` and
 * `messageRoutes` when their code loads (hooks/accountData.ts, decision 073; hooks/messages.ts,
 * decision 074).
 */
type RouteTable = Record<EndpointName, Route>;

/** The calls of the pages that load later (more-routes.ts), added to `routes` once, on first use. */
let moreRoutesLoaded: Promise<void> | undefined;

/**
 * Adds the calls of more-routes.ts to `routes`, loading that table once (a chunk of its own in the
 * browser: it is not in the home route's first load, decision 017). Resolves when they are there.
 */
export function loadMoreRoutes(): Promise<void> {
  moreRoutesLoaded ??= import('@shop/contract/more-routes.ts').then(({ moreRoutes }) => {
    Object.assign(routes, moreRoutes);
  });
  return moreRoutesLoaded;
}

/**
 * The Route of call `name`: from `routes`, after loading more-routes.ts the first time a call not
 * in it is made. Rejects with Error for a name no table has (a programming error).
 */
async function routeOf(name: EndpointName): Promise<Route> {
  const table = routes as Partial<RouteTable>;
  if (table[name] === undefined) await loadMoreRoutes();
  const route = table[name];
  if (route === undefined) throw new Error(`No call named ${name} in the contract's routes`);
  return route;
}
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | ParamNames<Rest>
  : never;

/** Path parameters of an endpoint, from the holes of its path template (`{id}` -> `{ id }`). */
export type ParamsOf<N extends EndpointName> = { [K in ParamNames<Ep<N>['path']>]: string | number };
/** Query of an endpoint, as its contract schema describes it (never when it takes none). */
export type QueryOf<N extends EndpointName> =
  Ep<N> extends { query: infer Q extends z.ZodMiniType } ? z.infer<Q> : never;
/** JSON body of an endpoint (never when it takes none or takes multipart). */
export type BodyOf<N extends EndpointName> =
  Ep<N> extends { body: infer B extends z.ZodMiniType } ? z.infer<B> : never;

type ParamsPart<N extends EndpointName> = [ParamNames<Ep<N>['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<N> };
type QueryPart<N extends EndpointName> = [QueryOf<N>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<N> };
type BodyPart<N extends EndpointName> = [BodyOf<N>] extends [never]
  ? { body?: undefined }
  : { body?: BodyOf<N> };
type FormPart<N extends EndpointName> =
  Ep<N> extends { body: 'multipart' } ? { formData: FormData } : { formData?: undefined };

/**
 * What one call takes: `params` fill the path template (required when it has holes), `query`
 * becomes the query string (undefined and '' values are left out), `body` is sent as JSON,
 * `formData` as multipart (endpoints whose contract body is 'multipart'), `signal` aborts.
 */
export type RequestOptions<N extends EndpointName> = ParamsPart<N> &
  QueryPart<N> &
  BodyPart<N> &
  FormPart<N> & { signal?: AbortSignal };

/** Loose form of RequestOptions used where the endpoint is only known at run time. */
export interface AnyRequestOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

/** The arguments after the endpoint name: options may be left out when nothing in them is required. */
export type RequestArgs<N extends EndpointName> =
  Record<string, never> extends RequestOptions<N>
    ? [options?: RequestOptions<N>]
    : [options: RequestOptions<N>];

/**
 * The SWR key of a read: `[endpointName, options]` (our choice, docs in provider.tsx). SWR hashes
 * the options object by value, so equal requests share one cache entry.
 */
export type ApiKey<N extends EndpointName = EndpointName> = readonly [N, RequestOptions<N> | undefined];

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** API base address, e.g. '/api' or 'http://localhost:3000/api' (no trailing slash needed). */
  baseUrl: string;
  /** fetch to use (default: the global fetch, looked up at call time). */
  fetch?: typeof fetch;
  /** Where the user and token live (default: localStorage when there is one). */
  storage?: StorageLike;
  /** Returns the page's cookie string, `document.cookie` format (default: document.cookie, '' outside a browser). */
  getCookie?: () => string;
}

/** The client createApiClient returns. */
export interface ApiClient {
  /** The base address given to createApiClient, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * Calls endpoint `name` of the contract and resolves to its response (checked against the
   * contract's schema, and parsed by it, in development and tests: see the top of this file).
   * Throws ApiError (server message or spec section 8 default), or TestUserBlockedError when
   * the stored user is the demo user and the endpoint is blocked for it (no request is sent).
   */
  request<N extends EndpointName>(name: N, ...args: RequestArgs<N>): Promise<ResponseOf<N>>;
  /** request() with the endpoint known only at run time (the SWR fetcher uses this with an ApiKey). */
  requestAny(name: EndpointName, options?: AnyRequestOptions): Promise<unknown>;
  /** The address a call goes to: base + filled path + query string. Throws Error on a missing path parameter. */
  url(name: EndpointName, options?: AnyRequestOptions): string;
  /** Throws TestUserBlockedError when the stored user is the demo user and `name` is blocked for it (spec section 6). */
  assertAllowed(name: EndpointName): void;
  /** The storage the client reads the user and token from (undefined outside a browser without one). */
  storage(): StorageLike | undefined;
  /** The current cookie string. */
  cookieString(): string;
  /**
   * Calls `listener` whenever an endpoint that needs a session answers 401: the server no longer
   * knows the session (signed out elsewhere, password reset, deactivated). Returns the
   * function that removes the listener.
   */
  onSessionLost(listener: () => void): () => void;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Auth calls report a network failure as MESSAGES.user.network (spec section 8). */
const AUTH_ENDPOINTS = new Set<EndpointName>(['register', 'login', 'logout']);

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let schemas: Promise<typeof endpoints> | undefined;

/**
 * Checks a successful body against endpoint `name`'s response schema (development and tests only,
 * see requestAny) and resolves to the parsed body. Throws ApiError with the endpoint's default
 * message (and warns, with the schema's issues) when it does not match. The schemas are imported
 * on first use, once.
 */
async function checkedResponse(name: EndpointName, status: number, data: unknown): Promise<unknown> {
  schemas ??= import('@shop/contract/endpoints.ts').then((module) => module.endpoints);
  const parsed = (await schemas)[name].response.safeParse(data);
  if (!parsed.success) {
    console.warn(`[api-client] ${name}: response does not match the contract`, parsed.error.issues);
    throw new ApiError(status, (routes as RouteTable)[name].defaultError, data, name);
  }
  return parsed.data;
}

/**
 * Creates the API client. Takes `{ baseUrl, fetch?, storage?, getCookie? }` (ApiClientOptions)
 * and returns an ApiClient whose `request(endpointName, options)` implements spec sections 6-8.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = (): StorageLike | undefined => options.storage ?? defaultStorage();
  const cookieString = (): string => (options.getCookie ?? defaultCookieString)();

  const sessionListeners = new Set<() => void>();

  const url = (name: EndpointName, opts: AnyRequestOptions = {}): string =>
    `${baseUrl}${buildPath((routes as RouteTable)[name].path, opts.params)}${queryString(opts.query)}`;

  const assertAllowed = (name: EndpointName): void => {
    const endpoint: Route = (routes as RouteTable)[name];
    if (endpoint.testUserBlocked !== undefined && isStoredTestUser(storage())) {
      throw new TestUserBlockedError(endpoint.testUserBlocked, name);
    }
  };

  const requestAny = async (name: EndpointName, opts: AnyRequestOptions = {}): Promise<unknown> => {
    const endpoint = await routeOf(name);
    assertAllowed(name);

    const headers = new Headers({ Accept: 'application/json' });
    if (UNSAFE_METHODS.has(endpoint.method)) {
      const csrf = readCookie(cookieString(), CSRF_COOKIE);
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    const token = storage()?.getItem(STORAGE_KEYS.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (opts.formData !== undefined) {
      body = opts.formData; // the browser sets multipart/form-data with its boundary
    } else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await doFetch(url(name, opts), {
        method: endpoint.method,
        headers,
        body,
        credentials: 'include',
        signal: opts.signal,
      });
    } catch (cause) {
      if (opts.signal?.aborted) throw cause;
      const message = AUTH_ENDPOINTS.has(name) ? MESSAGES.user.network : endpoint.defaultError;
      throw new ApiError(0, message, undefined, name);
    }

    const data = await readBody(response);
    if (response.status === 401 && endpoint.access !== 'public') {
      for (const listener of [...sessionListeners]) listener();
    }
    const failed =
      !response.ok ||
      (typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false);
    if (failed) {
      throw new ApiError(response.status, messageFromBody(data) ?? endpoint.defaultError, data, name);
    }

    // Vite replaces both at build time: in a production bundle this branch, checkedResponse and
    // its import of the schemas are dropped.
    if (import.meta.env.DEV || import.meta.env.MODE === 'test')
      return checkedResponse(name, response.status, data);
    return data;
  };

  return {
    baseUrl,
    request: <N extends EndpointName>(name: N, ...args: RequestArgs<N>) =>
      requestAny(name, args[0] as AnyRequestOptions | undefined) as Promise<ResponseOf<N>>,
    requestAny,
    url,
    assertAllowed,
    storage,
    cookieString,
    onSessionLost: (listener) => {
      sessionListeners.add(listener);
      return () => {
        sessionListeners.delete(listener);
      };
    },
  };
}

/**
 * Text of each present value, in the given order: what the request's path or query string carries.
 * Values the query string leaves out (undefined, null, '') are left out here too (see queryString).
 */
function normaliseValues(values: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  const entries = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as const);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/**
 * The SWR key of a read (see ApiKey): `apiKey('getProduct', { params: { id: 3 } })`.
 * One request, one key ("keys are the request paths"): path parameters and query values
 * are kept as the text the request carries, with the query values the request leaves out
 * (undefined, null, '') dropped, and no signal. So `{ id: 7 }` and `{ id: '7' }`, or
 * `{ page: 1, q: undefined }` and `{ page: '1' }`, give equal keys (SWR hashes them by value, its
 * object keys sorted, so their order does not matter either), and a
 * product edited as id 7 and read as '7' is one cache entry. Options with nothing left give
 * `[name, undefined]`, as no options do.
 */
export function apiKey<N extends EndpointName>(name: N, ...args: RequestArgs<N>): ApiKey<N> {
  const options = args[0] as AnyRequestOptions | undefined;
  const params = normaliseValues(options?.params);
  const query = normaliseValues(options?.query);
  if (!params && !query) return [name, undefined] as const;
  // The fetcher sends strings exactly as it would send the numbers (buildPath and queryString
  // call String() on each value), so the narrower type of the typed options is safe to keep.
  const normalised = { ...(params && { params }), ...(query && { query }) } as RequestOptions<N>;
  return [name, normalised] as const;
}

/** Whether an SWR key is an ApiKey for endpoint `name` (used to revalidate every page of a list). */
export function isApiKeyOf<N extends EndpointName>(key: unknown, name: N): key is ApiKey<N> {
  return Array.isArray(key) && key[0] === name;
}
