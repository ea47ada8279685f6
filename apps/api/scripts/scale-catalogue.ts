/**
 * A generated large catalogue for scale measurements (catalogue-scale.ts and
 * scripts/bench-scale.mjs use it). Names are built from word lists, so words are as selective as
 * in a real shop: 'Müller Nordic Walnut Lamp 123456' (brand, style, material, product type, model
 * number); 100 product types, 5 in each of the 20 categories; brands and materials include
 * accented words. Ids follow the sample catalogue (after it).
 *
 * CLI (used by scripts/bench-scale.mjs; DATABASE_URL required):
 * - `tsx apps/api/scripts/scale-catalogue.ts build <schema> <count>`: creates schema `<schema>`,
 *   migrates, seeds the sample catalogue, inserts `<count>` generated products, VACUUM ANALYZE;
 * - `tsx apps/api/scripts/scale-catalogue.ts migrate <schema>`: applies the migrations added
 *   since it was built (a kept catalogue, BENCH_SCALE_SCHEMA of scripts/bench-scale.mjs), then
 *   VACUUM ANALYZE of the catalogue tables;
 * - `tsx apps/api/scripts/scale-catalogue.ts drop <schema>`: drops it.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { CATEGORIES } from '@shop/contract';
import { testConfig, type Config } from '../src/platform/config/index.ts';
import { createDb, type Db } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seed } from '../src/modules/sample-data/seed.ts';
import { dropSchema } from '../test/helpers.ts';

/** Brands (some accented: accent-insensitive search is measured on them). */
export const BRANDS = [
  'Aurora',
  'Bélier',
  'Sørensen',
  'Müller',
  'Château',
  'Crux',
  'Fjord',
  'Halcyon',
  'Ivy',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orion',
  'Pinnacle',
  'Quill',
  'Rowan',
  'Sable',
  'Tundra',
  'Umber',
  'Vesper',
  'Willow',
  'Xenia',
  'Yarrow',
  'Zephyr',
  'Arden',
  'Brio',
  'Cobalt',
  'Delta',
  'Ember',
  'Flint',
  'Grove',
  'Harbour',
  'Indigo',
  'Jasper',
  'Kinetic',
  'Lark',
  'Maple',
  'Noble',
];
/** Styles. */
export const STYLES = [
  'Classic',
  'Compact',
  'Deluxe',
  'Vintage',
  'Modern',
  'Nordic',
  'Rustic',
  'Portable',
  'Wireless',
  'Foldable',
  'Ergonomic',
  'Handmade',
  'Organic',
  'Premium',
  'Slim',
  'Heavy-Duty',
  'Lightweight',
  'Waterproof',
  'Adjustable',
  'Smart',
  'Minimalist',
  'Retro',
  'Artisan',
  'Eco',
  'Luxury',
  'Essential',
  'Everyday',
  'Travel',
  'Studio',
  'Signature',
  'Heritage',
  'Urban',
  'Coastal',
  'Alpine',
  'Midnight',
  'Golden',
  'Silver',
  'Royal',
  'Pure',
  'Bold',
];
/** Materials. */
export const MATERIALS = [
  'Walnut',
  'Oak',
  'Linen',
  'Copper',
  'Cedar',
  'Wool',
  'Ceramic',
  'Steel',
  'Bamboo',
  'Leather',
  'Cotton',
  'Marble',
  'Brass',
  'Glass',
  'Velvet',
  'Cork',
  'Rattan',
  'Merino',
  'Silk',
  'Teak',
  'Pine',
  'Slate',
  'Canvas',
  'Suede',
  'Enamel',
  'Porcelain',
  'Titanium',
  'Aluminium',
  'Hemp',
  'Crème',
];
/** Product types, five per category in CATEGORIES order (type i is in CATEGORIES[i / 5]). */
export const PRODUCT_TYPES = [
  'Headphones',
  'Speaker',
  'Smartwatch',
  'Keyboard',
  'Charger',
  'Jumper',
  'Jacket',
  'Chinos',
  'Scarf',
  'Hoodie',
  'Kettle',
  'Casserole',
  'Teapot',
  'Grinder',
  'Toaster',
  'Novel',
  'Cookbook',
  'Atlas',
  'Journal',
  'Anthology',
  'Puzzle',
  'Train',
  'Robot',
  'Kite',
  'Marbles',
  'Backpack',
  'Tent',
  'Dumbbell',
  'Racket',
  'Bicycle',
  'Serum',
  'Moisturiser',
  'Shampoo',
  'Perfume',
  'Lipstick',
  'Mat',
  'Diffuser',
  'Massager',
  'Thermometer',
  'Pillow',
  'Sofa',
  'Chair',
  'Table',
  'Bookcase',
  'Lamp',
  'Inflator',
  'Dashcam',
  'Wiper',
  'Jumpstarter',
  'Polisher',
  'Planter',
  'Hose',
  'Bench',
  'Lantern',
  'Trowel',
  'Earrings',
  'Necklace',
  'Bracelet',
  'Watch',
  'Wallet',
  'Collar',
  'Leash',
  'Bowl',
  'Kennel',
  'Scratcher',
  'Notebook',
  'Pen',
  'Stapler',
  'Organiser',
  'Planner',
  'Coffee',
  'Tea',
  'Chocolate',
  'Honey',
  'Granola',
  'Sleepsuit',
  'Blanket',
  'Rattle',
  'Highchair',
  'Pram',
  'Drill',
  'Hammer',
  'Saw',
  'Spanner',
  'Ladder',
  'Print',
  'Canvas',
  'Sculpture',
  'Vase',
  'Poster',
  'Guitar',
  'Ukulele',
  'Violin',
  'Drum',
  'Harmonica',
  'Suitcase',
  'Holdall',
  'Duffel',
  'Washbag',
  'Cardholder',
];

const array = (words: readonly string[]) =>
  sql`ARRAY[${sql.join(
    words.map((w) => sql`${w}::text`),
    sql`, `,
  )}]`;

/**
 * The name of generated product number `g` (1-based), as insertGeneratedCatalogue builds it (the
 * SQL below mirrors this function; bench-scale.mjs asks for exact names with it).
 */
export function generatedName(g: number): string {
  const brand = BRANDS[(g * 7 + Math.floor(g / 1000)) % BRANDS.length]!;
  const style = STYLES[Math.floor(g / 3000) % STYLES.length]!;
  const material = MATERIALS[Math.floor(g / 100) % MATERIALS.length]!;
  const type = PRODUCT_TYPES[g % PRODUCT_TYPES.length]!;
  return `${brand} ${style} ${material} ${type} ${g}`;
}

/**
 * Inserts `count` generated products (owner: user 2 of the seed) with one INSERT ... SELECT over
 * generate_series; about 1 in 97 suspended and 1 in 89 inactive (not public).
 */
export async function insertGeneratedCatalogue(db: Db, count: number): Promise<void> {
  const brand = sql`(${array(BRANDS)})[1 + (g * 7 + g / 1000) % ${BRANDS.length}]`;
  const style = sql`(${array(STYLES)})[1 + (g / 3000) % ${STYLES.length}]`;
  const material = sql`(${array(MATERIALS)})[1 + (g / 100) % ${MATERIALS.length}]`;
  const type = sql`(${array(PRODUCT_TYPES)})[1 + g % ${PRODUCT_TYPES.length}]`;
  const category = sql`(${array(CATEGORIES)})[1 + (g % ${PRODUCT_TYPES.length}) / 5]`;
  await db.execute(sql`
    INSERT INTO products (owner_id, name, price_pence, description, tags, category, items_in_stock, suspend, active)
    SELECT 2,
      ${brand} || ' ' || ${style} || ' ' || ${material} || ' ' || ${type} || ' ' || g,
      100 + (g * 37) % 50000,
      'A ' || lower(${style}) || ' ' || lower(${type}) || ' in ' || lower(${material}) || ' by ' || ${brand} || ', model ' || g || '.',
      lower(${type}) || ', ' || lower(${material}) || ', ' || lower(${style}),
      ${category},
      10, g % 97 = 0, g % 89 <> 0
    FROM generate_series(1, ${count}::int) AS g`);
}

/**
 * VACUUM ANALYZE of the tables searches and list pages read (after a bulk load or a migration:
 * fresh statistics, visibility map set for index-only scans, GIN pending lists merged).
 */
export async function analyse(db: Db): Promise<void> {
  for (const table of [
    'products',
    'search_words',
    'search_word_deletions',
    'catalogue_blocks',
    'search_postings',
    'search_word_candidates',
    'search_category_candidates',
  ])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

/**
 * Builds the generated catalogue in an empty schema: migrations, the demo seed, `count` generated
 * products and ANALYZE, then logs how long the insert and analysis took (seconds).
 */
export async function buildScaleCatalogue(db: Db, config: Config, count: number): Promise<void> {
  await migrate(db);
  await seed(db, config);
  const started = performance.now();
  await insertGeneratedCatalogue(db, count);
  await analyse(db);
  console.log(`inserted ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Opens `schema` of DATABASE_URL with statements allowed 30 minutes (bulk loads). */
async function open(url: string, schema: string) {
  const config = testConfig({ databaseUrl: url, databaseSchema: schema, dbStatementTimeoutMs: 30 * 60_000 });
  return { config, handle: await createDb(config) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, schema, countText] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database');
  if (schema === undefined || !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`Bad schema ${schema}`);
  if (command === 'build') {
    const count = Number(countText);
    if (!Number.isInteger(count) || count < 0) throw new Error(`Bad count ${countText}`);
    const { config, handle } = await open(url, schema);
    try {
      await buildScaleCatalogue(handle.db, config, count);
    } finally {
      await handle.close();
    }
  } else if (command === 'migrate') {
    const { handle } = await open(url, schema);
    try {
      const applied = await migrate(handle.db);
      if (applied.length > 0) await analyse(handle.db);
      console.log(applied.length > 0 ? `applied ${applied.join(', ')}` : 'no migration pending');
    } finally {
      await handle.close();
    }
  } else if (command === 'drop') {
    await dropSchema(url, schema);
  } else {
    throw new Error('Usage: scale-catalogue.ts build <schema> <count> | migrate <schema> | drop <schema>');
  }
}
