import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './helpers.ts';

describe('given CSRF protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const seller = async (): Promise<TestClient> => {
    const c = t.client();
    await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
    return c;
  };
  const cartSize = async (c: TestClient) =>
    ((await c.get('/api/cart/')).body.cart as { items: unknown[] }).items.length;

  it('refuses a wrong token with 403', async () => {
    const c = await seller();
    const res = await c.post('/api/cart/add/', { product_id: 1 }, { csrf: 'x'.repeat(43) });
    expect(res.status).toBe(403);
    expect(await cartSize(c)).toBe(0);
  });

  it("refuses the token of another session (the cookie's value does not matter, the binding does)", async () => {
    const c = await seller();
    const other = t.client();
    await other.login(SHOP_ACCOUNT.email, SHOP_ACCOUNT.password);
    const res = await c.post('/api/cart/add/', { product_id: 1 }, { csrf: other.csrfToken ?? '' });
    expect(res.status).toBe(403);
    // Swapping the readable cookie does not help either: the header must match the session.
    c.cookies.set('csrftoken', other.csrfToken ?? '');
    expect((await c.post('/api/cart/add/', { product_id: 1 })).status).toBe(403);
    expect(await cartSize(c)).toBe(0);
  });

  it('refuses a request the browser marks cross-site even with the right token', async () => {
    const c = await seller();
    const res = await c.post(
      '/api/cart/add/',
      { product_id: 1 },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
  });

  it('accepts the right token, and GET needs none', async () => {
    const c = await seller();
    expect((await c.post('/api/cart/add/', { product_id: 1 })).status).toBe(200);
    expect(await cartSize(c)).toBe(1);
  });

  it('checks sign-in against a csrftoken cookie the browser still holds', async () => {
    const c = t.client();
    c.cookies.set('csrftoken', 'left-over-token');
    const wrong = await c.post(
      '/api/auth/login/',
      { email: SELLER_ACCOUNT.email, password: SELLER_ACCOUNT.password },
      { csrf: 'other' },
    );
    expect(wrong.status).toBe(403);
    const right = await c.post('/api/auth/login/', {
      email: SELLER_ACCOUNT.email,
      password: SELLER_ACCOUNT.password,
    });
    expect(right.status).toBe(200);
  });

  it('does not accept an HTML form post (only JSON), so a cross-site form cannot sign anyone in', async () => {
    const res = await t.client().request('POST', '/api/auth/login/', {
      body: `email=${encodeURIComponent(SELLER_ACCOUNT.email)}&password=${SELLER_ACCOUNT.password}`,
      raw: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(res.setCookies.has('sid')).toBe(false);
  });
});
