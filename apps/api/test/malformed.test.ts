import { randomBytes } from 'node:crypto';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client.ts';
import { startTestApp, type TestApp, type TestClient } from './helpers.ts';

describe('given malformed requests', () => {
  let t: TestApp;
  let seller: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    seller = t.client();
    await seller.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const state = async () =>
    JSON.stringify(
      await queryRows(
        t.db,
        sql`SELECT (SELECT count(*) FROM cart_items) AS c, (SELECT count(*) FROM comments) AS m, (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM bookmarks) AS b`,
      ),
    );

  const expectClientError = (
    res: { status: number; body: { success?: boolean; error?: unknown } },
    label: string,
  ) => {
    expect(res.status, label).toBeGreaterThanOrEqual(400);
    expect(res.status, label).toBeLessThan(500);
    expect(res.body.success, label).toBe(false);
    expect(typeof res.body.error, label).toBe('string');
    expect(JSON.stringify(res.body), label).not.toMatch(/at .*\.ts:\d+|node_modules/);
  };

  it('answers 400 for bad JSON, wrong types, huge numbers and extra nesting, and changes nothing', async () => {
    const before = await state();
    const bodies: [string, unknown][] = [
      ['not json', '{"product_id": 1,'],
      ['string id', { product_id: 'abc' }],
      ['float id', { product_id: 1.5 }],
      ['negative', { product_id: -1 }],
      ['huge', { product_id: 1e308 }],
      ['huge quantity', { product_id: 1, quantity: 2 ** 53 }],
      ['array', [1, 2, 3]],
      ['null', null],
      ['nested', { product_id: { $gt: 0 } }],
    ];
    for (const [label, body] of bodies) {
      const raw = typeof body === 'string';
      const res = await seller.request('POST', '/api/cart/add/', {
        body: raw ? body : JSON.stringify(body),
        raw: true,
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(res, label);
    }
    expect(await state()).toBe(before);
  });

  it("answers 400 for ids that are not positive whole numbers ('abc', 0, -1, 1e3, too long)", async () => {
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999', '%00']) {
      expectClientError(await t.client().get(`/api/products/${id}/`), id);
      expectClientError(
        await seller.request('PUT', `/api/cart/update/${id}/`, { body: { quantity: 1 } }),
        id,
      );
    }
  });

  it('answers 400 for bad query values', async () => {
    for (const q of ['page=abc', 'page=-1', 'pageSize=0', 'page=1.5', `category=${'x'.repeat(200)}`]) {
      expectClientError(await t.client().get(`/api/products/?${q}`), q);
    }
    expectClientError(await t.client().get(`/api/products/search/?q=${'a'.repeat(201)}`), 'long q');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await seller.request('POST', '/api/cart/add/', {
      body: JSON.stringify({ product_id: 1, pad: 'x'.repeat(100_000) }),
      raw: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expectClientError(res, '413');
  });

  it('never answers 5xx to random bytes on any endpoint', async () => {
    const before = await state();
    const targets: [string, string][] = [
      ['POST', '/api/cart/add/'],
      ['PUT', '/api/cart/update/1/'],
      ['POST', '/api/auth/register/'],
      ['POST', '/api/auth/login/'],
      ['POST', '/api/bookmarks/toggle/'],
      ['POST', '/api/products/1/comments/add/'],
      ['POST', '/api/update-user/2/'],
    ];
    for (let round = 0; round < 8; round++) {
      for (const [method, url] of targets) {
        const body = randomBytes(1 + round * 37);
        // A blank body is "no body" (app.ts), which update-user rightly saves as no change (200):
        // a body of whitespace bytes only gets a '{' in front, so every body here is malformed.
        const malformed =
          body.toString('utf8').trim() === '' ? Buffer.concat([Buffer.from('{'), body]) : body;
        const res = await seller.request(method, url, {
          body: malformed,
          raw: true,
          headers: { 'content-type': round % 2 === 0 ? 'application/json' : 'application/octet-stream' },
        });
        expectClientError(res, `${method} ${url} round ${round}`);
      }
    }
    expect(await state()).toBe(before);
  });

  it('answers an unknown /api path with 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await seller.request(method, '/api/no-such-thing/');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Not found.' });
    }
  });

  it('answers 500 Internal server error without details when something really breaks', async () => {
    const broken = await startTestApp();
    await broken.handle.close();
    const res = await broken.client().get('/api/products/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: 'Internal server error' });
    await broken.app.close();
  });
});
