/**
 * Security headers computed once. helmet's middleware rebuilds the Content-Security-Policy
 * text and calls `setHeader` a dozen times on every response, about a quarter of the CPU of a cached
 * read; its output depends only on its options when no directive is a function (no nonces). So the
 * app runs the configured middleware once, on a stand-in response, and sets what it recorded on
 * every reply (`recordHeaders`): the same names and values helmet would set, from helmet itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Connect-style middleware such as the one `helmet(options)` returns. */
export type HeaderMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** What a middleware does to every response's headers. */
export interface RecordedHeaders {
  /** Header name (lower case, as Fastify keeps reply headers) -> value, in the order set. */
  readonly set: Readonly<Record<string, string>>;
  /** Header names it removes (lower case), e.g. helmet's `x-powered-by`. */
  readonly removed: readonly string[];
}

/** Runs `middleware` once on a stand-in request and response and returns what it did to the headers. */
function recordOnce(middleware: HeaderMiddleware): RecordedHeaders {
  const set: Record<string, string> = {};
  const removed = new Set<string>();
  const refuse = (what: string) => () => {
    throw new Error(`recordHeaders: the middleware ${what}, so its headers depend on the request`);
  };
  // Any use of the request (a nonce or a per-request directive) makes recording wrong: refuse it.
  const req = new Proxy({}, { get: refuse('reads the request'), has: refuse('reads the request') });
  const res = {
    setHeader(name: string, value: unknown) {
      const lower = name.toLowerCase();
      if (typeof value !== 'string') throw new Error(`recordHeaders: ${lower} is not a plain text value`);
      set[lower] = value;
      removed.delete(lower);
    },
    removeHeader(name: string) {
      const lower = name.toLowerCase();
      delete set[lower];
      removed.add(lower);
    },
  };
  let called = false;
  middleware(req as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined && error !== null) throw error;
    called = true;
  });
  if (!called) throw new Error('recordHeaders: the middleware did not call next synchronously');
  return { set, removed: [...removed] };
}

/**
 * The headers `middleware` sets and removes on every response (see module comment), recorded by
 * running it twice on a stand-in request and response. Throws when it reads the request, sets a
 * value that is not text, does not call `next` at once, calls it with an error, or sets different
 * values the second time (e.g. a random nonce): such headers must be computed per request.
 */
export function recordHeaders(middleware: HeaderMiddleware): RecordedHeaders {
  const first = recordOnce(middleware);
  const second = recordOnce(middleware);
  if (JSON.stringify(first) !== JSON.stringify(second))
    throw new Error('recordHeaders: the middleware sets different headers from one response to the next');
  return {
    set: Object.freeze({ ...first.set }),
    removed: Object.freeze([...first.removed]),
  };
}

/**
 * The security headers of every /api answer (JSON, never a document; decision 039), in place of
 * the document headers helmet records for pages, assets and uploads. The set the OWASP REST
 * Security Cheat Sheet gives for API responses ("Security Headers"): a CSP that allows nothing and
 * no framing, no MIME sniffing, no framing for older browsers; plus Cross-Origin-Resource-Policy,
 * so another site cannot pull an answer into its own process (Spectre), as helmet sends it.
 * HSTS is added over https, as for every answer (app.ts). About 650 bytes fewer per answer than
 * the document set (whose CSP, referrer, DNS-prefetch, download and opener headers only act on a
 * document).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});
