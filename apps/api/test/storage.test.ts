/**
 * Product image storage: the same scenarios with STORAGE=disk and with STORAGE=s3
 * (s3rver in this process, a fresh bucket per suite), on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL:
 * - a listing's images land in the configured backend under server-made names, and a second app
 *   instance on the same database and store serves them (GET, HEAD, 304);
 * - names the server did not make answer 404, even when such an object exists;
 * - replacing and deleting remove the objects; a failed database write or a failed 2nd image
 *   write leaves no object behind;
 * - an unreachable or stalled S3 store answers 503 (reads and uploads) within its timeout;
 * - the storage interface itself: never overwrite, only server-made keys, cleanup of writeImages.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { MESSAGES, type Product } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config, StorageConfig } from '../src/platform/config/index.ts';
import { IMMUTABLE } from '../src/platform/http/static.ts';
import {
  type ImageStorage,
  StorageUnavailableError,
  imageFileKeys,
  planImages,
  writeImages,
} from '../src/platform/storage/storage.ts';
import { createImageStorage } from '../src/platform/storage/open-storage.ts';
import {
  TestClient,
  startTestApp,
  primaryDatabase,
  type FormFile,
  type TestApp,
  type TestDatabase,
} from './helpers.ts';

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

/** s3rver's fixed credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const NAME = /^\/uploads\/products\/[a-f0-9]{32}\.webp$/;

let s3rver: S3rverInstance;
let s3Dir: string;
let s3Endpoint: string;
let s3: S3Client;

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

/** A fresh bucket on s3rver and the STORAGE=s3 configuration naming it. */
async function newBucket(): Promise<Extract<StorageConfig, { kind: 's3' }>> {
  const bucket = `images-${randomBytes(6).toString('hex')}`;
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    kind: 's3',
    bucket,
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  };
}

/** One backend under test: its configuration and a way to look inside it. */
interface Backend {
  config: Pick<Config, 'storage' | 'uploadDir'>;
  /** Every key in the store (`products/<name>`), sorted. */
  keys(): Promise<string[]>;
  /** Puts a foreign object straight into the store (not through ImageStorage). */
  plant(key: string, bytes: Buffer): Promise<void>;
  dispose(): Promise<void>;
}

async function diskBackend(): Promise<Backend> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
  return {
    config: { storage: { kind: 'disk' }, uploadDir },
    keys: async () => {
      const names = await readdir(path.join(uploadDir, 'products')).catch(() => [] as string[]);
      return names.map((n) => `products/${n}`).sort();
    },
    plant: async (key, bytes) => {
      await mkdir(path.dirname(path.join(uploadDir, key)), { recursive: true });
      await writeFile(path.join(uploadDir, key), bytes);
    },
    dispose: () => rm(uploadDir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const storage = await newBucket();
  // A folder that must stay empty: with STORAGE=s3 nothing goes to disk.
  const uploadDir = path.join(os.tmpdir(), `shop-unused-uploads-${randomBytes(6).toString('hex')}`);
  return {
    config: { storage, uploadDir },
    keys: async () => {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    plant: async (key, bytes) => {
      await s3.send(new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: bytes }));
    },
    dispose: async () => {},
  };
}

const BACKENDS = { disk: diskBackend, s3: s3Backend } as const;

const FORM = {
  name: 'Walnut Shelf',
  price: '45.00',
  category: 'Furniture',
  tags: 'walnut, shelf',
  description: 'A walnut wall shelf.',
  detailedDescription: 'Solid walnut, 80 cm wide.',
  percentageOff: '0',
  itemsInStock: '3',
};

const png = (r: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r, g: 80, b: 160 } } })
    .png()
    .toBuffer();
const pngs = async (n: number): Promise<FormFile[]> =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      filename: `${i}.png`,
      type: 'image/png',
      data: await png(10 + i * 40),
    })),
  );

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
/** The keys of the images at `urls`: each original with its responsive variants (decision 035). */
const filesOf = (urls: string[]) => urls.flatMap((url) => imageFileKeys(keyOf(url))).sort();
const isImageFile = (key: string) => /\.(?:webp|avif)$/.test(key);

/** A client on `app` signed in with `from`'s session (sessions live in the shared database). */
function sameUserOn(app: FastifyInstance, from: TestClient): TestClient {
  const client = new TestClient(app);
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
}

/** A second app instance on `first`'s database (and its own storage client from `config`). */
async function secondInstance(
  first: TestApp,
  database: TestDatabase,
  config: Partial<Config>,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (database.name === 'postgres') {
    const second = await startTestApp({
      database,
      config: { ...config, databaseSchema: first.config.databaseSchema },
      seed: false,
      serveStatic: true,
    });
    return { app: second.app, close: second.close };
  }
  const app = await buildApp({ db: first.db, config: first.config, serveStatic: true });
  return { app, close: () => app.close() };
}

/** Products of the signed-in seller with `name`. */
async function productsNamed(client: TestClient, name: string): Promise<Product[]> {
  const res = await client.get('/api/customer-products/');
  expect(res.status).toBe(200);
  return (res.body.products as Product[]).filter((p) => p.name === name);
}

describe.each(primaryDatabase)('product images on $name', (database) => {
  describe.each(['disk', 's3'] as const)('with STORAGE=%s', (kind) => {
    let backend: Backend;
    let a: TestApp;
    let b: { app: FastifyInstance; close(): Promise<void> };
    let seller: TestClient;
    let product: Product;

    beforeAll(async () => {
      backend = await BACKENDS[kind]();
      a = await startTestApp({ database, config: backend.config, serveStatic: true });
      b = await secondInstance(a, database, backend.config);
      seller = a.client();
      expect((await seller.register()).res.status).toBe(201);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
      await backend.dispose();
    });

    it('stores a new listing\u2019s images under server-made names in the configured backend only', async () => {
      const res = await seller.postForm('/api/add-product/', FORM, await pngs(2));
      expect(res.status).toBe(201);
      product = res.body.product as Product;
      const urls = product.images.map((i) => i.image_url);
      expect(urls).toHaveLength(2);
      for (const url of urls) expect(url).toMatch(NAME);
      expect(await backend.keys()).toEqual(filesOf(urls));
      if (kind === 's3') {
        const onDisk = await readdir(backend.config.uploadDir).catch(() => []);
        expect(onDisk).toEqual([]);
      }
    });

    it('serves every image from a second app instance sharing the database and the store', async () => {
      for (const image of product.images) {
        const fromA = await a.app.inject({ method: 'GET', url: image.image_url });
        const res = await b.app.inject({ method: 'GET', url: image.image_url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.equals(fromA.rawPayload)).toBe(true);
        expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
        const etag = String(res.headers.etag);
        expect(etag).not.toBe('undefined');

        const head = await b.app.inject({ method: 'HEAD', url: image.image_url });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-length']).toBe(res.headers['content-length']);
        expect(head.headers['content-type']).toBe('image/webp');
        expect(head.rawPayload.length).toBe(0);

        const again = await b.app.inject({
          method: 'GET',
          url: image.image_url,
          headers: { 'if-none-match': etag },
        });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      }
    });

    it('answers 404 Not found for names the server did not make, even when such an object exists', async () => {
      const hex = randomBytes(16).toString('hex');
      await backend.plant('products/readme.txt', Buffer.from('not an upload'));
      await backend.plant(`products/${hex}.png`, await png(1));
      const urls = [
        `/uploads/products/${randomBytes(16).toString('hex')}.webp`, // well-formed, absent
        '/uploads/products/readme.txt',
        `/uploads/products/${hex}.png`,
        `/uploads/products/${hex.toUpperCase()}.webp`,
        `/uploads/products/${hex.slice(1)}.webp`,
        `/uploads/products/${hex}.webp.bak`,
        `/uploads/${hex}.webp`,
        `/uploads/products/..%2f..%2fetc%2fpasswd`,
        `/uploads/products/${keyOf(product.images[0]?.image_url ?? '').slice(9)}/x`,
      ];
      for (const app of [a.app, b.app]) {
        for (const url of urls) {
          for (const method of ['GET', 'HEAD'] as const) {
            const res = await app.inject({ method, url });
            expect([url, method, res.statusCode]).toEqual([url, method, 404]);
            if (method === 'GET') expect(res.body).toBe('Not found');
          }
        }
      }
    });

    it('replacing the images through the second instance removes the old objects', async () => {
      const onB = sameUserOn(b.app, seller);
      const old = product.images.map((i) => i.image_url);
      const res = await onB.postForm(`/api/customer-products/${product.id}/update/`, {}, await pngs(1));
      expect(res.status).toBe(200);
      product = res.body.product as Product;
      const now = product.images.map((i) => i.image_url);
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(old[0]);
      expect((await backend.keys()).filter(isImageFile)).toEqual(filesOf(now));
      for (const url of old) expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await a.app.inject({ method: 'GET', url: now[0] ?? '' })).statusCode).toBe(200);
    });

    it('deleting the listing removes its objects; both instances answer 404 for them', async () => {
      const url = product.images[0]?.image_url ?? '';
      const res = await seller.delete(`/api/customer-products/${product.id}/delete/`);
      expect(res.status).toBe(200);
      expect((await backend.keys()).filter(isImageFile)).toEqual([]);
      expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('a listing whose database write fails after its images were stored leaves no object behind', async () => {
      const before = await backend.keys();
      await a.db.execute(sql`
        CREATE OR REPLACE FUNCTION refuse_exploding_product() RETURNS trigger AS $$
        BEGIN
          IF NEW.name = 'Exploding Shelf' THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await a.db.execute(sql`
        CREATE TRIGGER refuse_exploding_product BEFORE INSERT ON products
        FOR EACH ROW EXECUTE FUNCTION refuse_exploding_product()`);
      try {
        const res = await seller.postForm(
          '/api/add-product/',
          { ...FORM, name: 'Exploding Shelf' },
          await pngs(3),
        );
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ success: false, error: 'Internal server error' });
      } finally {
        await a.db.execute(sql`DROP TRIGGER refuse_exploding_product ON products`);
        await a.db.execute(sql`DROP FUNCTION refuse_exploding_product()`);
      }
      expect(await backend.keys()).toEqual(before);
      expect(await productsNamed(seller, 'Exploding Shelf')).toEqual([]);
    });

    it('a listing whose 2nd image cannot be stored leaves no object and no row behind', async () => {
      const real = await createImageStorage(backend.config);
      const calls = { put: 0, removed: [] as string[] };
      const failing: ImageStorage = {
        ...real,
        put: async (key, bytes, type) => {
          calls.put += 1;
          if (calls.put === 2) throw new Error('the store broke on the 2nd image');
          await real.put(key, bytes, type);
        },
        remove: async (keys) => {
          calls.removed.push(...keys);
          await real.remove(keys);
        },
      };
      const app = await buildApp({ db: a.db, config: a.config, storage: failing, serveStatic: false });
      try {
        const before = await backend.keys();
        const client = sameUserOn(app, seller);
        const res = await client.postForm(
          '/api/add-product/',
          { ...FORM, name: 'Half Stored' },
          await pngs(3),
        );
        expect(res.status).toBe(500);
        expect(calls.put).toBe(2);
        expect(calls.removed).toHaveLength(1);
        expect(await backend.keys()).toEqual(before);
        expect(await productsNamed(seller, 'Half Stored')).toEqual([]);
      } finally {
        await app.close();
        await real.close();
      }
    });

    describe('the ImageStorage itself', () => {
      let storage: ImageStorage;
      beforeAll(async () => {
        storage = await createImageStorage(backend.config);
      });
      afterAll(() => storage.close());

      it('puts, reads and removes an object; a second remove and a missing key are fine', async () => {
        const [image] = planImages(1);
        const key = image?.key ?? '';
        const bytes = await png(200);
        await storage.put(key, bytes, 'image/webp');
        const found = await storage.get(key);
        expect(found).toMatchObject({ size: bytes.length, contentType: 'image/webp', notModified: false });
        const chunks: Buffer[] = [];
        for await (const chunk of found?.body ?? []) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
        expect((await storage.get(key, { head: true }))?.body).toBeUndefined();
        await storage.remove([key]);
        await storage.remove([key]);
        expect(await storage.get(key)).toBeUndefined();
        expect(await backend.keys()).not.toContain(key);
      });

      it('refuses to write, read or delete keys it did not make', async () => {
        for (const key of ['products/readme.txt', '../escape.webp', `products/../${'a'.repeat(32)}.webp`])
          await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/server-made/);
        await backend.plant('products/keep.txt', Buffer.from('keep me'));
        expect(await storage.get('products/keep.txt')).toBeUndefined();
        await storage.remove(['products/keep.txt']);
        expect(await backend.keys()).toContain('products/keep.txt');
      });

      it('writeImages removes the images already written when image k of n fails', async () => {
        const before = await backend.keys();
        const planned = planImages(3);
        let puts = 0;
        const third: ImageStorage = {
          ...storage,
          put: async (key, bytes, type) => {
            if (++puts === 3) throw new Error('third write fails');
            await storage.put(key, bytes, type);
          },
        };
        const data = await Promise.all([png(1), png(2), png(3)]);
        await expect(writeImages(third, planned, data)).rejects.toThrow('third write fails');
        expect(await backend.keys()).toEqual(before);
      });

      if (kind === 'disk') {
        it('never overwrites an existing file (flag wx)', async () => {
          const [image] = planImages(1);
          const key = image?.key ?? '';
          await storage.put(key, Buffer.from('first'), 'image/webp');
          await expect(storage.put(key, Buffer.from('second'), 'image/webp')).rejects.toMatchObject({
            code: 'EEXIST',
          });
          const found = await storage.get(key);
          const chunks: Buffer[] = [];
          for await (const chunk of found?.body ?? []) chunks.push(chunk as Buffer);
          expect(Buffer.concat(chunks).toString()).toBe('first');
          await storage.remove([key]);
        });
      }
    });
  });
});

/** An HTTP server standing in for S3 that answers every request with `answer`. */
async function fakeS3(
  answer: (method: string, headers: IncomingHttpHeaders) => { status: number; body?: string },
): Promise<{
  endpoint: string;
  seen: { method: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}> {
  const seen: { method: string; headers: IncomingHttpHeaders }[] = [];
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers });
      const { status, body } = answer(req.method ?? '', req.headers);
      res.writeHead(status, { 'content-type': 'application/xml' }).end(body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const s3Error = (code: string) =>
  `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

describe('given an S3 store and conditional writes', () => {
  const storageFor = (endpoint: string) =>
    createImageStorage({
      uploadDir: os.tmpdir(),
      storage: {
        kind: 's3',
        bucket: 'images',
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
      },
    });

  it('sends If-None-Match: * and refuses to overwrite when the store answers 412', async () => {
    const fake = await fakeS3(() => ({ status: 412, body: s3Error('PreconditionFailed') }));
    const storage = await storageFor(fake.endpoint);
    try {
      const [image] = planImages(1);
      const error = await storage
        .put(image?.key ?? '', Buffer.from('x'), 'image/webp')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(StorageUnavailableError);
      expect((error as Error).message).toMatch(/already exists/);
      expect(fake.seen[0]?.headers['if-none-match']).toBe('*');
      expect(fake.seen).toHaveLength(1);
    } finally {
      await storage.close();
      await fake.close();
    }
  });

  it('falls back to plain puts (random names) when the store does not implement them (501)', async () => {
    const fake = await fakeS3((_method, headers) =>
      headers['if-none-match'] === undefined
        ? { status: 200 }
        : { status: 501, body: s3Error('NotImplemented') },
    );
    const storage = await storageFor(fake.endpoint);
    try {
      const [first, second] = planImages(2);
      await storage.put(first?.key ?? '', Buffer.from('x'), 'image/webp');
      await storage.put(second?.key ?? '', Buffer.from('y'), 'image/webp');
      expect(fake.seen.map((s) => s.headers['if-none-match'] ?? 'none')).toEqual(['*', 'none', 'none']);
    } finally {
      await storage.close();
      await fake.close();
    }
  });
});

/** A port nothing listens on (opened, then closed). */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP server that accepts connections and never answers. */
async function stalledServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(primaryDatabase)('given an S3 store that is down or stalled, on $name', (database) => {
  let t: TestApp;
  let stalled: { port: number; close(): Promise<void> };
  const logLines: string[] = [];
  const credentials = { accessKeyId: 'AKIDNEVERLOGGED42', secretAccessKey: 'secret-never-logged-0123456789' };
  const s3At = (port: number): Extract<StorageConfig, { kind: 's3' }> => ({
    kind: 's3',
    bucket: 'images',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  });

  beforeAll(async () => {
    t = await startTestApp({
      database,
      config: { storage: s3At(await closedPort()), logLevel: 'info' },
      serveStatic: true,
      logStream: { write: (line) => logLines.push(line) },
    });
    stalled = await stalledServer();
  });
  afterAll(async () => {
    await t.close();
    await stalled.close();
  });

  /** Runs the checks on `app`, each answering 503 within `withinMs`. */
  async function expectUnavailable(app: FastifyInstance, withinMs: number) {
    const url = `/uploads/products/${randomBytes(16).toString('hex')}.webp`;
    for (const method of ['GET', 'HEAD'] as const) {
      const started = Date.now();
      const res = await app.inject({ method, url });
      expect(Date.now() - started).toBeLessThan(withinMs);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const seller = new TestClient(app);
    expect((await seller.register()).res.status).toBe(201);
    const started = Date.now();
    const res = await seller.postForm('/api/add-product/', { ...FORM, name: 'Never Stored' }, await pngs(2));
    expect(Date.now() - started).toBeLessThan(withinMs + 1000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ success: false, error: MESSAGES.server.unavailable });
    expect(await productsNamed(seller, 'Never Stored')).toEqual([]);
  }

  it('answers 503 for images and uploads when nothing listens (connection refused)', async () => {
    await expectUnavailable(t.app, 5000);
    const warnings = logLines.filter((line) => line.includes('image storage unavailable'));
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(warnings.join('\n')).toContain('ECONNREFUSED');
    for (const secret of Object.values(credentials)) expect(logLines.join('\n')).not.toContain(secret);
  });

  it('answers 503 within the timeout, not a hang, when the store accepts and never answers', async () => {
    const storage = await createImageStorage(
      { uploadDir: os.tmpdir(), storage: s3At(stalled.port) },
      { timeoutMs: 400 },
    );
    const app = await buildApp({ db: t.db, config: t.config, storage, serveStatic: true });
    try {
      await expectUnavailable(app, 2500);
    } finally {
      await app.close();
      await storage.close();
    }
  });
});
