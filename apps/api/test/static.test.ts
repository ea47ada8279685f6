import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE } from '../src/platform/http/static.ts';
import { startTestApp, type TestApp } from './helpers.ts';

describe('given a built storefront served on the same origin', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-static-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'images'), { recursive: true });
    mkdirSync(path.join(root, 'uploads', 'products'), { recursive: true });
    mkdirSync(path.join(root, 'uploads', 'returns'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'assets', 'index-a1b2c3.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    writeFileSync(path.join(dist, 'images', 'placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'uploads', 'products', `${'a'.repeat(32)}.webp`), 'RIFF');
    writeFileSync(path.join(root, 'uploads', 'returns', `${'b'.repeat(32)}.webp`), 'RIFF');
    writeFileSync(path.join(root, 'uploads', 'returns', 'notes.txt'), 'private');
    t = await startTestApp({
      serveStatic: true,
      seed: false,
      config: { staticDir: dist, uploadDir: path.join(root, 'uploads') },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and the security headers', async () => {
    const res = await t.client().get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('stripe.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for client routes (SPA), but not for missing files', async () => {
    for (const route of ['/products', '/single-product/3', '/search?q=lamp', '/payment-page']) {
      const res = await t.client().get(route);
      expect(res.status, route).toBe(200);
      expect(res.text, route).toContain('<div id="root">');
      expect(res.headers['cache-control'], route).toBe('no-cache');
    }
    expect((await t.client().get('/assets/missing-123.js')).status).toBe(404);
    expect((await t.client().get('/images/nope.svg')).status).toBe(404);
  });

  it('caches hashed assets for a year (immutable) and compresses them', async () => {
    const res = await t.client().get('/assets/index-a1b2c3.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('caches sample images for 30 days and uploads for a year', async () => {
    expect((await t.client().get('/images/placeholder.svg')).headers['cache-control']).toBe(
      'public, max-age=2592000',
    );
    const upload = await t.client().get(`/uploads/products/${'a'.repeat(32)}.webp`);
    expect(upload.status).toBe(200);
    expect(upload.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.client().get('/uploads/products/missing.webp')).status).toBe(404);
    // The photos of return requests (decision 067): server-made names only, like product images.
    const returned = await t.client().get(`/uploads/returns/${'b'.repeat(32)}.webp`);
    expect(returned.status).toBe(200);
    expect(returned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.client().get('/uploads/returns/notes.txt')).status).toBe(404);
    expect((await t.client().get(`/uploads/returns/${'b'.repeat(32)}-320.webp`)).status).toBe(404);
  });

  it('answers unknown /api paths with JSON, not the page', async () => {
    const res = await t.client().get('/api/unknown/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found.' });
  });
});

describe('given no built storefront', () => {
  it('answers page requests with 503 and how to build it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-nodist-'));
    const t = await startTestApp({
      serveStatic: true,
      seed: false,
      config: { staticDir: path.join(root, 'dist'), uploadDir: path.join(root, 'uploads') },
    });
    try {
      const res = await t.client().get('/products');
      expect(res.status).toBe(503);
      expect(res.text).toBe(NOT_BUILT_MESSAGE);
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('given Stripe is configured', () => {
  it("allows Stripe's script, frame and API origins in the CSP", async () => {
    const t = await startTestApp({
      seed: false,
      config: {
        stripe: {
          secretKey: 'sk_test_x',
          publishableKey: 'pk_test_x',
          webhookSecret: 'whsec_x',
          apiBase: undefined,
        },
      },
    });
    try {
      // A document's CSP (an /api answer carries the API one, which allows nothing: decision 039).
      const csp = String((await t.client().get('/healthz')).headers['content-security-policy']);
      expect(csp).toContain('script-src https://js.stripe.com'.replace('script-src ', "script-src 'self' "));
      expect(csp).toContain('frame-src https://js.stripe.com https://*.stripe.com');
      expect(csp).toContain('connect-src');
      expect(csp).toContain('https://api.stripe.com');
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});
