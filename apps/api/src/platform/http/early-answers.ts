/**
 * Cached catalogue answers served before Fastify (decision 022, "Fifth pass").
 *
 * A GET of a URL the catalogue cache answered is found by `ListCache.getByUrl` (list-cache.ts).
 * Until this pass an onRequest hook sent it, after Fastify had routed the request, built its
 * request and reply objects and run the cookie, security-header and rate-limit hooks, and before
 * the onSend hooks (compression, Cache-Control). That fixed cost was about twice a bare answer's
 * CPU. `createEarlyAnswers` answers the same requests from the HTTP server's own request event
 * (app.ts passes it to Fastify's `serverFactory`), with the same status, headers and bytes, and
 * hands every other request to Fastify untouched.
 *
 * It answers only when nothing Fastify would do could change the answer, and otherwise hands over:
 * - a GET of an origin-form URL (`/...`; the absolute form is rewritten by Fastify first,
 *   decision 040) whose cache entry is fresh and is a public JSON answer (`answer.headers`);
 * - no session cookie (`sid`): a signed-in browser gets `private, no-store` (platform/http/caching.ts);
 * - no compression to do: the answer is under the compression threshold, or the request sends no
 *   Accept-Encoding (@fastify/compress would otherwise encode it);
 * - info logging off: at `info` Fastify writes a line per request, and it still does;
 * - the app not closing (Fastify then answers 503, `return503OnClosing`).
 *
 * The rules it applies are the app's, taken from where they live: the /api security headers
 * (API_SECURITY_HEADERS), HSTS over https (`protocolOf`, Fastify's rule with the app's trust
 * function), the public headers prepared with the answer (caching.ts publicHeadersOf), 304 on a
 * matching If-None-Match (`etagMatches`), and the /api rate limit, counted per client address as
 * Fastify's `request.ip` gives it (`clientAddressOf`). A request counted here and then handed to
 * Fastify (refused by the limit, or its entry dropped meanwhile) is marked with the outcome
 * (`countedEarly`), and app.ts's rate-limit hook answers the refusal, or lets it through, without
 * counting it twice.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import { etagMatches, HSTS_HEADER } from './caching.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';
import type { CachedAnswer } from '../cache/list-cache.ts';

/**
 * Whether to trust the hop at `address`, `hop` hops from the server (0 = the socket's peer), as
 * @fastify/proxy-addr calls it.
 */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust function of TRUST_PROXY (config.ts `trustProxy`): undefined for `false` (the socket's
 * address is the client's), the n nearest hops for a hop count, else the listed addresses, CIDRs
 * or proxy-addr names. app.ts gives the same function to Fastify, so `request.ip` and
 * `clientAddressOf` agree. Throws proxy-addr's TypeError on an address it cannot read (config.ts
 * has checked them already).
 */
export function trustFunctionOf(trustProxy: false | number | string): TrustFunction | undefined {
  if (trustProxy === false) return undefined;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
}

/** The client's address as Fastify's `request.ip` gives it under `trust` (see trustFunctionOf). */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction | undefined): string | undefined {
  if (trust === undefined) return req.socket.remoteAddress;
  return proxyAddr.all(req, trust).at(-1);
}

/**
 * The request's protocol as Fastify's `request.protocol` gives it under `trust`: the last
 * X-Forwarded-Proto entry when the socket's peer is trusted, else `https` on a TLS socket and
 * `http` otherwise.
 */
export function protocolOf(req: IncomingMessage, trust: TrustFunction | undefined): string {
  const header = req.headers['x-forwarded-proto'];
  const forwarded = Array.isArray(header) ? header.at(-1) : header;
  const peer = req.socket.remoteAddress;
  if (
    trust !== undefined &&
    forwarded !== undefined &&
    forwarded !== '' &&
    peer !== undefined &&
    trust(peer, 0)
  ) {
    const comma = forwarded.lastIndexOf(',');
    return comma === -1 ? forwarded.trim() : forwarded.slice(comma + 1).trim();
  }
  return (req.socket as Partial<TLSSocket>).encrypted === true ? 'https' : 'http';
}

/** The rate limit's outcome for a request counted here, then handed to Fastify. */
export interface CountedEarly {
  /** The limit's refusal (an HttpError 429), or undefined when it let the request through. */
  refusal: unknown;
}

const COUNTED = Symbol('countedEarly');

/** `req` as marked once counted here (see module comment). */
type MarkedRequest = IncomingMessage & { [COUNTED]?: CountedEarly };

/**
 * The outcome of the rate limit for `req` when it was counted here and then handed to Fastify,
 * else undefined: app.ts's rate-limit hook throws `refusal` when set and does not count `req`
 * again either way.
 */
export function countedEarly(req: IncomingMessage): CountedEarly | undefined {
  return (req as MarkedRequest)[COUNTED];
}

/** What `createEarlyAnswers` needs. */
export interface EarlyAnswerOptions {
  /** The catalogue cache's URL lookup (list-cache.ts getByUrl). */
  getByUrl(url: string): CachedAnswer | undefined;
  /** TRUST_PROXY's function (trustFunctionOf). */
  trust: TrustFunction | undefined;
  /**
   * Counts one /api request of `address` (limits.ts `request`); rejects with the refusal (an
   * HttpError 429) when over the limit. Undefined when the limit is off.
   */
  limit: ((address: string) => Promise<void>) | undefined;
  /** True when a Cookie header carries a session cookie (caching.ts carriesSession, parsed by the app). */
  carriesSession(cookieHeader: string): boolean;
  /** Bytes from which @fastify/compress encodes an answer (its `threshold`). */
  compressionThreshold: number;
  /** True while a line per request is logged (Fastify then answers, and logs it). */
  logsEveryRequest(): boolean;
  /** True once the app is closing. */
  closing(): boolean;
}

/** The answers of createEarlyAnswers. */
export interface EarlyAnswers {
  /**
   * Answers `req` on `res` and returns true, or returns false, having written nothing, for
   * Fastify to answer (see module comment). With the rate limit on, it returns true once the
   * request is eligible, and later either answers it or calls `handOver(req, res)` with it marked
   * (countedEarly).
   */
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    handOver: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean;
  /** How many requests were answered here (a figure for tests and operators). */
  readonly count: number;
}

/** A cached answer with its public headers (a JSON answer of a public route). */
type EligibleAnswer = CachedAnswer & { readonly headers: NonNullable<CachedAnswer['headers']> };

/** Headers of one answer, prepared once per answer and protocol. */
interface Prepared {
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

/** Creates the early answers of one app (see module comment). */
export function createEarlyAnswers(options: EarlyAnswerOptions): EarlyAnswers {
  const { trust, limit } = options;
  let count = 0;
  /** Per answer: [plain http, https] headers; dropped with the answer. */
  const prepared = new WeakMap<EligibleAnswer, [Prepared, Prepared]>();
  const headersOf = (answer: EligibleAnswer, https: boolean): Prepared => {
    const publicHeaders = answer.headers;
    let pair = prepared.get(answer);
    if (pair === undefined) {
      const make = (hsts: boolean): Prepared => {
        const first = hsts
          ? { 'strict-transport-security': HSTS_HEADER, ...API_SECURITY_HEADERS }
          : API_SECURITY_HEADERS;
        return {
          ok: { ...first, ...publicHeaders.ok, 'content-length': String(answer.bytes.length) },
          notModified: { ...first, ...publicHeaders.notModified },
        };
      };
      pair = [make(false), make(true)];
      prepared.set(answer, pair);
    }
    return pair[https ? 1 : 0];
  };

  /**
   * The answer `req` may get here, or undefined (see module comment), also when deciding throws
   * (a header no rule foresaw): Fastify then answers, with its own error handling.
   */
  const eligible = (req: IncomingMessage): EligibleAnswer | undefined => {
    try {
      return eligibleOrThrow(req);
    } catch {
      return undefined;
    }
  };
  const eligibleOrThrow = (req: IncomingMessage): EligibleAnswer | undefined => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || url.charCodeAt(0) !== 47 /* '/' */) return undefined;
    const answer = options.getByUrl(url);
    if (answer?.headers === undefined) return undefined;
    const cookie = req.headers.cookie;
    if (cookie !== undefined && options.carriesSession(cookie)) return undefined;
    if (answer.bytes.length >= options.compressionThreshold && req.headers['accept-encoding'] !== undefined)
      return undefined;
    if (options.logsEveryRequest() || options.closing()) return undefined;
    return answer as EligibleAnswer;
  };

  /** Sends `answer` (200, or 304 on a matching If-None-Match); false, having written nothing, if it cannot. */
  const send = (req: IncomingMessage, res: ServerResponse, answer: EligibleAnswer): boolean => {
    let notModified: boolean;
    let headers: Prepared;
    try {
      headers = headersOf(answer, protocolOf(req, trust) === 'https');
      notModified = etagMatches(req.headers['if-none-match'], answer.etag);
    } catch {
      return false;
    }
    count += 1;
    if (notModified) {
      res.writeHead(304, headers.notModified);
      res.end();
    } else {
      res.writeHead(200, headers.ok);
      res.end(answer.bytes);
    }
    return true;
  };

  return {
    answer(req, res, handOver) {
      const answer = eligible(req);
      if (answer === undefined) return false;
      if (limit === undefined) return send(req, res, answer);
      let address: string;
      try {
        address = clientAddressOf(req, trust) ?? '';
      } catch {
        return false;
      }
      limit(address)
        .then(
          () => {
            // Looked up again: the entry may have been dropped while the limit was counted.
            const fresh = eligible(req);
            if (fresh !== undefined && send(req, res, fresh)) return;
            (req as MarkedRequest)[COUNTED] = { refusal: undefined };
            handOver(req, res);
          },
          (refusal: unknown) => {
            (req as MarkedRequest)[COUNTED] = { refusal };
            handOver(req, res);
          },
        )
        // Neither should throw; if one ever did, the connection is closed rather than left hanging.
        .catch(() => res.destroy());
      return true;
    },
    get count() {
      return count;
    },
  };
}
