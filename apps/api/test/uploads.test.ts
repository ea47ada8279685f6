/**
 * Image checks by content (ARCHITECTURE "Uploads"): the five accepted formats pass and come out
 * as WebP within MAX_IMAGE_SIDE; anything else, whatever its name, is refused.
 */
import sharp from 'sharp';
import { MAX_IMAGES, MAX_IMAGE_BYTES, MESSAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_SIDE,
  UploadError,
  processImage,
  processImages,
  sniffImageFormat,
} from '../src/platform/storage/images.ts';
import { imageKeyOf, imageUrlOf, planImages, uploadedKeysOf } from '../src/platform/storage/storage.ts';

const base = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 1, g: 2, b: 3 } } });

describe('given images in each accepted format', () => {
  it.each([
    ['jpeg', () => base().jpeg().toBuffer()],
    ['png', () => base().png().toBuffer()],
    ['webp', () => base().webp().toBuffer()],
    ['gif', () => base().gif().toBuffer()],
    ['avif', () => base().avif().toBuffer()],
  ] as const)(
    'recognises %s by its bytes and re-encodes it to WebP, at most 1600 px a side',
    async (format, make) => {
      const bytes = await make();
      expect(sniffImageFormat(bytes)).toBe(format);
      const out = await processImage(bytes);
      const meta = await sharp(out.data).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(out.width, out.height)).toBe(MAX_IMAGE_SIDE);
      expect([meta.width, meta.height]).toEqual([1600, 800]);
    },
  );
});

describe('given files that are not accepted images', () => {
  it.each([
    ['plain text', Buffer.from('hello, I am definitely a picture')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')],
    [
      'a truncated PNG',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
    ],
  ])('refuses %s with imageType (400)', async (_name, bytes) => {
    const error = await processImage(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ message: MESSAGES.server.imageType, statusCode: 400 });
  });

  it('refuses a TIFF, which sharp could decode but the shop does not accept', async () => {
    const tiff = await base().tiff().toBuffer();
    await expect(processImage(tiff)).rejects.toMatchObject({ message: MESSAGES.server.imageType });
  });

  it('refuses a file over MAX_IMAGE_BYTES with imageTooLarge (413) before decoding it', async () => {
    await expect(processImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toMatchObject({
      message: MESSAGES.server.imageTooLarge,
      statusCode: 413,
    });
  });

  it('refuses more than MAX_IMAGES files with tooManyImages', async () => {
    const one = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(processImages(Array.from({ length: MAX_IMAGES + 1 }, () => one))).rejects.toMatchObject({
      message: MESSAGES.server.tooManyImages,
    });
  });
});

describe('given stored image addresses', () => {
  it('maps only server-made upload names to storage keys, never sample images or odd paths', () => {
    const name = `${'a'.repeat(32)}.webp`;
    expect(
      uploadedKeysOf([
        `/uploads/products/${name}`,
        '/images/products/lamp.svg',
        '/uploads/products/../../etc/passwd',
        `/uploads/products/${'A'.repeat(32)}.webp`,
        `/uploads/products/${'a'.repeat(32)}.png`,
        `/uploads/other/${name}`,
        `https://cdn.example.com/uploads/products/${name}`,
      ]),
    ).toEqual([`products/${name}`]);
    expect(imageKeyOf('/uploads/products/x.webp')).toBeUndefined();
  });

  it('plans distinct 128-bit random names whose address and key map to each other', () => {
    const planned = planImages(50);
    expect(new Set(planned.map((p) => p.key)).size).toBe(50);
    for (const { key, url } of planned) {
      expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
      expect(imageUrlOf(key)).toBe(url);
      expect(imageKeyOf(url)).toBe(key);
    }
  });
});
