/**
 * A server-rendered page's reads and its session (decision 069, modules/accounts/request-session.ts):
 * the page looks its session up once and its in-process reads are answered as that session,
 * without a lookup each; nothing else is (a request from outside the render, a read carrying
 * another cookie); the reads still count against the caller's rate limit; a page whose session is
 * unknown or ends is signed out.
 *
 * The renderer is a stand-in server bundle that runs the test's script (`shopPageScript`) with the
 * page's `fetch` and prints what it returns.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryDatabase, startTestApp, type TestApp, type TestClient } from './helpers.ts';

/** What a page's render does: given its fetch and user, the text of the page. */
type PageScript = (page: { fetch: typeof fetch; user: { id: number } | null }) => Promise<string>;

declare global {
  var shopPageScript: PageScript | undefined;
}

/** A stand-in for apps/storefront's server bundle: the page is what the test's script returns. */
const ENTRY_SERVER = `export async function render({ fetch, user }) {
  const text = await globalThis.shopPageScript({ fetch, user });
  return { kind: 'page', status: 200, body: text };
}
export function deferAppScripts() { return null; }
`;

/** The statement findSession sends: one per session lookup. */
const isSessionLookup = (sql: string) => /from "sessions"/i.test(sql) && /^select/i.test(sql.trim());

describe.each(primaryDatabase)('a signed-in page and its reads on $name', (database) => {
  let t: TestApp;
  let root: string;
  let statements: string[] = [];
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-page-session-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY_SERVER);
    t = await startTestApp({
      database,
      serveStatic: true,
      onQuery: (sql) => statements.push(sql),
      config: {
        staticDir: path.join(root, 'dist'),
        uploadDir: path.join(root, 'uploads'),
        rateLimitPerMinute: 1000,
      },
    });
  });
  afterAll(async () => {
    globalThis.shopPageScript = undefined;
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A fresh account, signed in from its own address. */
  const signedIn = async (address: string): Promise<{ client: TestClient; id: number }> => {
    const client = t.client();
    client.remoteAddress = address;
    const { res } = await client.register();
    expect(res.status).toBe(201);
    return { client, id: (res.body as { user: { id: number } }).user.id };
  };
  /** The Cookie header `client` holds. */
  const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  /** The page at `url` for `cookie`, from `address`. */
  const page = (url: string, cookie: string, address: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: address });
  /** A read's status and, when it answered a user, their id. */
  const statusOf = async (answer: Response) => {
    const body = (await answer.json().catch(() => ({}))) as { user?: { id?: number } };
    return `${answer.status}${body.user?.id !== undefined ? ` ${body.user.id}` : ''}`;
  };

  it("answers every read of a page as the page's session, looked up once for the page", async () => {
    const { client, id } = await signedIn('10.9.0.1');
    globalThis.shopPageScript = async ({ fetch, user }) => {
      const reads = await Promise.all(
        ['/api/get-user/ID/', '/api/bookmarks/', '/api/cart/', '/api/user/comments/'].map((p) =>
          fetch(`http://shop.test${p.replace('ID', String(user?.id))}`),
        ),
      );
      return [`user ${user?.id}`, ...(await Promise.all(reads.map(statusOf)))].join(', ');
    };
    statements = [];
    const res = await page('/my-page', cookieOf(client), '10.9.0.1');
    expect(res.body).toBe(`user ${id}, 200 ${id}, 200, 200, 200`);
    // One lookup for the page; its four reads, three of which need the session, make none.
    expect(statements.filter(isSessionLookup)).toHaveLength(1);
  });

  it("knows a signed-in page's user, profile and all, from the session's lookup alone: one statement", async () => {
    const { client, id } = await signedIn('10.9.0.9');
    const profile = (await client.get(`/api/get-user/${id}/`)).body as { user: Record<string, unknown> };
    globalThis.shopPageScript = async ({ user }) => JSON.stringify(user);
    statements = [];
    const res = await page('/my-page', cookieOf(client), '10.9.0.9');
    expect(JSON.parse(res.body)).toEqual(profile.user);
    expect(statements).toHaveLength(1);
    expect(statements.filter(isSessionLookup)).toHaveLength(1);
  });

  it("answers a page's cart and bookmarks from its session's statement, as the API answers them", async () => {
    const { client } = await signedIn('10.9.0.10');
    const other = await signedIn('10.9.0.11');
    for (const productId of [3, 1]) {
      expect((await client.post('/api/cart/add/', { product_id: productId, quantity: 1 })).status).toBe(200);
      expect((await client.post('/api/bookmarks/toggle/', { product_id: productId })).status).toBe(200);
    }
    expect((await other.client.post('/api/cart/add/', { product_id: 2, quantity: 2 })).status).toBe(200);
    const own = {
      cart: (await client.get('/api/cart/')).body,
      bookmarks: (await client.get('/api/bookmarks/')).body,
    };
    const theirs = (await other.client.get('/api/cart/')).body;
    globalThis.shopPageScript = async ({ fetch }) => {
      const cart = (await (await fetch('http://shop.test/api/cart/')).json()) as unknown;
      const bookmarks = (await (await fetch('http://shop.test/api/bookmarks/')).json()) as unknown;
      // Inside the render, a read carrying another session's cookie is answered as that session.
      const otherCart = await t.app.inject({
        method: 'GET',
        url: '/api/cart/',
        headers: { cookie: cookieOf(other.client) },
      });
      return JSON.stringify({ cart, bookmarks, otherCart: otherCart.json() as unknown });
    };
    statements = [];
    const res = await page('/my-page', cookieOf(client), '10.9.0.10');
    expect(JSON.parse(res.body)).toEqual({ ...own, otherCart: theirs });
    // The page's own lines and bookmarks came with its session: the only statements naming those
    // tables besides the page's session lookup are the other session's lookup and its cart read.
    const naming = (table: string) => statements.filter((sql) => sql.includes(`from "${table}"`));
    expect(naming('cart_items').filter((sql) => !isSessionLookup(sql))).toHaveLength(1);
    expect(naming('bookmarks').filter((sql) => !isSessionLookup(sql))).toHaveLength(0);
    // What a page reads of its user is never what it read before: a new line shows on the next page.
    expect((await client.post('/api/cart/add/', { product_id: 2, quantity: 1 })).status).toBe(200);
    const next = JSON.parse((await page('/my-page', cookieOf(client), '10.9.0.10')).body) as {
      cart: { cart: { items: unknown[] } };
    };
    expect(next.cart.cart.items).toHaveLength(3);
  });

  it("answers a page's read of the user's hidden reviews with no statement when staff hid none", async () => {
    const { client } = await signedIn('10.9.0.12');
    expect((await client.post('/api/products/7/comments/add/', { text: 'Solid.', rating: 4 })).status).toBe(
      201,
    );
    globalThis.shopPageScript = async ({ fetch }) => {
      const hidden = await (await fetch('http://shop.test/api/user/comments/?hidden=true')).json();
      const all = await (await fetch('http://shop.test/api/user/comments/')).json();
      return JSON.stringify({ hidden, all });
    };
    statements = [];
    const res = await page('/my-page', cookieOf(client), '10.9.0.12');
    // The page's session statement said none is hidden: only the whole list was read.
    const reviewReads = statements.filter((sql) => sql.includes('from "comments"') && !isSessionLookup(sql));
    expect(reviewReads).toHaveLength(1);
    const api = {
      hidden: (await client.get('/api/user/comments/?hidden=true')).body,
      all: (await client.get('/api/user/comments/')).body,
    };
    expect(JSON.parse(res.body)).toEqual(api);
    expect(api.hidden).toEqual({ success: true, comments: [] });
    expect((api.all as { comments: unknown[] }).comments).toHaveLength(1);
  });

  it('answers no request outside the render, and no read with another cookie, as the page', async () => {
    const { client, id } = await signedIn('10.9.1.1');
    const other = await signedIn('10.9.1.2');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let rendering!: () => void;
    const started = new Promise<void>((resolve) => (rendering = resolve));
    globalThis.shopPageScript = async ({ fetch }) => {
      const before = await statusOf(await fetch(`http://shop.test/api/get-user/${id}/`));
      // Inside the render: a request carrying no cookie, or another session's, is looked up as
      // itself, however it reaches the app.
      const noCookie = await t.app.inject({ method: 'GET', url: `/api/get-user/${id}/` });
      const otherCookie = await t.app.inject({
        method: 'GET',
        url: `/api/get-user/${id}/`,
        headers: { cookie: cookieOf(other.client) },
      });
      rendering();
      await gate;
      return [before, noCookie.statusCode, otherCookie.statusCode].join(', ');
    };
    const rendered = page('/my-page', cookieOf(client), '10.9.1.1');
    await started;
    // Outside the render, while it waits: a caller with no session, or a forged one, headers and all.
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/get-user/${id}/`,
      headers: { 'x-forwarded-for': '10.9.1.1', 'x-csrftoken': client.csrfToken ?? '' },
      remoteAddress: '10.9.1.1',
    });
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/get-user/${id}/`,
      headers: { cookie: 'sid=forged-token-of-no-session-at-all-0000' },
    });
    release();
    expect((await rendered).body).toBe(`200 ${id}, 401, 403`);
    expect(visitor.statusCode).toBe(401);
    expect(forged.statusCode).toBe(401);
  });

  it("counts a signed-in page's reads against the caller's rate limit, and logs a refused read", async () => {
    const lines: string[] = [];
    const limited = await startTestApp({
      database,
      serveStatic: true,
      logStream: { write: (line) => void lines.push(line) },
      config: {
        staticDir: path.join(root, 'dist'),
        uploadDir: path.join(root, 'uploads'),
        rateLimitPerMinute: 3,
        logLevel: 'warn',
      },
    });
    try {
      const client = limited.client();
      client.remoteAddress = '10.9.2.1';
      expect((await client.register()).res.status).toBe(201);
      globalThis.shopPageScript = async ({ fetch }) =>
        `read ${(await fetch('http://shop.test/api/cart/')).status}`;
      const at = (address: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/my-page',
          headers: { cookie: cookieOf(client) },
          remoteAddress: address,
        });
      // Each page takes a point of its address for its render and one for its read: the second
      // page's read is the fourth of the minute, refused.
      expect((await at('10.9.2.2')).body).toBe('read 200');
      expect((await at('10.9.2.2')).body).toBe('read 429');
      // The refused read is logged at warn (the production default), by its path and status.
      const failed = lines
        .map((line) => JSON.parse(line) as { msg?: string; read?: string; statusCode?: number })
        .filter((entry) => entry.msg === 'a page read failed');
      expect(failed).toEqual([expect.objectContaining({ read: '/api/cart/', statusCode: 429 })]);
    } finally {
      await limited.close();
    }
  });

  it('renders a page whose session cookie names no session as a visitor, with the cookies cleared', async () => {
    globalThis.shopPageScript = async ({ fetch, user }) =>
      `user ${user?.id ?? 'none'}, cart ${(await fetch('http://shop.test/api/cart/')).status}, orders ${
        (await fetch('http://shop.test/api/orders')).status
      }`;
    const res = await page('/my-page', 'sid=a-session-that-was-never-there-000000', '10.9.3.1');
    expect(res.body).toBe('user none, cart 200, orders 401');
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
  });

  it('answers a page as the session it began with when the session ends mid-page; the next page is signed out', async () => {
    const { client, id } = await signedIn('10.9.4.1');
    globalThis.shopPageScript = async ({ fetch, user }) => {
      const first = await statusOf(await fetch(`http://shop.test/api/get-user/${id}/`));
      // Signed out in another tab while this page renders.
      expect((await client.post('/api/auth/logout/')).status).toBe(200);
      const second = await statusOf(await fetch(`http://shop.test/api/get-user/${id}/`));
      return `user ${user?.id ?? 'none'}, ${first}, ${second}`;
    };
    const cookie = cookieOf(client);
    expect((await page('/my-page', cookie, '10.9.4.1')).body).toBe(`user ${id}, 200 ${id}, 200 ${id}`);
    globalThis.shopPageScript = async ({ fetch, user }) =>
      `user ${user?.id ?? 'none'}, ${await statusOf(await fetch(`http://shop.test/api/get-user/${id}/`))}`;
    const next = await page('/my-page', cookie, '10.9.4.1');
    expect(next.body).toBe('user none, 401');
    expect(String(next.headers['set-cookie'])).toMatch(/sid=;/);
  });

  it("logs a page's request, not each of its in-process reads; an API request logs as ever", async () => {
    const lines: string[] = [];
    const logged = await startTestApp({
      database,
      serveStatic: true,
      logStream: { write: (line) => void lines.push(line) },
      config: {
        staticDir: path.join(root, 'dist'),
        uploadDir: path.join(root, 'uploads'),
        logLevel: 'info',
      },
    });
    try {
      globalThis.shopPageScript = async ({ fetch }) => {
        const reads = await Promise.all(
          ['/api/cart/', '/api/bookmarks/'].map((p) => fetch(`http://shop.test${p}`)),
        );
        return reads.map((r) => r.status).join(', ');
      };
      const urls = () =>
        lines
          .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
          .filter((entry) => entry.msg === 'incoming request')
          .map((entry) => entry.req?.url);
      expect((await logged.app.inject({ method: 'GET', url: '/my-page' })).body).toBe('200, 200');
      expect(urls()).toEqual(['/my-page']);
      expect((await logged.app.inject({ method: 'GET', url: '/api/cart/' })).statusCode).toBe(200);
      expect(urls()).toEqual(['/my-page', '/api/cart/']);
    } finally {
      await logged.close();
    }
  });
});
