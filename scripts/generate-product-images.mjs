#!/usr/bin/env node
/**
 * Writes the storefront's product, hero, category-tile and placeholder images as SVG files,
 * generated locally from the sample catalogue (mocks/fixtures): a gradient per category, a simple
 * pictogram for the category and the product's name. No request leaves the machine.
 *
 * Run: `pnpm exec tsx scripts/generate-product-images.mjs` (tsx loads the TypeScript fixtures).
 * Output: apps/storefront/public/images/{products/p{id}-{n}.svg, hero.svg, placeholder.svg,
 * categories/{furniture,home-kitchen,clothing}.svg}. The files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../mocks/fixtures/catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/storefront/public/images');
const WIDTH = 800;
const HEIGHT = 600;
const FONT = "'Inter Variable', Inter, 'DejaVu Sans', Arial, sans-serif";

/** Gradient colours per category [from, to]. */
const PALETTE = {
  Electronics: ['#1e3a8a', '#0ea5e9'],
  'Clothing & Apparel': ['#9d174d', '#f472b6'],
  'Home & Kitchen': ['#9a3412', '#fb923c'],
  'Books & Media': ['#3f2d20', '#b08968'],
  'Toys & Games': ['#b45309', '#facc15'],
  'Sports & Outdoors': ['#166534', '#4ade80'],
  'Beauty & Personal Care': ['#831843', '#fda4af'],
  'Health & Wellness': ['#0f766e', '#5eead4'],
  Furniture: ['#44403c', '#d6a36b'],
  Automotive: ['#111827', '#ef4444'],
  'Garden & Outdoor Living': ['#14532d', '#a3e635'],
  'Jewelry & Accessories': ['#4c1d95', '#c4b5fd'],
  'Pet Supplies': ['#78350f', '#fbbf24'],
  'Office & Stationery': ['#1e40af', '#93c5fd'],
  'Food & Groceries': ['#7c2d12', '#f59e0b'],
  'Baby & Kids': ['#0369a1', '#bae6fd'],
  'Tools & Home Improvement': ['#374151', '#f97316'],
  'Art & Collectibles': ['#6d28d9', '#f0abfc'],
  'Musical Instruments': ['#7f1d1d', '#fca5a5'],
  'Travel & Luggage': ['#0c4a6e', '#67e8f9'],
};

const S = 'fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="#fff"';
/** Pictogram per category, drawn in a 200 x 200 box. */
const PICTOGRAM = {
  Electronics: `<rect x="30" y="40" width="140" height="95" rx="10" ${S}/><path d="M80 170h40M100 135v35" ${S}/><circle cx="100" cy="88" r="18" ${F} opacity=".85"/>`,
  'Clothing & Apparel': `<path d="M70 35l-45 25 15 35 20-10v80h80V85l20 10 15-35-45-25c-5 15-15 22-30 22s-25-7-30-22z" ${S}/>`,
  'Home & Kitchen': `<path d="M40 80h120v60a30 30 0 0 1-30 30H70a30 30 0 0 1-30-30z" ${S}/><path d="M25 85h15M160 85h15M70 80V65h60v15" ${S}/><path d="M80 45c0-10 10-10 10-20M110 45c0-10 10-10 10-20" ${S}/>`,
  'Books & Media': `<path d="M100 55c-20-15-50-15-70-5v115c20-10 50-10 70 5 20-15 50-15 70-5V50c-20-10-50-10-70 5z" ${S}/><path d="M100 55v115" ${S}/>`,
  'Toys & Games': `<rect x="45" y="45" width="110" height="110" rx="18" ${S}/><circle cx="75" cy="75" r="9" ${F}/><circle cx="125" cy="75" r="9" ${F}/><circle cx="100" cy="100" r="9" ${F}/><circle cx="75" cy="125" r="9" ${F}/><circle cx="125" cy="125" r="9" ${F}/>`,
  'Sports & Outdoors': `<circle cx="100" cy="100" r="65" ${S}/><path d="M100 35v130M35 100h130M54 54c25 25 25 67 0 92M146 54c-25 25-25 67 0 92" ${S}/>`,
  'Beauty & Personal Care': `<rect x="65" y="80" width="70" height="95" rx="14" ${S}/><path d="M85 80V55h30v25M95 55V30h20" ${S}/><path d="M80 120h40" ${S}/>`,
  'Health & Wellness': `<path d="M100 170s-65-38-65-85a35 35 0 0 1 65-18 35 35 0 0 1 65 18c0 47-65 85-65 85z" ${S}/><path d="M100 80v50M75 105h50" ${S}/>`,
  Furniture: `<path d="M35 95a15 15 0 0 1 30 0v25h70V95a15 15 0 0 1 30 0v50H35z" ${S}/><path d="M55 95V65a15 15 0 0 1 15-15h60a15 15 0 0 1 15 15v30M50 145v20M150 145v20" ${S}/>`,
  Automotive: `<path d="M30 130v-25l20-40h100l20 40v25z" ${S}/><path d="M50 105h100" ${S}/><circle cx="65" cy="140" r="15" ${S}/><circle cx="135" cy="140" r="15" ${S}/>`,
  'Garden & Outdoor Living': `<path d="M100 175V95" ${S}/><path d="M100 120c-40 0-55-25-55-60 35 0 55 20 55 60zM100 100c0-35 20-60 55-60 0 35-15 60-55 60z" ${S}/><path d="M60 175h80" ${S}/>`,
  'Jewelry & Accessories': `<path d="M60 45h80l30 40-70 85-70-85z" ${S}/><path d="M30 85h140M80 45l20 40 20-40M100 85v85" ${S}/>`,
  'Pet Supplies': `<ellipse cx="100" cy="130" rx="38" ry="32" ${F}/><ellipse cx="55" cy="90" rx="15" ry="20" ${F}/><ellipse cx="85" cy="60" rx="15" ry="20" ${F}/><ellipse cx="115" cy="60" rx="15" ry="20" ${F}/><ellipse cx="145" cy="90" rx="15" ry="20" ${F}/>`,
  'Office & Stationery': `<rect x="40" y="35" width="95" height="130" rx="8" ${S}/><path d="M60 70h55M60 95h55M60 120h35" ${S}/><path d="M150 60l20 20-45 70-25 8 5-25z" ${S}/>`,
  'Food & Groceries': `<path d="M45 80h95v45a40 40 0 0 1-40 40h-15a40 40 0 0 1-40-40z" ${S}/><path d="M140 90h10a20 20 0 0 1 0 40h-12" ${S}/><path d="M75 60c0-12 10-12 10-25M105 60c0-12 10-12 10-25" ${S}/>`,
  'Baby & Kids': `<circle cx="100" cy="75" r="40" ${S}/><path d="M100 115v55M80 170h40" ${S}/><circle cx="100" cy="75" r="12" ${F}/>`,
  'Tools & Home Improvement': `<path d="M60 50h80v30H60z" ${S}/><path d="M100 80v90" ${S}/><path d="M60 65H40" ${S}/>`,
  'Art & Collectibles': `<path d="M100 30a70 70 0 1 0 0 140c12 0 15-10 10-18-6-10 0-22 12-22h18a30 30 0 0 0 30-30c0-40-31-70-70-70z" ${S}/><circle cx="65" cy="85" r="9" ${F}/><circle cx="95" cy="62" r="9" ${F}/><circle cx="130" cy="72" r="9" ${F}/>`,
  'Musical Instruments': `<path d="M80 150V50l80-20v100" ${S}/><ellipse cx="62" cy="150" rx="22" ry="16" ${F}/><ellipse cx="142" cy="130" rx="22" ry="16" ${F}/><path d="M80 75l80-20" ${S}/>`,
  'Travel & Luggage': `<rect x="45" y="60" width="110" height="100" rx="14" ${S}/><path d="M80 60V40h40v20M80 60v100M120 60v100M70 160v12M130 160v12" ${S}/>`,
};

/** Escapes text for SVG content. */
function esc(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits text into lines of at most `max` characters at spaces. */
function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The product image `n` (1-based) of a catalogue entry; variants differ in angle, size and layout. */
function productSvg(entry, n) {
  const [from, to] = PALETTE[entry.category];
  const angle = [0, 135, 45, 90][n % 4];
  const pictogram = PICTOGRAM[entry.category];
  const lines = wrap(entry.name, 30);
  const textY = HEIGHT - 40 - (lines.length - 1) * 40;
  const id = `g${n}`;
  const art =
    n === 1
      ? `<g transform="translate(250 70) scale(1.5)">${pictogram}</g>`
      : n === 2
        ? `<g transform="translate(190 20) scale(2.1) rotate(-8 100 100)" opacity=".95">${pictogram}</g>`
        : `<g opacity=".9"><g transform="translate(110 90) scale(.9)">${pictogram}</g><g transform="translate(320 60) scale(1.2)">${pictogram}</g><g transform="translate(560 90) scale(.9)">${pictogram}</g></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" overflow="hidden" role="img" aria-label="${esc(entry.name)}">
  <defs>
    <linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="${id}l" cx=".3" cy=".2" r=".9">
      <stop offset="0" stop-color="#fff" stop-opacity=".28"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="${id}c"><rect width="${WIDTH}" height="${HEIGHT}"/></clipPath>
  </defs>
  <g clip-path="url(#${id}c)">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}l)"/>
  <circle cx="${WIDTH - 90}" cy="90" r="160" fill="#fff" opacity=".07"/>
  <circle cx="60" cy="${HEIGHT - 40}" r="120" fill="#000" opacity=".06"/>
  ${art}
  <rect x="0" y="${textY - 60}" width="${WIDTH}" height="${HEIGHT - textY + 60}" fill="#000" opacity=".22"/>
  ${lines
    .map(
      (l, i) =>
        `<text x="40" y="${textY + i * 40}" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff">${esc(l)}</text>`,
    )
    .join('\n  ')}
  <text x="40" y="${textY - 28}" font-family="${FONT}" font-size="18" font-weight="500" fill="#fff" opacity=".85" letter-spacing="2">${esc(entry.category.toUpperCase())}</text>
  </g>
</svg>
`;
}

/** A wide tile with a gradient, a pictogram and a title (hero and category tiles). */
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

function write(rel, content) {
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

let count = 0;
CATALOGUE.forEach((entry, i) => {
  for (let n = 1; n <= entry.imageCount; n++) {
    write(`products/p${i + 1}-${n}.svg`, productSvg(entry, n));
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
write(
  'categories/furniture.svg',
  tileSvg({
    width: 800,
    height: 500,
    from: PALETTE.Furniture[0],
    to: PALETTE.Furniture[1],
    pictograms: [PICTOGRAM.Furniture],
    title: 'Furniture',
  }),
);
write(
  'categories/home-kitchen.svg',
  tileSvg({
    width: 800,
    height: 500,
    from: PALETTE['Home & Kitchen'][0],
    to: PALETTE['Home & Kitchen'][1],
    pictograms: [PICTOGRAM['Home & Kitchen']],
    title: 'Home & Kitchen',
  }),
);
write(
  'categories/clothing.svg',
  tileSvg({
    width: 800,
    height: 500,
    from: PALETTE['Clothing & Apparel'][0],
    to: PALETTE['Clothing & Apparel'][1],
    pictograms: [PICTOGRAM['Clothing & Apparel']],
    title: 'Clothing',
  }),
);
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
