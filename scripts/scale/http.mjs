/**
 * The HTTP side of `pnpm test:scale`: a cookie-jar client that behaves like the storefront's
 * (sends X-CSRFToken from the csrftoken cookie on unsafe methods), records every request it makes
 * (start, end, status or network error, the server HAProxy chose), and builds multipart product
 * forms with a generated PNG.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { deflateSync } from 'node:zlib';

const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

/** Every request of a run: times in ms since the recorder was made (performance.now based). */
export class Recorder {
  constructor() {
    this.t0 = performance.now();
    /** @type {{ client: string, call: string, method: string, path: string, start: number, end: number, status: number, error?: string, server?: string, ok: boolean }[]} */
    this.records = [];
    this.enabled = false;
  }

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

  /** The same jar on another port (a session made on one process, used on another). */
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

  close() {
    this.agent.destroy();
  }

  get = (call, path, options) => this.send(call, 'GET', path, options);
  post = (call, path, options) => this.send(call, 'POST', path, options);
  delete = (call, path, options) => this.send(call, 'DELETE', path, options);

  /**
   * Sends one request. `options.json` (a JSON body), `options.form` (from multipartForm),
   * `options.expect` (statuses that count as a normal answer for the record; default 2xx),
   * `options.headers`. Never throws: resolves { status (0 on a network error), error, body (JSON
   * or null), bytes (Buffer), headers, start, end, server }.
   */
  send(call, method, path, options = {}) {
    const headers = { ...options.headers };
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
      let req;
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
            reused: result.status === 0 ? req.reusedSocket : undefined,
            ok: result.status !== 0 && ok,
          });
        resolve({ ...result, start, end });
      };
      req = http.request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', (error) => finish({ status: 0, error: error.code ?? error.message }));
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
              server: res.headers['x-served-by'] || undefined,
            });
          });
        },
      );
      req.setTimeout(this.timeoutMs, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (error) => finish({ status: 0, error: error.code ?? error.message }));
      req.end(payload);
    });
  }

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
 * ([{ name, filename, type, data }]). Returns { body, contentType } for Client#send's `form`.
 */
export function multipartForm(fields, files = []) {
  const boundary = `----scale-${randomBytes(12).toString('hex')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A `size` x `size` RGB PNG with a random gradient (so two images never share their bytes). */
export function makePng(size = 48) {
  const [r0, g0, b0] = randomBytes(3);
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const at = y * row + 1 + x * 3;
      raw[at] = (r0 + x * 5) & 255;
      raw[at + 1] = (g0 + y * 5) & 255;
      raw[at + 2] = (b0 + (x + y) * 3) & 255;
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
