/**
 * Server rendering of the storefront (docs/decisions/038-server-rendering.md), built by
 * `vite build --ssr` to `dist-server/entry-server.js` and called by the API process
 * (apps/api/src/modules/pages/ssr.ts) for every page request.
 *
 * A page is rendered once (decision 058). Its route declares what it reads (app/routeData.ts):
 * the keys for the URL and the user are read before the render (`fetch` is given by the API: its
 * own routes, in-process, no network), the SWR cache is seeded with the answers, and the app is
 * rendered from the app's own route tree (react-router's static handler) inside the same providers
 * as in the browser (app/serverRender.tsx). That one render (React 19 renderToString, decision 069)
 * renders the page as an `<html>` document, so React hoists the page's title,
 * meta and link tags into its <head> (head.tsx DocumentHead, decision 053): that head goes into the
 * built index.html's, the body into its root element, followed by the payload the browser hydrates
 * from (ssrData.ts).
 */
import { renderToString } from 'react-dom/server';
import {
  createApiClient,
  createMemoryStorage,
  writeStoredUser,
  type EndpointName,
  type User,
} from '@shop/api-client';
export { deferAppScripts } from './app/appLoader.ts';
import { serializeJsonLd } from './app/head.tsx';
import { appFromMemory, preparePage } from './app/serverRender.tsx';
import { SSR_PAYLOAD_ID, failedRead, seededCache, type FailedRead, type SsrPayload } from './app/ssrData.ts';

/** What the API gives for one page request. */
export interface RenderRequest {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** The request's Cookie header ('' when none): the API reads it for the session and guest. */
  cookie: string;
  /** The session's user (the contract's User, as sign-in returns it), or null for a visitor. */
  user: User | null;
  /**
   * Answers an API request made by the page's reads, in-process (the API's own routes, so their
   * access rules, validation and caches apply); called with absolute URLs under `${origin}/api`.
   */
  fetch: typeof fetch;
  /** The built index.html: its head and the part around `<div id="root"></div>` frame the page. */
  template: string;
}

/** What render answers. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or 404 for the not-found page and for a page whose data is not found. */
      status: number;
      /**
       * The whole HTML document: the frame's start with the page's head, the app's HTML, the payload
       * and the frame's end, as one string (sent with its length in one write: decision 069).
       */
      body: string;
      /**
       * The endpoints of the reads the render made that its route did not declare (app/routeData.ts),
       * not read: the API logs them. Empty when the declaration is right (routeData.test.tsx).
       */
      missed: EndpointName[];
    };

const ROOT_ELEMENT = '<div id="root"></div>';

/** The template up to inside the root element, and from its closing tag on (throws if it has none). */
function frame(template: string): [string, string] {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at === -1) throw new Error('The storefront template has no <div id="root"></div>');
  const inside = at + '<div id="root">'.length;
  return [template.slice(0, inside), template.slice(inside)];
}

/**
 * Renders the page at `request.url`, once. Resolves to a redirect (a react-router redirect such as
 * /login, or a signed-in-only page asked for by a visitor: /sign-in?next=...) or to the
 * document with its status. Rejects when rendering throws (the API answers 500 and logs it).
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const storage = createMemoryStorage();
  if (request.user) writeStoredUser(storage, request.user);
  const client = createApiClient({
    baseUrl: `${url.origin}/api`,
    fetch: request.fetch,
    storage,
    getCookie: () => request.cookie,
  });
  const page = await preparePage({ url, cookie: request.cookie, user: request.user, client });
  if (page.kind === 'redirect') return page;
  const { context, cache, app, missed } = page;

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
  const { head, body } = await renderDocument(app);
  return {
    kind: 'page',
    status: page.status,
    body: withHead(before, head) + body + tail,
    missed: [...new Set([...missed.values()].map((key) => key[0]))],
  };
}

/**
 * The app at `request.url` rendered once by renderToString from answers already in memory
 * (`reads` and `failures` as a page's payload holds them, ssrData.ts), for `user`: no API read, no
 * stream, no document. What `pnpm bench:pages` measures as the limit of a page render
 * (scripts/bench-pages.mjs); the server's pages use `render`. Rejects when `url` is a redirect.
 */
export async function renderFromMemory(request: {
  url: string;
  user: User | null;
  reads: [string, unknown][];
  failures?: [string, FailedRead][];
}): Promise<string> {
  const url = new URL(request.url);
  const storage = createMemoryStorage();
  if (request.user) writeStoredUser(storage, request.user);
  const client = createApiClient({ baseUrl: `${url.origin}/api`, storage });
  const cache = seededCache(request.reads, request.failures);
  return renderToString(await appFromMemory(url, request.user, client, cache));
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
 * Renders `app` as the body of an `<html>` document with React 19's renderToString, so that React
 * hoists the page's `<title>`, `<meta>` and `<link>` into the document's <head> (head.tsx
 * DocumentHead, decision 053). The data is already in the SWR cache, so nothing suspends; a part
 * that did (a lazy component inside a Suspense boundary) would go out as its fallback and render in
 * the browser. renderToString gives the same bytes as renderToPipeableStream read once all is ready,
 * for about a fifth less CPU a page (decision 069). Resolves to the inside of that <head> and of the
 * <body> (the app's HTML, which the browser hydrates in the root element). Rejects when rendering
 * throws outside any Suspense boundary.
 *
 * `<html>` and `<body>` have one child each, so the ids React gives (useId) are those of the app
 * rendered alone, as the browser hydrates it.
 */
async function renderDocument(app: React.ReactElement): Promise<{ head: string; body: string }> {
  return splitDocument(
    renderToString(
      <html>
        <body>{app}</body>
      </html>,
    ),
  );
}
