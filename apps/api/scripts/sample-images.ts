/**
 * Rasterises the sample catalogue's pictures into the responsive variants ("Images",
 * docs/decisions/035): every SVG under apps/storefront/public/images/products/ and categories/,
 * and hero.svg (not placeholder.svg, which has no variants), in every width of the contract's
 * IMAGE_WIDTHS as AVIF and WebP, next to it under the name the contract gives
 * (`imageVariantPath`: products/p1-1.svg -> products/p1-1-640.avif). The SVG is drawn at each
 * width (vector: sharp at a matching density, so text stays crisp). AVIF uses the upload
 * encoder's quality (src/platform/storage/images.ts) with a higher effort, since this runs once, offline;
 * WebP, the fallback that only browsers without AVIF fetch, a lower quality than uploads (75
 * instead of 82: these flat drawings show no difference, and it keeps the 448 committed files
 * under 4 MB; decision 035). The files are committed (public/ serves them to the shop, the
 * mocks and Storybook).
 *
 * Run: `pnpm --filter @shop/api exec tsx scripts/sample-images.ts [--force] [--format=avif|webp]`
 * after `scripts/generate-product-images.mjs`. Without --force an SVG whose variants are all
 * newer than it is skipped; --format limits the run to one format. Prints the bytes per width
 * and format and the total.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageVariantPath,
  type ImageVariantFormat,
  type ImageWidth,
} from '@shop/contract';
import { AVIF_QUALITY } from '../src/platform/storage/images.ts';

/** AVIF effort for the committed sample files (sharp's default; uploads use AVIF_EFFORT). */
const SAMPLE_AVIF_EFFORT = 4;
/** WebP quality of the committed sample files (uploads use WEBP_QUALITY; see the module note). */
const SAMPLE_WEBP_QUALITY = 75;

const imagesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../storefront/public/images',
);
const force = process.argv.includes('--force');
const only = process.argv.find((a) => a.startsWith('--format='))?.slice('--format='.length);
const formats = IMAGE_FORMATS.filter((f) => only === undefined || f === only);
if (formats.length === 0) throw new Error(`--format must be one of ${IMAGE_FORMATS.join(', ')}`);

/** The SVGs that have variants: products/*.svg, categories/*.svg and hero.svg. */
function sampleSvgs(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(path.join(imagesDir, folder))
      .filter((name) => /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/.test(name))
      .map((name) => path.join(imagesDir, folder, name));
  return [...inFolder('products'), ...inFolder('categories'), path.join(imagesDir, 'hero.svg')].sort();
}

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** The SVG `svg` (`svgWidth` px wide) drawn `width` px wide and encoded as `format`. */
async function rasterise(svg: Buffer, svgWidth: number, width: ImageWidth, format: ImageVariantFormat) {
  const image = sharp(svg, { density: (72 * width) / svgWidth }).resize({ width });
  return format === 'avif'
    ? image.avif({ quality: AVIF_QUALITY, effort: SAMPLE_AVIF_EFFORT }).toBuffer()
    : image.webp({ quality: SAMPLE_WEBP_QUALITY }).toBuffer();
}

const totals = new Map<string, number>();
let written = 0;
let skipped = 0;
const started = performance.now();
for (const svgFile of sampleSvgs()) {
  const outputs = IMAGE_FORMATS.flatMap((format) =>
    IMAGE_WIDTHS.map((width) => ({ width, format, file: imageVariantPath(svgFile, width, format) })),
  );
  const svgTime = mtime(svgFile) ?? 0;
  const todo = outputs.filter((o) => formats.includes(o.format));
  if (!force && todo.every((o) => (mtime(o.file) ?? -1) > svgTime)) {
    skipped += 1;
  } else {
    const svg = readFileSync(svgFile);
    const svgWidth = (await sharp(svg).metadata()).width;
    const encoded = await Promise.all(todo.map((o) => rasterise(svg, svgWidth, o.width, o.format)));
    todo.forEach((o, i) => writeFileSync(o.file, encoded[i] ?? Buffer.alloc(0)));
    written += 1;
  }
  for (const o of outputs) {
    const key = `${o.width}.${o.format}`;
    totals.set(key, (totals.get(key) ?? 0) + statSync(o.file).size);
  }
  if (path.basename(svgFile) === 'p1-1.svg') {
    const sizes = outputs.map((o) => `${o.width}.${o.format} ${statSync(o.file).size}`);
    console.log(`products/p1-1 (bytes): ${sizes.join(', ')} (svg ${statSync(svgFile).size})`);
  }
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const all = [...totals.values()].reduce((a, b) => a + b, 0);
console.log(
  `${written} SVGs rasterised, ${skipped} up to date, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`bytes per variant (all images): ${[...totals].map(([k, v]) => `${k} ${kb(v)}`).join(', ')}`);
console.log(`total ${kb(all)} (${(all / 1024 / 1024).toFixed(2)} MB) in ${imagesDir}`);
