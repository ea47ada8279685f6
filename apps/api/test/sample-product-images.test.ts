/**
 * The sample catalogue's pictures (decision 049): scripts/product-drawings.mjs draws each of the
 * 30 sample products as its own still life, with no text in it, all 800 x 600 (4:3); the files
 * committed under apps/storefront/public/images are that generator's output, and their AVIF/WebP
 * variants (decision 035) have the same aspect ratio.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath } from '@shop/contract';
import { CATALOGUE } from '@shop/sample-catalogue/catalogue.ts';
import { describe, expect, it } from 'vitest';
import { DRAWINGS, HEIGHT, WIDTH, productSvg } from '../../../scripts/product-drawings.mjs';

const imagesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../storefront/public/images',
);
const productFiles = CATALOGUE.flatMap((entry, i) =>
  Array.from({ length: entry.imageCount }, (_, k) => ({
    entry,
    n: k + 1,
    file: `products/p${i + 1}-${k + 1}.svg`,
  })),
);
const tileFiles = readdirSync(path.join(imagesDir, 'categories'))
  .filter((name) => name.endsWith('.svg'))
  .map((name) => `categories/${name}`);
const read = (rel: string) => readFileSync(path.join(imagesDir, rel), 'utf8');

/** Markup that would put words into a picture: text, foreign html, fonts. */
const TEXT_MARKUP = /<text\b|<tspan\b|<textPath\b|<foreignObject\b|font-family|@font-face/i;

/** The width and height attributes of an SVG's root element. */
function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return {
    width: Number(/\bwidth="(\d+)"/.exec(root)?.[1]),
    height: Number(/\bheight="(\d+)"/.exec(root)?.[1]),
  };
}

describe('the sample product pictures', () => {
  it('have a drawing for every sample product', () => {
    expect(CATALOGUE.filter((entry) => !(entry.name in DRAWINGS)).map((e) => e.name)).toEqual([]);
  });

  it('contain no text', () => {
    const files = [...productFiles.map((f) => f.file), ...tileFiles];
    expect(files.filter((rel) => TEXT_MARKUP.test(read(rel)))).toEqual([]);
    for (const entry of CATALOGUE) expect(productSvg(entry.name)).not.toMatch(TEXT_MARKUP);
  });

  it('never give two products the same drawing', () => {
    const markup = CATALOGUE.map((entry) => productSvg(entry.name).replace(/aria-label="[^"]*"/, ''));
    expect(new Set(markup).size).toBe(CATALOGUE.length);
    const files = productFiles.map((f) => read(f.file).replace(/aria-label="[^"]*"/, ''));
    expect(new Set(files).size).toBe(productFiles.length);
  });

  it('never give two products pictures that look alike', async () => {
    // 32 x 24 grey thumbnails: the mean difference of any two products' first pictures is well
    // above what a recoloured or slightly moved copy of one drawing would give.
    const thumbs = await Promise.all(
      CATALOGUE.map((entry) =>
        sharp(Buffer.from(productSvg(entry.name)))
          .resize(32, 24)
          .greyscale()
          .raw()
          .toBuffer(),
      ),
    );
    const alike: string[] = [];
    thumbs.forEach((a, i) =>
      thumbs.slice(i + 1).forEach((b, k) => {
        const diff = a.reduce((sum, v, p) => sum + Math.abs(v - (b[p] ?? 0)), 0) / a.length;
        if (diff < 4) alike.push(`${CATALOGUE[i]?.name} ~ ${CATALOGUE[i + 1 + k]?.name}`);
      }),
    );
    expect(alike).toEqual([]);
  });

  it('are all one aspect ratio, 4:3 (800 x 600)', () => {
    expect(WIDTH / HEIGHT).toBe(4 / 3);
    const sizes = [...productFiles.map((f) => f.file), ...tileFiles].map((rel) => ({
      rel,
      ...svgSize(read(rel)),
    }));
    expect(sizes.filter((s) => s.width !== WIDTH || s.height !== HEIGHT)).toEqual([]);
  });

  it('are committed as the generator draws them', () => {
    const stale = productFiles.filter(({ entry, n, file }) => read(file) !== productSvg(entry.name, n));
    expect(stale.map((f) => f.file)).toEqual([]);
  });

  it('have every AVIF and WebP variant in the same aspect ratio', async () => {
    const wrong: string[] = [];
    for (const rel of [...productFiles.map((f) => f.file), ...tileFiles]) {
      for (const format of IMAGE_FORMATS) {
        for (const width of IMAGE_WIDTHS) {
          const file = imageVariantPath(path.join(imagesDir, rel), width, format);
          const meta = await sharp(file).metadata();
          if (meta.width !== width || meta.height !== (width * HEIGHT) / WIDTH) {
            wrong.push(`${path.basename(file)} ${meta.width}x${meta.height}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
