/**
 * A tiny fetch client for the contract tests: one cookie jar per client (one client = one
 * browser), `X-CSRFToken` from the csrftoken cookie on unsafe methods (spec section 9), and every
 * response body checked against the contract: a success with the endpoint's response schema, a
 * failure with `{ success: false, error: string }` (spec sections 7 and 8).
 */
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ErrorBody,
  buildPath,
  endpoints,
  type EndpointName,
  type ResponseOf,
} from '@shop/contract';

/** What one call answered: the parsed success body, or the failure's status and error text. */
export type CallResult<N extends EndpointName> =
  { ok: true; status: number; data: ResponseOf<N> } | { ok: false; status: number; error: string };

/** Options of one call. */
export interface CallOptions {
  /** Path parameters (`{id}`, `{itemId}`). */
  params?: Record<string, string | number>;
  /** Query parameters (undefined values are left out). */
  query?: Record<string, string | number | undefined>;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (instead of `body`). */
  form?: FormData;
  /** Send X-CSRFToken on an unsafe method (default true; false to test the refusal). */
  csrf?: boolean;
}

/** The part of a zod schema the client uses (the contract's schemas; no zod import needed here). */
interface Schema {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly unknown[] } };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A contract-checking API client for one simulated browser. */
export class ContractClient {
  /** The cookie jar: name -> value (path and domain are ignored; the tests use one origin). */
  readonly cookies = new Map<string, string>();

  /** `baseUrl` is the API base, e.g. `http://localhost/api`. */
  constructor(readonly baseUrl: string) {}

  /**
   * Calls endpoint `name` and checks the answer against the contract. Throws Error when the body
   * breaks the contract (not JSON, wrong shape, or a failure without an error text).
   */
  async call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<CallResult<N>> {
    const def: { method: string; path: string; response: Schema } = endpoints[name];
    const url = new URL(this.baseUrl.replace(/\/$/, '') + buildPath(def.path, options.params));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: 'application/json' });
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (UNSAFE.has(def.method) && options.csrf !== false && csrf !== undefined)
      headers.set(CSRF_HEADER, csrf);
    let body: BodyInit | undefined;
    if (options.form !== undefined) body = options.form;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url, { method: def.method, headers, body });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${name}: ${response.status} answered a body that is not JSON: ${text.slice(0, 200)}`);
    }
    if (response.ok) {
      const parsed = def.response.safeParse(json);
      if (!parsed.success) {
        throw new Error(
          `${name}: ${response.status} body breaks the contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
        );
      }
      return { ok: true, status: response.status, data: parsed.data as ResponseOf<N> };
    }
    const failure = (ErrorBody as Schema).safeParse(json);
    const error = failure.success ? (failure.data as { error: unknown }).error : undefined;
    if (typeof error !== 'string') {
      throw new Error(
        `${name}: ${response.status} failure is not { success: false, error: string }: ${text.slice(0, 200)}`,
      );
    }
    return { ok: false, status: response.status, error };
  }

  /** Like `call`, but throws when the call did not succeed; returns the parsed body. */
  async ok<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<ResponseOf<N>> {
    const result = await this.call(name, options);
    if (!result.ok) throw new Error(`${name}: expected success, got ${result.status} ${result.error}`);
    return result.data;
  }

  private storeCookies(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim().toLowerCase());
        return (
          (key === 'max-age' && Number(val) <= 0) || (key === 'expires' && Date.parse(val) <= Date.now())
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
