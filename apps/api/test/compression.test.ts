/**
 * A cached answer is compressed once per encoding, not once per request
 * (http/compression.ts memoizedZlib, given to @fastify/compress).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoizedZlib } from '../src/platform/http/compression.ts';
import { startTestApp, type TestApp } from './helpers.ts';

describe('given the memoized compressors', () => {
  it('compress a Buffer once per encoding and give the same bytes again; another Buffer anew', () => {
    const compressors = memoizedZlib();
    const page = Buffer.from(JSON.stringify({ products: Array.from({ length: 50 }, (_, id) => ({ id })) }));
    const gzip = compressors.gzipSync(page);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(compressors.gzipSync(page)).toBe(gzip);
    // Kept at its own size, not as a slice of zlib's 16 KiB chunk.
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    expect(compressors.computed).toBe(1);
    const brotli = compressors.brotliCompressSync(page);
    expect(brotliDecompressSync(brotli).equals(page)).toBe(true);
    expect(inflateSync(compressors.deflateSync(page)).equals(page)).toBe(true);
    expect(compressors.computed).toBe(3);
    // The same text in another Buffer (a fresh answer) is compressed again.
    const again = Buffer.from(page);
    expect(gunzipSync(compressors.gzipSync(again)).equals(page)).toBe(true);
    expect(compressors.computed).toBe(4);
    // Strings are compressed every time.
    compressors.gzipSync('text');
    compressors.gzipSync('text');
    expect(compressors.computed).toBe(6);
  });
});

describe('given the shop with the catalogue cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { catalogueCacheMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('sends a cached page compressed inline (with Content-Length, the remembered path), the same bytes each time', async () => {
    const url = '/api/products/?page=1';
    const plain = await t.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const second = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-length']).toBe(String(first.rawPayload.length));
  });
});
