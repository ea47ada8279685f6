/**
 * A page made ready for its one server render (decision 058): the route matched by react-router's
 * static handler, the redirects and the status decided, the reads its route declares
 * (routeData.ts) loaded through the API client, the SWR cache seeded with the answers, and the app
 * element to render once. Server-only, like routeData.ts: entry-server.tsx streams the element as
 * the page's document; routeData.test.tsx renders it in the browser against the mocks.
 *
 * No render finds the keys: a key the render reads that its route did not declare is not read
 * (the page shows that hook's loading state, and the browser reads it after hydrating) and is
 * recorded in `missed`, which the API logs and the tests require to be empty.
 */
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Middleware } from 'swr';
import { ApiError, type AnyRequestOptions, type ApiClient, type User } from '@shop/api-client';
import { AppProviders } from './App.tsx';
import { idParamsValid, routes, type RouteHandle } from './router.tsx';
import { EVERY_PAGE, ROUTE_DATA, pageDataKeys, type PageKey, type RouteData } from './routeData.ts';
import {
  failedRead,
  knownAnswer,
  knownFailure,
  seededCache,
  serialiseKey,
  type CacheEntry,
} from './ssrData.ts';

const handler = createStaticHandler(routes);

/** What preparePage needs. */
export interface PageRequest {
  /** The page's absolute URL. */
  url: URL;
  /** The request's Cookie header ('' when none), for react-router's loaders. */
  cookie: string;
  /** The session's user, or null for a visitor. */
  user: User | null;
  /** The API client the reads go through (and the app's hooks use). */
  client: ApiClient;
  /** The routes' declarations (ROUTE_DATA; a test may pass others). */
  routeData?: Record<string, RouteData>;
}

/** A page ready to render. */
export interface PreparedPage {
  kind: 'page';
  /** 200, or 404 for the not-found page, an id that is none, and a page whose read answered 404. */
  status: number;
  /** react-router's state of the request (its loader data goes into the payload). */
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;
  /** The SWR cache, seeded with every declared read's answer or refusal. */
  cache: Map<string, CacheEntry>;
  /** The app at the URL, inside the providers, on `cache`: render it once. */
  app: ReactElement;
  /**
   * Keys the render read that were not loaded (serialised key -> key), filled while `app`
   * renders: a read its route did not declare. Empty after a render when the declaration is right.
   */
  missed: Map<string, PageKey>;
  /** Every key the render read (serialised), filled while `app` renders. */
  read: Set<string>;
}

/** A redirect instead of a page (react-router's, or /sign-in?next= for a signed-in-only page). */
export interface PageRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

/**
 * Matches `request.url`, decides a redirect or the status, loads the reads the route declares
 * (all at once, each through `request.client`: a refused read is kept as the hook's error, a 404
 * makes the page's status 404) and returns the app element to render once. Rejects when a read
 * fails other than with an ApiError (the server answers 500), or the route declares nothing.
 */
export async function preparePage(request: PageRequest): Promise<PreparedPage | PageRedirect> {
  const { url, user, client } = request;
  const context = await handler.query(new Request(url, { headers: { cookie: request.cookie } }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const handles = context.matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  if (handles.some((h) => h.signedIn) && user === null) {
    const next = encodeURIComponent(url.pathname + url.search);
    return { kind: 'redirect', status: 302, location: `/sign-in?next=${next}` };
  }
  const notFound =
    handles.some((h) => h.notFound) ||
    context.matches.some((m) => !idParamsValid((m.route.handle ?? {}) as RouteHandle, m.params));
  let status = notFound ? 404 : context.statusCode;

  const keys = notFound
    ? EVERY_PAGE({ params: {}, search: url.searchParams, user })
    : pageDataKeys(context.matches, url.searchParams, user, request.routeData ?? ROUTE_DATA);
  const cache = seededCache([]);
  const unique = new Map(keys.map((key) => [serialiseKey(key), key]));
  await Promise.all(
    [...unique].map(async ([serialised, key]) => {
      try {
        cache.set(
          serialised,
          knownAnswer(await client.requestAny(key[0], key[1] as AnyRequestOptions | undefined)),
        );
      } catch (error) {
        // Refused (e.g. 404): the page shows its error state, as the browser would.
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 404) status = 404;
        cache.set(serialised, knownFailure(failedRead(error)));
      }
    }),
  );

  const missed = new Map<string, PageKey>();
  const read = new Set<string>();
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key)) {
      const serialised = serialiseKey(key);
      read.add(serialised);
      if (!cache.has(serialised)) missed.set(serialised, key as unknown as PageKey);
    }
    return useSWRNext(key, fetcher, config);
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AppProviders
      client={client}
      swrConfig={{ provider: () => cache, use: [record] }}
      initialUser={user}
      origin={url.origin}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  return { kind: 'page', status, context, cache, app, missed, read };
}

/**
 * The app at `url` for `user` on a cache seeded with `reads` and `failures` (a page's payload,
 * ssrData.ts), with react-router's state of the URL: nothing is read. Rejects when `url` is a
 * redirect. For entry-server.tsx's renderFromMemory.
 */
export async function appFromMemory(
  url: URL,
  user: User | null,
  client: ApiClient,
  cache: Map<string, CacheEntry>,
): Promise<ReactElement> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.href} is a redirect`);
  return (
    <AppProviders
      client={client}
      swrConfig={{ provider: () => cache }}
      initialUser={user}
      origin={url.origin}
    >
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>
  );
}
