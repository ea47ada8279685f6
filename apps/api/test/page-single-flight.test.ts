/**
 * One render for a crowd (decision 057): requests without a cookie for a page not in the page
 * cache share the render in flight (modules/pages/single-flight.ts, ssr.ts sendRenderedPage).
 *
 * The renderer is a stand-in server bundle that records each render and waits at a gate the test
 * opens once every request of the crowd is waiting (`app.pageFlights.joined`), so the requests
 * overlap whatever the machine's speed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/contract';
import { createSingleFlight } from '../src/modules/pages/index.ts';
import { etagOf } from '../src/platform/http/caching.ts';
import { primaryDatabase, startTestApp, type TestApp } from './helpers.ts';

/** What the stand-in bundle and the test share. */
interface Probe {
  /** The URL of each render, in order. */
  renders: string[];
  /** Every render waits for it. */
  gate: Promise<void>;
}

declare global {
  var shopRenderProbe: Probe | undefined;
}

/**
 * A stand-in for apps/storefront's server bundle: the page shows its path and the caller's
 * cookies; `/boom` fails, `/missing` answers 404 and `/old` redirects.
 */
const ENTRY_SERVER = `export async function render({ url, cookie }) {
  const probe = globalThis.shopRenderProbe;
  probe.renders.push(url);
  await probe.gate;
  const { pathname, search } = new URL(url);
  if (pathname === '/boom') throw new Error('the render failed');
  if (pathname === '/old') return { kind: 'redirect', status: 302, location: '/new' };
  const status = pathname === '/missing' ? 404 : 200;
  return { kind: 'page', status, body: pageOf(pathname + search, cookie) };
}
export function pageOf(url, cookie) { return '<p>' + url + ' for [' + cookie + ']</p>'; }
export function deferAppScripts() { return null; }
`;

/** The stand-in's page of `url` for `cookie`, as it renders it. */
const pageOf = (url: string, cookie = '') => `<p>${url} for [${cookie}]</p>`;

describe('SingleFlight', () => {
  it('runs one computation for concurrent calls of one key; each gets its value', async () => {
    const flight = createSingleFlight<string>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = vi.fn(async () => {
      await gate;
      return 'page';
    });
    const calls = Array.from({ length: 5 }, () => flight.share('a', compute));
    expect(flight.size).toBe(1);
    release();
    const results = await Promise.all(calls);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.value)).toEqual(Array(5).fill('page'));
    expect(results.map((r) => r.leader)).toEqual([true, false, false, false, false]);
    expect(flight.joined).toBe(4);
    // Nothing is remembered once settled: the next call computes again.
    expect(flight.size).toBe(0);
    await flight.share('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('runs one computation per key, and gives its error to every caller', async () => {
    const flight = createSingleFlight<string>();
    const compute = vi.fn(async (key: string) => {
      await Promise.resolve();
      if (key === 'bad') throw new Error('no page');
      return key;
    });
    const calls = ['a', 'b', 'a', 'b', 'bad', 'bad'].map((key) =>
      flight
        .share(key, () => compute(key))
        .then(
          (r) => r.value,
          (error: Error) => error.message,
        ),
    );
    expect(await Promise.all(calls)).toEqual(['a', 'b', 'a', 'b', 'no page', 'no page']);
    expect(compute).toHaveBeenCalledTimes(3);
    expect(flight.size).toBe(0);
  });
});

describe.each(primaryDatabase)('one render for a crowd of visitors on $name', (database) => {
  let t: TestApp;
  let root: string;
  let release: () => void;
  const probe: Probe = { renders: [], gate: Promise.resolve() };
  /** An app serving the stand-in bundle from `root`, with `config` over the test's settings. */
  const startPageApp = (config: { requestTimeoutMs?: number } = {}) =>
    startTestApp({
      database,
      seed: false,
      serveStatic: true,
      config: {
        staticDir: path.join(root, 'dist'),
        uploadDir: path.join(root, 'uploads'),
        catalogueCacheMs: 60_000,
        ...config,
      },
    });

  beforeAll(async () => {
    globalThis.shopRenderProbe = probe;
    root = mkdtempSync(path.join(tmpdir(), 'shop-page-flight-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
    t = await startPageApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
    globalThis.shopRenderProbe = undefined;
  });
  beforeEach(() => {
    probe.renders = [];
    probe.gate = new Promise<void>((resolve) => (release = resolve));
  });

  let address = 0;
  /** A GET of `url` from an address of its own, with `headers`. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: `10.7.${address >> 8}.${address++ & 255}` });

  /** Sends the requests `send` makes; opens the gate once `joiners` of them wait on a render another started. */
  async function crowd<T>(send: () => Promise<T>[], joiners: number): Promise<T[]> {
    const before = t.app.pageFlights.joined;
    const requests = send();
    await vi.waitFor(() => expect(t.app.pageFlights.joined - before).toBe(joiners));
    release();
    return Promise.all(requests);
  }

  it('renders a page once for 8 concurrent visitors; each gets it with its own headers', async () => {
    const url = '/products?page=2';
    const etag = etagOf(Buffer.from(pageOf(url)));
    const answers = await crowd(
      () => Array.from({ length: 8 }, (_, i) => get(url, i === 7 ? { 'if-none-match': etag } : {})),
      7,
    );
    expect(probe.renders).toHaveLength(1);
    for (const answer of answers.slice(0, 7)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(pageOf(url));
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toBe('Cookie');
    }
    // The one that already had it gets 304.
    expect(answers[7]!.statusCode).toBe(304);
    expect(t.app.pageFlights.size).toBe(0);
    // Kept in the page cache: the next visitor costs no render.
    expect((await get(url)).body).toBe(pageOf(url));
    expect(probe.renders).toHaveLength(1);
  });

  it('renders two URLs once each', async () => {
    const urls = ['/products?page=3', '/about'];
    const answers = await crowd(() => Array.from({ length: 8 }, (_, i) => get(urls[i % 2]!)), 6);
    expect(probe.renders.map((url) => new URL(url).pathname + new URL(url).search).sort()).toEqual([
      '/about',
      '/products?page=3',
    ]);
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 8 }, (_, i) => pageOf(urls[i % 2]!)));
  });

  it('ends a shared render that never settles at REQUEST_TIMEOUT_MS: every waiter gets 503, and the next visitor renders again', async () => {
    const short = await startPageApp({ requestTimeoutMs: 300 });
    try {
      const requests = Array.from({ length: 3 }, () =>
        short.app.inject({ method: 'GET', url: '/stuck', remoteAddress: '10.9.0.1' }),
      );
      await vi.waitFor(() => expect(short.app.pageFlights.joined).toBe(2));
      // The gate stays shut: the render never settles by itself.
      const answers = await Promise.all(requests);
      expect(answers.map((a) => a.statusCode)).toEqual([503, 503, 503]);
      expect(answers[0]!.json()).toMatchObject({ success: false, error: MESSAGES.server.unavailable });
      expect(short.app.pageFlights.size).toBe(0);
      release();
      expect(
        (await short.app.inject({ method: 'GET', url: '/stuck', remoteAddress: '10.9.0.1' })).statusCode,
      ).toBe(200);
      expect(probe.renders).toHaveLength(2);
    } finally {
      release();
      await short.close();
    }
  });

  it('gives the error of a failed render to every request that waited for it', async () => {
    const answers = await crowd(() => Array.from({ length: 4 }, () => get('/boom')), 3);
    expect(probe.renders).toHaveLength(1);
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500, 500]);
  });

  it('shares nothing with a request that carries a cookie: it renders its own page', async () => {
    const url = '/contact';
    // The request with a cookie never joins: it renders beside the visitors' one render.
    const answers = await crowd(() => [get(url), get(url, { cookie: 'sid=someone' }), get(url), get(url)], 2);
    expect(probe.renders).toHaveLength(2);
    expect(answers.map((a) => a.body)).toEqual([
      pageOf(url),
      pageOf(url, 'sid=someone'),
      pageOf(url),
      pageOf(url),
    ]);
    expect(answers[1]!.headers['cache-control']).toBe('private, no-store');
  });

  it('shares only a public page: after a 404 or a redirect each request renders its own', async () => {
    const missing = await crowd(() => Array.from({ length: 3 }, () => get('/missing')), 2);
    expect(missing.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(probe.renders).toHaveLength(3);

    probe.renders = [];
    probe.gate = new Promise<void>((resolve) => (release = resolve));
    const moved = await crowd(() => Array.from({ length: 3 }, () => get('/old')), 2);
    expect(moved.map((a) => [a.statusCode, a.headers.location])).toEqual(Array(3).fill([302, '/new']));
    expect(probe.renders).toHaveLength(3);
  });
});
