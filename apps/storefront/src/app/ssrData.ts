/**
 * What a server-rendered page hands the browser (docs/decisions/038-server-rendering.md):
 * the user the page was rendered for, react-router's state, and the API answers the page read,
 * keyed as SWR keys them. The browser seeds its SWR cache with those answers, so the first render
 * of the hydrating app reads the same data the server rendered and fetches nothing again.
 */
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import type { HydrationState } from 'react-router-dom';
import { ApiError, type EndpointName, type User } from '@shop/api-client';

/**
 * The id of the `<script type="application/json">` element holding the payload (a data block, not
 * a script: the Content-Security-Policy allows no inline scripts).
 */
export const SSR_PAYLOAD_ID = '__SHOP_SSR__';

/** The payload of a server-rendered page, or undefined for a page the browser renders itself. */
export function readSsrPayload(doc: Document = document): SsrPayload | undefined {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrPayload) : undefined;
}

/** The server-rendered page's data (JSON-safe). */
export interface SsrPayload {
  /** The user the page was rendered for (the session's), or null for a visitor. */
  user: User | null;
  /** The site origin the server used for absolute URLs (PUBLIC_URL, or the request's). */
  origin: string;
  /** react-router's loader and action data of the rendered matches. */
  router: HydrationState;
  /** `[serialised SWR key, response body]` of every API read the page made. */
  reads: [string, unknown][];
  /** `[serialised SWR key, error]` of every read the API refused (e.g. 404 for an unknown product). */
  failures?: [string, FailedRead][];
}

/** A refused read as the page showed it: the ApiError's status, message, body and endpoint. */
export interface FailedRead {
  status: number;
  message: string;
  body: unknown;
  endpoint: EndpointName;
}

/**
 * SWR's cache entry (its State) for a key whose answer is known and not being read: without
 * `isLoading: false` SWR would report a key it is about to revalidate as loading.
 */
export type CacheEntry = { data: unknown; error?: ApiError; isLoading: false; isValidating: false };

/** The cache entry of a known answer. */
export const knownAnswer = (data: unknown): CacheEntry => ({ data, isLoading: false, isValidating: false });

/** What the payload keeps of a refused read's ApiError. */
export const failedRead = ({ status, message, body, endpoint }: ApiError): FailedRead => ({
  status,
  message,
  body,
  endpoint,
});

/** The cache entry of a refused read (the hook's `error`, as if the browser had read it). */
export const knownFailure = (failure: FailedRead): CacheEntry => ({
  data: undefined,
  error: new ApiError(failure.status, failure.message, failure.body, failure.endpoint),
  isLoading: false,
  isValidating: false,
});

/** A fresh SWR cache (a Map, SWR's default provider type) holding `reads` and `failures`. */
export function seededCache(
  reads: Iterable<[string, unknown]>,
  failures: Iterable<[string, FailedRead]> = [],
): Map<string, CacheEntry> {
  const cache = new Map<string, CacheEntry>();
  for (const [key, data] of reads) cache.set(key, knownAnswer(data));
  for (const [key, failure] of failures) cache.set(key, knownFailure(failure));
  return cache;
}

/** The serialised form of an SWR key (the cache's key). */
export const serialiseKey = (key: unknown): string =>
  unstable_serialize(key as Parameters<typeof unstable_serialize>[0]);

/**
 * The SWR settings of a hydrating page: the cache seeded with the server's reads, focus reads
 * held off for FRESH_FOR_MS, and a middleware under which a hook that mounts while `hydrating.current` is true does not read a
 * seeded key again (SWR would otherwise revalidate stale data on mount). Once the app has
 * hydrated (App sets `hydrating.current = false`), hooks behave as SWR's defaults say.
 */
export function hydrationSwrConfig(payload: SsrPayload, hydrating: { current: boolean }): SWRConfiguration {
  const cache = seededCache(payload.reads, payload.failures);
  const seeded = new Set(cache.keys());
  const keepSeeded: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const fresh = hydrating.current && key !== null && seeded.has(serialiseKey(key));
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
  return { provider: () => cache, use: [keepSeeded], initFocus: focusAfter(FRESH_FOR_MS) };
}

/**
 * How long the server's answers count as fresh after hydration (ms): a focus of the window within
 * it reads nothing again. SWR's own throttle between focus reads (focusThrottleInterval) is 5 s.
 */
export const FRESH_FOR_MS = 5000;

/**
 * SWR's focus listener (window focus and visibility change, as SWR's default), ignoring the
 * events of the first `ms` milliseconds: a browser may focus a page just after it has loaded,
 * and the page's data has only just been read by the server.
 */
function focusAfter(ms: number): (revalidate: () => void) => () => void {
  return (revalidate) => {
    const since = Date.now();
    const onFocus = () => {
      if (Date.now() - since >= ms) revalidate();
    };
    document.addEventListener('visibilitychange', onFocus);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onFocus);
      window.removeEventListener('focus', onFocus);
    };
  };
}
