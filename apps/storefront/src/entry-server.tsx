/**
 * Server rendering of the storefront (docs/decisions/038-server-rendering.md), built by
 * `vite build --ssr` to `dist-server/entry-server.js` and called by the API process
 * (apps/api/src/ssr.ts) for every page request.
 *
 * A page is rendered from the app's own route tree (react-router's static handler) inside the
 * same providers as in the browser. Its data comes from the hooks themselves: a first render
 * records every SWR key the page reads, the server answers them in-process (`fetch` is given by
 * the API: no network), and the page is rendered again with the answers in the SWR cache, until
 * no new key appears (at most MAX_PASSES renders). The final render (React 19
 * renderToPipeableStream, read once all is ready) renders the page as an `<html>` document, so
 * React hoists the page's title, meta and link tags into its <head> (head.tsx DocumentHead,
 * decision 053): that head goes into the built index.html's, the body into its root element,
 * followed by the payload the browser hydrates from (ssrData.ts).
 */
import { Readable, Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Middleware } from 'swr';
import {
  ApiError,
  createApiClient,
  createMemoryStorage,
  writeStoredUser,
  type AnyRequestOptions,
  type ApiKey,
  type User,
} from '@shop/api-client';
import { AppProviders } from './app/App.tsx';
export { deferAppScripts } from './app/appLoader.ts';
import { serializeJsonLd } from './app/head.tsx';
import { idParamsValid, routes, type RouteHandle } from './app/router.tsx';
import {
  SSR_PAYLOAD_ID,
  failedRead,
  knownAnswer,
  knownFailure,
  seededCache,
  serialiseKey,
  type FailedRead,
  type SsrPayload,
} from './app/ssrData.ts';

/** Most renders of one page (one to find the keys, one per level of reads that depend on reads). */
export const MAX_PASSES = 3;

/** What the API gives for one page request. */
export interface RenderRequest {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** The request's Cookie header ('' when none): the API reads it for the session and guest. */
  cookie: string;
  /** The session's user (the contract's User, as sign-in returns it), or null for a visitor. */
  user: User | null;
  /**
   * Answers an API request made by the page's hooks, in-process (the API's own routes, so their
   * access rules, validation and caches apply); called with absolute URLs under `${origin}/api`.
   */
  fetch: typeof fetch;
  /** The built index.html: its head and the part around `<div id="root"></div>` frame the page. */
  template: string;
  /** Aborts the final render (e.g. the client went away, or the request timed out). */
  signal?: AbortSignal;
}

/** What render answers. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or 404 for the not-found page and for a page whose data is not found. */
      status: number;
      /** The whole HTML document, streamed. */
      body: Readable;
    };

const handler = createStaticHandler(routes);

/** Most URLs whose reads are remembered (the least recently rendered is forgotten first). */
export const REMEMBERED_URLS = 1000;
/** The reads each recently rendered URL made, per user: `user id:path?query` -> keys. */
const readsOf = new Map<string, [string, ApiKey][]>();

function remember(memo: string, reads: [string, ApiKey][]): void {
  readsOf.delete(memo);
  readsOf.set(memo, reads);
  if (readsOf.size > REMEMBERED_URLS) readsOf.delete(readsOf.keys().next().value!);
}
const ROOT_ELEMENT = '<div id="root"></div>';

/** The template up to inside the root element, and from its closing tag on (throws if it has none). */
function frame(template: string): [string, string] {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at === -1) throw new Error('The storefront template has no <div id="root"></div>');
  const inside = at + '<div id="root">'.length;
  return [template.slice(0, inside), template.slice(inside)];
}

/**
 * Renders the page at `request.url`. Resolves to a redirect (a react-router redirect such as
 * /login, or a signed-in-only page asked for by a visitor: /sign-in?next=...) or to the streamed
 * document with its status. Rejects when rendering throws (the API answers 500 and logs it).
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const context = await handler.query(new Request(url, { headers: { cookie: request.cookie } }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const handles = context.matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  if (handles.some((h) => h.signedIn) && request.user === null) {
    const next = encodeURIComponent(url.pathname + url.search);
    return { kind: 'redirect', status: 302, location: `/sign-in?next=${next}` };
  }
  const notFound =
    handles.some((h) => h.notFound) ||
    context.matches.some((m) => !idParamsValid((m.route.handle ?? {}) as RouteHandle, m.params));
  let status = notFound ? 404 : context.statusCode;

  const storage = createMemoryStorage();
  if (request.user) writeStoredUser(storage, request.user);
  const client = createApiClient({
    baseUrl: `${url.origin}/api`,
    fetch: request.fetch,
    storage,
    getCookie: () => request.cookie,
  });
  const cache = seededCache([]);
  const asked = new Map<string, ApiKey>();
  const keysOf = new Map<string, ApiKey>();
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key)) {
      const serialised = serialiseKey(key);
      keysOf.set(serialised, key as unknown as ApiKey);
      if (!cache.has(serialised)) asked.set(serialised, key as unknown as ApiKey);
    }
    return useSWRNext(key, fetcher, config);
  };
  const swrConfig = { provider: () => cache, use: [record] };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AppProviders client={client} swrConfig={swrConfig} initialUser={request.user} origin={url.origin}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  const read = async ([serialised, key]: [string, ApiKey]): Promise<void> => {
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
  };

  // The reads this URL made last time are started at once; a render then finds any others.
  const memo = `${request.user?.id ?? ''}:${url.pathname}${url.search}`;
  const remembered = readsOf.get(memo);
  if (remembered) await Promise.all(remembered.map(read));
  // Renders that only find keys: none when the URL's reads are remembered (the final render
  // still records, and a key it finds unread is remembered for the next request).
  for (let pass = 1; pass < MAX_PASSES && !remembered; pass++) {
    asked.clear();
    renderToString(app);
    if (asked.size === 0) break;
    await Promise.all([...asked].map(read));
  }
  asked.clear();
  if (!remembered) {
    remember(
      memo,
      [...cache.keys()].flatMap((serialised): [string, ApiKey][] => {
        const key = keysOf.get(serialised);
        return key ? [[serialised, key]] : [];
      }),
    );
  }

  const payload: SsrPayload = {
    user: request.user,
    origin: url.origin,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    reads: [...cache].filter(([, entry]) => !entry.error).map(([key, entry]) => [key, entry.data]),
    failures: [...cache].flatMap(([key, entry]): [string, FailedRead][] =>
      entry.error ? [[key, failedRead(entry.error)]] : [],
    ),
  };
  const [before, after] = frame(request.template);
  // Replacement functions, never replacement strings: the payload and the head hold shoppers' and
  // sellers' text, where `$'`, `$&` or `$\`` would be read as patterns and splice the page in.
  const tail = after.replace(
    '</body>',
    () =>
      `<script type="application/json" id="${SSR_PAYLOAD_ID}">${serializeJsonLd(payload)}</script></body>`,
  );
  const { head, body } = await renderDocument(app, request.signal);
  if (asked.size > 0) remember(memo, [...(readsOf.get(memo) ?? []), ...asked]);
  return {
    kind: 'page',
    status,
    body: Readable.from([withHead(before, head), body, tail], { objectMode: false }),
  };
}

/**
 * The app at `url` rendered once by renderToString from answers already in memory (`reads` and
 * `failures` as a page's payload holds them, ssrData.ts), for `user`: no API read, no stream, no
 * document. What `pnpm bench:pages` measures as the limit of a page render (scripts/bench-pages.mjs);
 * the server's pages use `render`. Rejects when `url` is a redirect.
 */
export async function renderFromMemory(request: {
  url: string;
  user: User | null;
  reads: [string, unknown][];
  failures?: [string, FailedRead][];
}): Promise<string> {
  const url = new URL(request.url);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${request.url} is a redirect`);
  const storage = createMemoryStorage();
  if (request.user) writeStoredUser(storage, request.user);
  const client = createApiClient({ baseUrl: `${url.origin}/api`, storage });
  const cache = seededCache(request.reads, request.failures);
  return renderToString(
    <AppProviders
      client={client}
      swrConfig={{ provider: () => cache }}
      initialUser={request.user}
      origin={url.origin}
    >
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
}

/**
 * `documentStart` (the template up to the root element) with its default title and description
 * removed and `headTags` (the page's, as React rendered them) put at the end of its <head>.
 */
export function withHead(documentStart: string, headTags: string): string {
  return documentStart
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `${headTags}</head>`);
}

/**
 * The inside of React's <head> and <body> in `html`, a document React rendered from
 * `<html><body>{app}</body></html>`. Throws when `html` is not such a document.
 */
export function splitDocument(html: string): { head: string; body: string } {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>', headStart);
  const bodyStart = html.indexOf('<body>', headEnd);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headStart === -1 || headEnd === -1 || bodyStart === -1 || bodyEnd < bodyStart)
    throw new Error('The page did not render as an <html> document with a <head> and a <body>');
  return {
    head: html.slice(headStart + '<head>'.length, headEnd),
    body: html.slice(bodyStart + '<body>'.length, bodyEnd),
  };
}

/**
 * Renders `app` as the body of an `<html>` document (React 19 renderToPipeableStream, read once
 * all of it is ready: the data is already in the cache), so that React hoists the page's
 * `<title>`, `<meta>` and `<link>` into the document's <head> (head.tsx DocumentHead, decision
 * 053). Resolves to the inside of that <head> and of the <body> (the app's HTML, which the browser
 * hydrates in the root element). Rejects when the shell fails to render.
 *
 * `<html>` and `<body>` have one child each, so the ids React gives (useId) are those of the app
 * rendered alone, as the browser hydrates it.
 */
function renderDocument(
  app: React.ReactElement,
  signal?: AbortSignal,
): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'utf8'));
        done();
      },
      final(done) {
        try {
          // Decoded whole: a character's bytes may straddle two chunks.
          resolve(splitDocument(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
        done();
      },
    });
    const stream = renderToPipeableStream(
      <html>
        <body>{app}</body>
      </html>,
      {
        onAllReady() {
          stream.pipe(out);
        },
        onShellError: reject,
        onError(error) {
          if (!signal?.aborted) console.error(error);
        },
      },
    );
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
  });
}
