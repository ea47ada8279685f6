#!/usr/bin/env node
/**
 * Writes the storefront's product, category-tile, hero and placeholder images as SVG files,
 * generated locally: each sample product (packages/sample-catalogue/src/catalogue.ts) drawn as a still life on
 * one studio backdrop, 800 x 600 px, no text (scripts/product-drawings.mjs, decision 049). No
 * request leaves the machine.
 *
 * Run: `pnpm exec tsx scripts/generate-product-images.mjs` (tsx loads the TypeScript fixtures),
 * then `pnpm --filter @shop/api exec tsx scripts/sample-images.ts` for the AVIF/WebP variants
 * (decision 035). A file whose content did not change is not rewritten, so its variants are kept.
 * Output: apps/storefront/public/images/{products/p{id}-{n}.svg, hero.svg, placeholder.svg,
 * categories/{furniture,home-kitchen,clothing}.svg}. The files are committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../packages/sample-catalogue/src/catalogue.ts';
import { DRAWINGS, HEIGHT, WIDTH, productSvg, studioPicture } from './product-drawings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/storefront/public/images');
const FONT = "'Inter Variable', Inter, 'DejaVu Sans', Arial, sans-serif";

const S = 'fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="#fff"';
/** The pictograms of the hero, drawn in a 200 x 200 box. */
const PICTOGRAM = {
  Electronics: `<rect x="30" y="40" width="140" height="95" rx="10" ${S}/><path d="M80 170h40M100 135v35" ${S}/><circle cx="100" cy="88" r="18" ${F} opacity=".85"/>`,
  'Clothing & Apparel': `<path d="M70 35l-45 25 15 35 20-10v80h80V85l20 10 15-35-45-25c-5 15-15 22-30 22s-25-7-30-22z" ${S}/>`,
  'Travel & Luggage': `<rect x="45" y="60" width="110" height="100" rx="14" ${S}/><path d="M80 60V40h40v20M80 60v100M120 60v100M70 160v12M130 160v12" ${S}/>`,
};

/**
 * Escapes text for SVG content.
 * @param {string} text
 */
function esc(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A wide tile with a gradient, pictograms and an optional title (the hero). Returns SVG markup.
 * @param {{
 *   width: number, height: number, from: string, to: string, pictograms: string[], title: string,
 *   label?: string, scale?: number,
 * }} tile sizes in px; `from`/`to` the gradient's colours; `label` the accessible name
 */
function tileSvg({ width, height, from, to, pictograms, title, label = title, scale = 1.2 }) {
  const art = pictograms
    .map((p, i) => {
      const x = width - 40 - 200 * scale * (i + 1) - i * 30;
      const y = height / 2 - 100 * scale + (i % 2) * 60 - 20;
      return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${i === 0 ? 0.95 : 0.6}">${p}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" overflow="hidden" role="img" aria-label="${esc(label)}">
  <defs>
    <linearGradient id="t" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <clipPath id="tc"><rect width="${width}" height="${height}"/></clipPath>
  </defs>
  <g clip-path="url(#tc)">
  <rect width="${width}" height="${height}" fill="url(#t)"/>
  <circle cx="${width * 0.15}" cy="${height * 0.1}" r="${height * 0.5}" fill="#fff" opacity=".07"/>
  <circle cx="${width * 0.9}" cy="${height}" r="${height * 0.45}" fill="#000" opacity=".08"/>
  ${art}
  ${title ? `<text x="60" y="${height - 60}" font-family="${FONT}" font-size="${Math.round(height / 9)}" font-weight="800" fill="#fff">${esc(title)}</text>` : ''}
  </g>
</svg>
`;
}

/**
 * Writes `content` to `rel` under the output folder, only when it changed.
 * @param {string} rel
 * @param {string} content
 */
function write(rel, content) {
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  let before = null;
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // a new file
  }
  if (before !== content) writeFileSync(file, content);
}

let count = 0;
CATALOGUE.forEach((entry, i) => {
  for (let n = 1; n <= entry.imageCount; n++) {
    write(`products/p${i + 1}-${n}.svg`, productSvg(entry.name, n));
    count++;
  }
});

write(
  'hero.svg',
  tileSvg({
    width: 1600,
    height: 700,
    from: '#312e81',
    to: '#db2777',
    pictograms: [PICTOGRAM['Travel & Luggage'], PICTOGRAM['Clothing & Apparel'], PICTOGRAM.Electronics],
    title: '',
    scale: 2,
    label: 'Shopping bags, clothes and gadgets',
  }),
);
/**
 * The top-category tiles: a still life of the category's sample products on the products'
 * backdrop, 800 x 600 px like them (the tile box is 4:3 too, so nothing is cropped), no text
 * (the tile's label is html under the picture).
 */
/** @type {Record<string, { label: string, items: [name: string, x: number, y: number, scale: number][] }>} */
const TILES = {
  'categories/furniture.svg': {
    label: 'A sofa and a coffee table',
    items: [
      ['Oak & Linen Three-Seater Sofa', 400, 250, 0.78],
      ['Nordic Walnut Coffee Table', 420, 420, 0.62],
    ],
  },
  'categories/home-kitchen.svg': {
    label: 'A casserole, chopping boards and a coffee grinder',
    items: [
      ['Bamboo Chopping Board Set', 250, 290, 0.62],
      ['Conical Burr Coffee Grinder', 575, 285, 0.62],
      ['Enamelled Cast Iron Casserole 5.2L', 400, 400, 0.72],
    ],
  },
  'categories/clothing.svg': {
    label: 'A jumper, a rain jacket and chinos',
    items: [
      ['Merino Wool Crew Neck Jumper', 255, 300, 0.6],
      ['Packable Waterproof Rain Jacket', 545, 300, 0.6],
      ['Slim Fit Stretch Chinos', 400, 360, 0.62],
    ],
  },
};
/**
 * The drawing of the sample product `name`; throws when it has none (a tile naming a product
 * that was renamed).
 * @param {string} name
 */
function drawing(name) {
  const draw = DRAWINGS[name];
  if (!draw) throw new Error(`no drawing for the sample product '${name}'`);
  return draw;
}
for (const [rel, { label, items }] of Object.entries(TILES)) {
  write(
    rel,
    studioPicture(label, (p) =>
      items
        .map(
          ([name, x, y, scale]) =>
            `<g transform="translate(${x} ${y}) scale(${scale}) translate(-400 -300)">${drawing(name)(p)}</g>`,
        )
        .join(''),
    ),
  );
}
write(
  'placeholder.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="No image">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#e5e7eb"/>
  <g transform="translate(300 180)" fill="none" stroke="#9ca3af" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
    <rect x="0" y="0" width="200" height="160" rx="16"/>
    <circle cx="60" cy="55" r="20"/>
    <path d="M0 130l60-50 45 35 35-25 60 45"/>
  </g>
</svg>
`,
);
console.log(
  `wrote ${count} product images, hero, 3 category tiles and placeholder to ${path.relative(root, outDir)}`,
);
