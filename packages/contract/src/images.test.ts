/**
 * The responsive-image rule (decision 035): which addresses have variants, and their names.
 */
import { describe, expect, it } from 'vitest';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  hasImageVariants,
  imageSources,
  imageSrcSet,
  imageVariantPath,
  imageVariantPaths,
  imageVariantUrl,
} from './images.ts';

const HEX = '0123456789abcdef0123456789abcdef';
const UPLOAD = `/uploads/products/${HEX}.webp`;

describe('given an uploaded image address', () => {
  it('names each variant next to the original: <hex>-<width>.<format>', () => {
    expect(imageVariantUrl(UPLOAD, 640, 'avif')).toBe(`/uploads/products/${HEX}-640.avif`);
    expect(imageVariantUrl(UPLOAD, 1600, 'webp')).toBe(`/uploads/products/${HEX}-1600.webp`);
  });

  it('gives a srcset with every width and its w descriptor, ascending', () => {
    expect(imageSrcSet(UPLOAD, 'avif')).toBe(
      [320, 640, 1024, 1600].map((w) => `/uploads/products/${HEX}-${w}.avif ${w}w`).join(', '),
    );
  });

  it('gives an AVIF source before a WebP one', () => {
    expect(imageSources(UPLOAD)).toEqual([
      { type: 'image/avif', srcSet: imageSrcSet(UPLOAD, 'avif') },
      { type: 'image/webp', srcSet: imageSrcSet(UPLOAD, 'webp') },
    ]);
  });
});

describe('given a sample-catalogue address', () => {
  it.each([
    ['/images/products/p1-1.svg', '/images/products/p1-1-320.webp'],
    ['/images/products/p30-2.svg', '/images/products/p30-2-320.webp'],
    ['/images/categories/home-kitchen.svg', '/images/categories/home-kitchen-320.webp'],
    ['/images/hero.svg', '/images/hero-320.webp'],
  ])('maps %s to its raster variants (%s)', (url, smallest) => {
    expect(imageVariantUrl(url, 320, 'webp')).toBe(smallest);
  });
});

describe('given an address without variants', () => {
  it.each([
    ['the placeholder', '/images/placeholder.svg'],
    ['a blob preview', 'blob:http://localhost/2f1c8c2e-4b7a-4d7e-9b1a-1a2b3c4d5e6f'],
    ['a data URL', 'data:image/svg+xml,%3Csvg%3E'],
    ['a foreign URL', `https://cdn.example.com/uploads/products/${HEX}.webp`],
    ['a protocol-relative URL', `//cdn.example.com/uploads/products/${HEX}.webp`],
    ['an upload with a short name', '/uploads/products/abc.webp'],
    ['an upload in upper case', `/uploads/products/${HEX.toUpperCase()}.webp`],
    ['a variant itself', `/uploads/products/${HEX}-640.webp`],
    ['a path that climbs', '/images/products/../placeholder.svg'],
    ['a query string', '/images/products/p1-1.svg?v=2'],
    ['a JPEG', '/images/products/p1-1.jpg'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('%s gives null', (_name, url) => {
    expect(hasImageVariants(url)).toBe(false);
    expect(imageVariantUrl(url, 640, 'avif')).toBeNull();
    expect(imageSrcSet(url, 'webp')).toBeNull();
    expect(imageSources(url)).toBeNull();
  });
});

describe('given a storage key', () => {
  it('lists every width in every format, 8 paths', () => {
    const paths = imageVariantPaths(`products/${HEX}.webp`);
    expect(paths).toHaveLength(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
    expect(paths).toContain(`products/${HEX}-320.avif`);
    expect(paths).toContain(`products/${HEX}-1600.webp`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('refuses a path without an extension', () => {
    expect(() => imageVariantPath('products/noext', 320, 'webp')).toThrow(/extension/);
    expect(() => imageVariantPath('a.b/noext', 320, 'webp')).toThrow(/extension/);
  });
});
