/**
 * The API's rules apply to every request the router sends to an API route, however its target is
 * spelled (decision 040). The router decodes the path (`/%61pi/admin/users/` reaches
 * `/api/admin/users/`) and accepts the absolute form (`GET http://host/api/... HTTP/1.1`), so the
 * session, the access and CSRF guards, the rate limit, the API's security headers and
 * `private, no-store` are decided by the matched route, never by the text of the URL.
 */
import net from 'node:net';
import Fastify from 'fastify';
import { defineRoute } from '../src/platform/http/route.ts';
import { originFormOf } from '../src/platform/http/request-target.ts';
import { API_SECURITY_HEADERS } from '../src/platform/http/security-headers.ts';
import { MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

/** Spellings of `/api/<rest>` that the router treats as `/api/<rest>`. */
const spellings = (rest: string) => [
  `/%61pi/${rest}`,
  `/%61%70%69/${rest}`,
  `/ap%69/${rest}`,
  `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
];

/** Sends one raw HTTP/1.1 request line to the app's port; returns the status line and headers. */
async function raw(port: number, method: string, target: string): Promise<{ status: number; head: string }> {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const head = answer.split('\r\n\r\n')[0] ?? '';
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head: head.toLowerCase() };
}

describe.each(primaryDatabase)('given a request target spelled another way, on $name', (database) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ database });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('a visitor cannot read the back office: 401 for every spelling', async () => {
    for (const url of spellings('admin/users/')) {
      const res = await t.client().get(url);
      expect(res.status, url).toBe(401);
      expect(res.body, url).toEqual({ success: false, error: MESSAGES.server.notSignedIn });
    }
  });

  it('a signed-in shopper who is not staff gets 403 for every spelling', async () => {
    const shopper = t.client();
    await shopper.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
    for (const url of spellings('admin/users/')) {
      const res = await shopper.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body, url).toEqual({ success: false, error: MESSAGES.server.staffOnly });
    }
  });

  it('a write without a session or token changes nothing, for every spelling', async () => {
    for (const url of spellings('admin/products/1/moderate/')) {
      const res = await t.client().post(url, { suspend: true }, { csrf: false });
      expect(res.status, url).toBe(401);
    }
    expect((await t.client().get('/api/products/1/')).status).toBe(200);
  });

  it("a signed-in shopper's write without the CSRF token is refused, for every spelling", async () => {
    const shopper = t.client();
    await shopper.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
    for (const url of spellings('cart/add/')) {
      const res = await shopper.post(url, { product_id: 1 }, { csrf: false });
      expect(res.status, url).toBe(403);
      expect(res.body, url).toEqual({ success: false, error: MESSAGES.server.csrf });
    }
    const cart = await shopper.get('/api/cart/');
    expect((cart.body.cart as { items: unknown[] }).items).toEqual([]);
  });

  it("a visitor's call to a signed-in endpoint answers 401, not 500", async () => {
    for (const url of spellings('orders/')) {
      expect((await t.client().get(url)).status, url).toBe(401);
    }
  });

  it("answers carry the API's security headers and private, no-store, for every spelling", async () => {
    for (const url of [...spellings('admin/users/'), ...spellings('products/1/')]) {
      const res = await t.client().get(url);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
      }
    }
    const refused = await t.client().get('/%61pi/admin/users/');
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('the same over a socket, with an absolute-form target and an encoded one', async () => {
    for (const target of [`http://127.0.0.1:${port}/api/admin/users/`, '/%61pi/admin/users/']) {
      const { status, head } = await raw(port, 'GET', target);
      expect(status, target).toBe(401);
      expect(head, target).toContain(
        `content-security-policy: ${API_SECURITY_HEADERS['content-security-policy']}`,
      );
    }
    expect((await raw(port, 'POST', `http://127.0.0.1:${port}/api/admin/products/1/moderate/`)).status).toBe(
      401,
    );
    // Routed as its path: a public read answers as it does in the origin form.
    expect((await raw(port, 'GET', `http://127.0.0.1:${port}/api/products/1/`)).status).toBe(200);
  });
});

describe('given the rate limit and a request target spelled another way', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimitPerMinute: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts every spelling of an API path against the same client', async () => {
    const visitor = t.client();
    const statuses: number[] = [];
    for (const url of [
      '/%61pi/products/1/',
      '/ap%69/products/2/',
      '/api/products/3/',
      '/%61pi/products/4/',
    ]) {
      statuses.push((await visitor.get(url)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('given a guarded endpoint whose guard hook did not run', () => {
  it('refuses to run the handler (defineRoute fails closed)', async () => {
    const app = Fastify({ logger: false });
    app.decorateRequest('user', null);
    app.decorateRequest('guarded', false);
    let ran = 0;
    defineRoute(app, 'adminUsers', async () => {
      ran += 1;
      return {
        success: true as const,
        users: [],
        pagination: { page: 1, pageSize: 20, totalPages: 1, totalItems: 0 },
      };
    });
    defineRoute(app, 'getRelatedProducts', async () => {
      ran += 10;
      return { success: true as const, products: [] };
    });
    const refused = await app.inject({ method: 'GET', url: '/api/admin/users/' });
    expect(refused.statusCode).toBe(500);
    expect(ran).toBe(0);
    // A public read needs no guard.
    expect((await app.inject({ method: 'GET', url: '/api/products/1/related/' })).statusCode).toBe(200);
    expect(ran).toBe(10);
    await app.close();
  });
});

describe('originFormOf', () => {
  it('turns an absolute-form target into its path and query, and leaves the rest alone', () => {
    expect(originFormOf('http://shop.example:3000/api/cart/?a=1')).toBe('/api/cart/?a=1');
    expect(originFormOf('HTTPS://shop.example/products')).toBe('/products');
    expect(originFormOf('http://shop.example')).toBe('/');
    expect(originFormOf('/api/cart/?a=1')).toBe('/api/cart/?a=1');
    expect(originFormOf('*')).toBe('*');
    expect(originFormOf('http://[bad')).toBe('http://[bad');
  });
});
