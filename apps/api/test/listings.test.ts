/**
 * Seller listings and uploads (spec sections 2, 3, 6, 7; ARCHITECTURE "Uploads") on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  MESSAGES,
  type Product,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFileKeys } from '../src/platform/storage/storage.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';

const FORM = {
  name: 'Oak Bedside Table',
  price: '89.99',
  category: 'Furniture',
  tags: 'oak, bedroom, table',
  description: 'A solid oak bedside table with one drawer.',
  detailedDescription: 'Hand-finished solid oak, soft-close drawer, 55 cm high.',
  percentageOff: '20',
  itemsInStock: '5',
  onSale: 'true',
  specialOffer: 'false',
  suspend: 'false',
  inStock: 'true',
  featured: 'true',
  popular: 'true',
  new: 'true',
  bullet_1: 'Solid oak',
  bullet_2: '',
  bullet_3: 'Soft-close drawer',
};

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
/** A JPEG that carries EXIF (camera make, orientation 6 = rotate 90°). */
const jpegWithExif = () =>
  sharp({ create: { width: 60, height: 20, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Spy 3000' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

async function files(dir: string): Promise<string[]> {
  try {
    return await readdir(path.join(dir, 'products'));
  } catch {
    return [];
  }
}

describe.each(primaryDatabase)('seller listings on $name', (database) => {
  let t: TestApp;
  let uploadDir: string;
  let seller: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
    t = await startTestApp({ database, config: { uploadDir }, serveStatic: true });
    seller = t.client();
    await seller.register();
    other = t.client();
    await other.register();
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('given a seller adding a product with two real images', () => {
    let product: Product;
    let source: Buffer;
    beforeAll(async () => {
      source = await jpegWithExif();
      const res = await seller.postForm('/api/add-product/', FORM, [
        { filename: 'front.png', type: 'image/png', data: await png() },
        { filename: 'side.jpg', type: 'image/jpeg', data: source },
      ]);
      expect(res.status).toBe(201);
      product = res.body.product as Product;
    });

    it('stores the fields, pounds, flags and non-empty bullets in order', () => {
      expect(product).toMatchObject({
        name: 'Oak Bedside Table',
        price: 89.99,
        category: 'Furniture',
        onSale: true,
        specialOffer: false,
        salePrice: 71.99,
        percentageOff: 20,
        itemsInStock: 5,
        inStock: true,
        new: true,
      });
      expect(product.bullet_points.map((b) => b.text)).toEqual(['Solid oak', 'Soft-close drawer']);
    });

    it('re-encodes both images to WebP under server-made names in UPLOAD_DIR', async () => {
      expect(product.images).toHaveLength(2);
      for (const image of product.images)
        expect(image.image_url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
      expect(product.imageUrl).toBe(product.images[0]?.image_url);
      // Each original with its responsive variants (decision 035).
      expect((await files(uploadDir)).sort()).toEqual(
        product.images
          .flatMap((i) => imageFileKeys(`products/${path.basename(i.image_url)}`))
          .map((key) => path.basename(key))
          .sort(),
      );
    });

    it('serves an image with long cache headers, stripped of EXIF and auto-rotated', async () => {
      expect(source.includes(Buffer.from('SecretCam'))).toBe(true);
      expect((await sharp(source).metadata()).orientation).toBe(6);
      const url = product.images[1]?.image_url ?? '';
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      // 60x20 with orientation 6 is stored upright as 20x60.
      expect([meta.width, meta.height]).toEqual([20, 60]);
    });

    it('lists it first among the seller\u2019s own products', async () => {
      const res = await seller.get('/api/customer-products/');
      expect(res.status).toBe(200);
      expect((res.body.products as Product[])[0]?.id).toBe(product.id);
    });

    it('refuses another user reading, updating or deleting it (403), and changes nothing', async () => {
      expect((await other.get(`/api/customer-products/${product.id}/`)).status).toBe(403);
      const update = await other.postForm(`/api/customer-products/${product.id}/update/`, {
        ...FORM,
        name: 'Stolen',
      });
      expect(update.status).toBe(403);
      expect((await other.delete(`/api/customer-products/${product.id}/delete/`)).status).toBe(403);
      const mine = await seller.get(`/api/customer-products/${product.id}/`);
      expect((mine.body.product as Product).name).toBe('Oak Bedside Table');
      expect(await files(uploadDir)).toHaveLength(2 * (1 + IMAGE_WIDTHS.length * IMAGE_FORMATS.length));
    });

    it('answers 404 Product not found for an unknown id', async () => {
      const res = await seller.get('/api/customer-products/999999/');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MESSAGES.products.notFound);
    });
  });

  describe('given an upload that is not what it claims', () => {
    it('refuses a text file named .png (400 imageType) and leaves no row and no file', async () => {
      const before = await files(uploadDir);
      const listed = (await seller.get('/api/customer-products/')).body.products as Product[];
      const res = await seller.postForm('/api/add-product/', { ...FORM, name: 'Fake image product' }, [
        { filename: 'real.png', type: 'image/png', data: await png() },
        {
          filename: 'photo.png',
          type: 'image/png',
          data: Buffer.from('this is plain text, not a picture at all'),
        },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.imageType });
      expect(await files(uploadDir)).toEqual(before);
      const after = (await seller.get('/api/customer-products/')).body.products as Product[];
      expect(after).toHaveLength(listed.length);
    });

    it('refuses an SVG even when sent as image/png', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      const res = await seller.postForm('/api/add-product/', FORM, [
        { filename: 'x.png', type: 'image/png', data: svg },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.server.imageType);
    });

    it('refuses a file over MAX_IMAGE_BYTES with imageTooLarge', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
      const res = await seller.postForm('/api/add-product/', FORM, [
        { filename: 'big.png', type: 'image/png', data: big },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.imageTooLarge });
    });

    it('refuses more than MAX_IMAGES images with tooManyImages and stores none', async () => {
      const before = await files(uploadDir);
      const image = await png(8, 8);
      const many = Array.from({ length: MAX_IMAGES + 1 }, (_, i) => ({
        filename: `${i}.png`,
        type: 'image/png',
        data: image,
      }));
      const res = await seller.postForm('/api/add-product/', { ...FORM, name: 'Too many' }, many);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.tooManyImages });
      expect(await files(uploadDir)).toEqual(before);
    });
  });

  describe('given invalid form fields', () => {
    it('answers 400 naming the field for a bad price', async () => {
      const res = await seller.postForm('/api/add-product/', { ...FORM, price: 'cheap' });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(String(res.body.error)).toContain('price');
    });

    it('answers 400 for a category outside the list', async () => {
      const res = await seller.postForm('/api/add-product/', { ...FORM, category: 'Spaceships' });
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toContain('category');
    });

    it('answers 400 for a JSON body instead of a form', async () => {
      const res = await seller.post('/api/add-product/', FORM);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });

    it('applies the spec\u2019s flag defaults when flags are missing', async () => {
      const {
        onSale: _a,
        specialOffer: _b,
        suspend: _c,
        inStock: _d,
        featured: _e,
        popular: _f,
        new: _g,
        ...rest
      } = FORM;
      const res = await seller.postForm('/api/add-product/', { ...rest, name: 'Defaults' });
      expect(res.status).toBe(201);
      expect(res.body.product).toMatchObject({
        onSale: false,
        specialOffer: false,
        suspend: false,
        inStock: true,
        featured: true,
        popular: true,
        new: true,
        salePrice: null,
      });
    });
  });

  describe('given the seller updating and deleting their product', () => {
    it('replaces the fields sent, keeps the images when none are sent, and replaces them when some are', async () => {
      const created = await seller.postForm('/api/add-product/', { ...FORM, name: 'Lamp' }, [
        { filename: 'a.png', type: 'image/png', data: await png() },
      ]);
      const product = created.body.product as Product;
      const oldFile = path.basename(product.images[0]?.image_url ?? '');

      const noImages = await seller.postForm(`/api/customer-products/${product.id}/update/`, {
        productId: String(product.id),
        name: 'Brass Lamp',
        price: '45',
        suspend: 'true',
      });
      expect(noImages.status).toBe(200);
      const kept = noImages.body.product as Product;
      expect(kept).toMatchObject({ name: 'Brass Lamp', price: 45, suspend: true, category: 'Furniture' });
      expect(kept.images).toEqual(product.images);
      expect(kept.bullet_points.map((b) => b.text)).toEqual(['Solid oak', 'Soft-close drawer']);

      const withImages = await seller.postForm(
        `/api/customer-products/${product.id}/update/`,
        { bullet_1: 'Brass body' },
        [{ filename: 'b.png', type: 'image/png', data: await png(20, 20) }],
      );
      expect(withImages.status).toBe(200);
      const replaced = withImages.body.product as Product;
      expect(replaced.images).toHaveLength(1);
      expect(replaced.images[0]?.image_url).not.toBe(product.images[0]?.image_url);
      expect(replaced.bullet_points.map((b) => b.text)).toEqual(['Brass body']);
      expect(await files(uploadDir)).not.toContain(oldFile);

      const listed = (await seller.get('/api/customer-products/')).body.products as Product[];
      expect(listed.find((p) => p.id === product.id)?.suspend).toBe(true);
      const publicView = await t.client().get(`/api/products/${product.id}/`);
      expect(publicView.status).toBe(404);

      const mismatch = await seller.postForm(`/api/customer-products/${product.id}/update/`, {
        productId: '1',
      });
      expect(mismatch.status).toBe(400);

      const del = await seller.delete(`/api/customer-products/${product.id}/delete/`);
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ success: true });
      expect(await files(uploadDir)).not.toContain(path.basename(replaced.images[0]?.image_url ?? ''));
      expect((await seller.get(`/api/customer-products/${product.id}/`)).status).toBe(404);
    });
  });
});
