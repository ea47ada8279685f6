/**
 * The HTTP side of `pnpm test:scale`: a cookie-jar client that behaves like the storefront's
 * (sends X-CSRFToken from the csrftoken cookie on unsafe methods), records every request it makes
 * (start, end, status or network error, the server HAProxy chose), and builds multipart product
 * forms with a generated PNG.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';

const sharp = createRequire(new URL('../../apps/api/package.json', import.meta.url))('sharp');

/** How many times a request that met a closed kept-alive socket is sent again (Client#send). */
const MAX_RESENDS = 2;

const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

/**
 * One request as a client saw it: times in ms on the recorder's clock; `status` 0 for a network
 * error (`error` says which); `server` the API process HAProxy chose (X-Served-By); `reused`
 * whether a failed request went out on a kept-alive socket; `retries` how often it was sent again.
 * @typedef {{
 *   client: string, call: string, method: string, path: string, start: number, end: number,
 *   status: number, error?: string, server?: string, reused?: boolean, retries: number, ok: boolean,
 * }} RequestRecord
 */

/**
 * What Client#send resolves to: `status` 0 on a network error (`error` says which); `body` the
 * parsed JSON answer (null when it is not JSON); `bytes` the raw answer.
 * @typedef {{
 *   status: number, error?: string, body?: any, bytes?: Buffer,
 *   headers?: http.IncomingHttpHeaders, server?: string, start: number, end: number,
 * }} Answer
 */

/**
 * Options of Client#send: a JSON body (`json`) or a multipart one (`form`, from multipartForm),
 * statuses besides 2xx that count as a normal answer (`expect`) and extra `headers`.
 * @typedef {{ json?: unknown, form?: Form, expect?: number[], headers?: Record<string, string> }} SendOptions
 */

/**
 * A multipart body and its content type (multipartForm).
 * @typedef {{ body: Buffer, contentType: string }} Form
 */

/** Every request of a run: times in ms since the recorder was made (performance.now based). */
export class Recorder {
  constructor() {
    this.t0 = performance.now();
    /** @type {RequestRecord[]} */
    this.records = [];
    this.enabled = false;
  }

  /** Milliseconds since the recorder was made. */
  now() {
    return performance.now() - this.t0;
  }
}

/**
 * A client with a cookie jar on 127.0.0.1:`port`.
 * - `localAddress`: the loopback address its connections come from (each simulated shopper has
 *   its own, so HAProxy's X-Forwarded-For gives each a different client address);
 * - `forwardedFor`: a function giving the X-Forwarded-For to send straight to an API port (which
 *   trusts one proxy hop), for checks that need a chosen client address;
 * - `recorder`: when given and enabled, every request is recorded there.
 */
export class Client {
  /**
   * @param {{
   *   port: number, name?: string, localAddress?: string,
   *   forwardedFor?: string | (() => string), recorder?: Recorder, timeoutMs?: number,
   * }} options
   */
  constructor({ port, name = 'client', localAddress, forwardedFor, recorder, timeoutMs = 20_000 }) {
    this.port = port;
    this.name = name;
    this.forwardedFor = forwardedFor;
    this.recorder = recorder;
    this.timeoutMs = timeoutMs;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress });
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /**
   * The same jar on another port (a session made on one process, used on another).
   * @param {number} port
   * @param {string} [name]
   */
  on(port, name = this.name) {
    const other = new Client({
      port,
      name,
      forwardedFor: this.forwardedFor,
      recorder: this.recorder,
      timeoutMs: this.timeoutMs,
    });
    other.cookies = this.cookies;
    return other;
  }

  /** Closes the client's kept-alive sockets. */
  close() {
    this.agent.destroy();
  }

  /**
   * GET `path`, recorded as `call`.
   * @type {(call: string, path: string, options?: SendOptions) => Promise<Answer>}
   */
  get = (call, path, options) => this.send(call, 'GET', path, options);
  /**
   * POST `path`, recorded as `call`.
   * @type {(call: string, path: string, options?: SendOptions) => Promise<Answer>}
   */
  post = (call, path, options) => this.send(call, 'POST', path, options);
  /**
   * DELETE `path`, recorded as `call`.
   * @type {(call: string, path: string, options?: SendOptions) => Promise<Answer>}
   */
  delete = (call, path, options) => this.send(call, 'DELETE', path, options);

  /**
   * Sends one request. `options.json` (a JSON body), `options.form` (from multipartForm),
   * `options.expect` (statuses that count as a normal answer for the record; default 2xx),
   * `options.headers`. Never throws: resolves { status (0 on a network error), error, body (JSON
   * or null), bytes (Buffer), headers, start, end, server }.
   * @param {string} call
   * @param {string} method
   * @param {string} path
   * @param {SendOptions} [options]
   * @returns {Promise<Answer>}
   */
  send(call, method, path, options = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...options.headers };
    /** @type {Buffer | undefined} */
    let payload;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.form !== undefined) {
      payload = options.form.body;
      headers['content-type'] = options.form.contentType;
    }
    if (payload !== undefined) headers['content-length'] = String(payload.length);
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const unsafe = method !== 'GET' && method !== 'HEAD';
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (unsafe && csrf !== undefined) headers[CSRF_HEADER] = csrf;
    const forwarded = typeof this.forwardedFor === 'function' ? this.forwardedFor() : this.forwardedFor;
    if (forwarded !== undefined) headers['x-forwarded-for'] = forwarded;

    const recorder = this.recorder;
    const clock = () => (recorder ? recorder.now() : performance.now());
    const start = clock();
    return new Promise((resolve) => {
      let settled = false;
      /** @type {http.ClientRequest | undefined} */
      let req;
      let retries = 0;
      /** @param {Omit<Answer, 'start' | 'end'>} result */
      const finish = (result) => {
        if (settled) return;
        settled = true;
        const end = clock();
        const expect = options.expect ?? [];
        const ok = result.status >= 200 && result.status < 300 ? true : expect.includes(result.status);
        if (recorder?.enabled)
          recorder.records.push({
            client: this.name,
            call,
            method,
            path,
            start,
            end,
            status: result.status,
            error: result.error,
            server: result.server,
            reused: result.status === 0 ? req?.reusedSocket : undefined,
            retries,
            ok: result.status !== 0 && ok,
          });
        resolve({ ...result, start, end });
      };
      const attempt = () => {
        let answered = false;
        const request = http.request(
          { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
          (res) => {
            answered = true;
            /** @type {Buffer[]} */
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('error', (error) => finish({ status: 0, error: errorCode(error) }));
            res.on('end', () => {
              this.storeCookies(res.headers['set-cookie']);
              const bytes = Buffer.concat(chunks);
              let body = null;
              if (/json/.test(res.headers['content-type'] ?? '')) {
                try {
                  body = JSON.parse(bytes.toString('utf8'));
                } catch {
                  body = null;
                }
              }
              finish({
                status: res.statusCode ?? 0,
                body,
                bytes,
                headers: res.headers,
                server: String(res.headers['x-served-by'] ?? '') || undefined,
              });
            });
          },
        );
        req = request;
        request.setTimeout(this.timeoutMs, () =>
          request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
        );
        request.on('error', (error) => {
          // A kept-alive socket the proxy closed as this request went out: nothing was answered,
          // so send it again on a fresh socket, as browsers do and Node's documentation advises
          // (request.reusedSocket). At most twice; the record keeps the count.
          if (
            !answered &&
            request.reusedSocket &&
            errorCode(error) === 'ECONNRESET' &&
            retries < MAX_RESENDS
          ) {
            retries += 1;
            attempt();
            return;
          }
          finish({ status: 0, error: errorCode(error) });
        });
        request.end(payload);
      };
      attempt();
    });
  }

  /**
   * Keeps the cookies of a response's Set-Cookie lines (an expired one is removed).
   * @param {string[] | undefined} setCookie
   */
  storeCookies(setCookie) {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired =
        value === '' ||
        attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * A multipart/form-data body: text `fields` ({ name: value }) and `files`
 * ([{ name, filename, type, data }]), encoded by the platform's FormData as a browser's fetch
 * does. Resolves to { body, contentType } for Client#send's `form`.
 * @param {Record<string, string>} fields
 * @param {{ name: string, filename: string, type: string, data: Buffer }[]} [files]
 * @returns {Promise<Form>}
 */
export async function multipartForm(fields, files = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/**
 * A network error's code (ECONNRESET, TIMEOUT...) or, without one, its message.
 * @param {Error & { code?: string }} error
 */
function errorCode(error) {
  return error.code ?? error.message;
}

/**
 * A `size` x `size` PNG of a random colour (so two images never share their bytes), made by sharp.
 * @param {number} [size] px
 * @returns {Promise<Buffer>}
 */
export function makePng(size = 48) {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}
