/**
 * Responsive variants of uploaded images ("Images", decision 035), with STORAGE=disk
 * and STORAGE=s3 (s3rver in this process) on PGlite:
 * - a 3000x2000 upload is stored at most 1600 px wide and in every width of IMAGE_WIDTHS as AVIF
 *   and WebP, each with the right size (sharp metadata), at the addresses the contract names;
 * - the variants are served like the original (GET, HEAD, immutable), with image/avif or
 *   image/webp; names the server does not make are 404;
 * - a narrow upload is never enlarged (its wider names hold its own size);
 * - replacing or deleting the images removes every variant.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageSources, imageVariantUrl, type Product } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/platform/config/index.ts';
import { IMMUTABLE } from '../src/platform/http/static.ts';
import { startTestApp, type FormFile, type TestApp, type TestClient } from './helpers.ts';

// s3rver ships no types: the part used here.
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const FORM = {
  name: 'Linen Armchair',
  price: '240.00',
  category: 'Furniture',
  tags: 'linen, armchair',
  description: 'A linen armchair.',
  detailedDescription: 'Oak frame, linen cover.',
  percentageOff: '0',
  itemsInStock: '2',
};

/** A `width` x `height` JPEG with a gradient and a few shapes (quick to encode, not flat). */
async function photo(width: number, height: number): Promise<FormFile> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff" opacity=".6"/>` +
      `<rect x="${width / 2}" y="${height / 5}" width="${width / 4}" height="${height / 2}" fill="#0f766e"/></svg>`,
  );
  const data = await sharp(svg).jpeg({ quality: 85 }).toBuffer();
  return { filename: `photo-${width}x${height}.jpg`, type: 'image/jpeg', data };
}

/** sharp's name for each variant format. */
const SHARP_FORMAT = { avif: 'heif', webp: 'webp' } as const;
const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp' } as const;

let s3rver: S3rverInstance;
let s3Dir: string;
let s3: S3Client;
let s3Endpoint: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'shop-s3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  s3.destroy();
  await s3rver.close();
  await rm(s3Dir, { recursive: true, force: true });
});

/** A backend's configuration and its keys (`products/<name>`), sorted. */
async function backendFor(
  kind: 'disk' | 's3',
): Promise<{ config: Partial<Config>; keys(): Promise<string[]>; dispose(): Promise<void> }> {
  if (kind === 'disk') {
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
    return {
      config: { storage: { kind: 'disk' }, uploadDir },
      keys: async () =>
        (await readdir(path.join(uploadDir, 'products')).catch(() => [] as string[]))
          .map((n) => `products/${n}`)
          .sort(),
      dispose: () => rm(uploadDir, { recursive: true, force: true }),
    };
  }
  const bucket = `images-${randomBytes(6).toString('hex')}`;
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config: {
      storage: {
        kind: 's3',
        bucket,
        endpoint: s3Endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
      },
    },
    keys: async () => {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    dispose: async () => {},
  };
}

/** The storage keys of the original at `url` and of its 8 variants, sorted. */
function keysOfImage(url: string): string[] {
  const all = [
    url,
    ...IMAGE_FORMATS.flatMap((f) => IMAGE_WIDTHS.map((w) => imageVariantUrl(url, w, f) ?? '')),
  ];
  return all.map((u) => u.replace(/^\/uploads\//, '')).sort();
}

describe.each(['disk', 's3'] as const)('given STORAGE=%s', (kind) => {
  let backend: Awaited<ReturnType<typeof backendFor>>;
  let t: TestApp;
  let seller: TestClient;
  let product: Product;

  beforeAll(async () => {
    backend = await backendFor(kind);
    t = await startTestApp({ config: backend.config, serveStatic: true });
    seller = t.client();
    expect((await seller.register()).res.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await backend.dispose();
  });

  describe('when a seller uploads a 3000x2000 photo', () => {
    let url: string;
    beforeAll(async () => {
      const res = await seller.postForm('/api/add-product/', FORM, [await photo(3000, 2000)]);
      expect(res.status).toBe(201);
      product = res.body.product as Product;
      url = product.images[0]?.image_url ?? '';
    });

    it('stores the original and every width in AVIF and WebP, nothing else', async () => {
      expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
      expect(await backend.keys()).toEqual(keysOfImage(url));
      expect(await backend.keys()).toHaveLength(1 + IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
    });

    it('serves every variant the contract names, with its type and its width (never above 1600)', async () => {
      const sources = imageSources(url) ?? [];
      expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      for (const format of IMAGE_FORMATS) {
        for (const width of IMAGE_WIDTHS) {
          const variant = imageVariantUrl(url, width, format) ?? '';
          expect(sources.some((s) => s.srcSet.includes(`${variant} ${width}w`))).toBe(true);
          const res = await t.app.inject({ method: 'GET', url: variant });
          expect([variant, res.statusCode]).toEqual([variant, 200]);
          expect(res.headers['content-type']).toBe(CONTENT_TYPE[format]);
          expect(res.headers['cache-control']).toBe(IMMUTABLE);
          expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
          const meta = await sharp(res.rawPayload).metadata();
          expect(meta.format).toBe(SHARP_FORMAT[format]);
          if (format === 'avif') expect(meta.compression).toBe('av1');
          // 3000x2000 is stored at 1600x1067; each variant keeps the 3:2 shape.
          expect([variant, meta.width, meta.height]).toEqual([variant, width, Math.round((width * 2) / 3)]);
          expect(meta.exif).toBeUndefined();

          const head = await t.app.inject({ method: 'HEAD', url: variant });
          expect(head.statusCode).toBe(200);
          expect(head.headers['content-type']).toBe(CONTENT_TYPE[format]);
          expect(head.rawPayload.length).toBe(0);
        }
      }
      const original = await t.app.inject({ method: 'GET', url });
      expect(original.headers['content-type']).toBe('image/webp');
      expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
    });

    it('answers 404 for variant-like names the server does not make', async () => {
      const stem = url.slice(0, -'.webp'.length);
      for (const odd of [
        `${stem}.avif`,
        `${stem}-500.webp`,
        `${stem}-640.png`,
        `${stem}-640.avif.bak`,
        `${stem}-0640.avif`,
        `${stem}-640-320.avif`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url: odd });
        expect([odd, res.statusCode]).toEqual([odd, 404]);
      }
    });

    it('removes every variant when the images are replaced', async () => {
      const res = await seller.postForm(`/api/customer-products/${product.id}/update/`, {}, [
        await photo(800, 600),
      ]);
      expect(res.status).toBe(200);
      product = res.body.product as Product;
      const now = product.images[0]?.image_url ?? '';
      expect(await backend.keys()).toEqual(keysOfImage(now));
      for (const old of keysOfImage(url)) {
        expect((await t.app.inject({ method: 'GET', url: `/uploads/${old}` })).statusCode).toBe(404);
      }
    });
  });

  describe('when the photo is narrower than a width', () => {
    it('stores that width at the photo\u2019s own size, never enlarged', async () => {
      const url = product.images[0]?.image_url ?? '';
      const sizes: Record<string, [number | undefined, number | undefined]> = {};
      for (const format of IMAGE_FORMATS) {
        for (const width of IMAGE_WIDTHS) {
          const res = await t.app.inject({ method: 'GET', url: imageVariantUrl(url, width, format) ?? '' });
          expect(res.statusCode).toBe(200);
          const meta = await sharp(res.rawPayload).metadata();
          sizes[`${width}.${format}`] = [meta.width, meta.height];
        }
      }
      expect(sizes).toEqual({
        '320.avif': [320, 240],
        '640.avif': [640, 480],
        '1024.avif': [800, 600],
        '1600.avif': [800, 600],
        '320.webp': [320, 240],
        '640.webp': [640, 480],
        '1024.webp': [800, 600],
        '1600.webp': [800, 600],
      });
    });
  });

  describe('when the listing is deleted', () => {
    it('removes the original and every variant', async () => {
      const res = await seller.delete(`/api/customer-products/${product.id}/delete/`);
      expect(res.status).toBe(200);
      expect(await backend.keys()).toEqual([]);
    });
  });
});
