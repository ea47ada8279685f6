/**
 * `pnpm --filter @shop/api build` (decision 023): bundles the server's entries with esbuild into
 * `apps/api/dist/`, so the shop runs on plain Node 20 (`node apps/api/dist/main.js`) without tsx:
 *
 * | output            | source               | what                                            |
 * | ----------------- | -------------------- | ----------------------------------------------- |
 * | `dist/main.js`    | `src/main.ts`        | the production server: never migrates or seeds  |
 * | `dist/demo.js`    | `src/demo.ts`        | `pnpm start`: migrate, seed the sample data, serve |
 * | `dist/migrate.js` | `src/cli/migrate.ts` | `pnpm db:migrate`                               |
 * | `dist/seed.js`    | `src/cli/seed.ts`    | `pnpm db:seed` (loads the fixtures and faker)   |
 *
 * ESM, platform node, target node20, source maps (run with `--enable-source-maps`). The npm
 * packages @shop/api depends on stay imports (installed beside it; sharp and PGlite carry native
 * and wasm files); the workspace packages (@shop/*, TypeScript source that Node 20 cannot run)
 * and whatever they import that apps/api cannot resolve itself (postcode from api-client; faker
 * in demo and seed) are inlined. Each entry is one self-contained file: main.js shares no chunk
 * with the entries that load the fixtures.
 *
 * The outputs sit directly in `apps/api/dist/`, the same depth as `apps/api/src/`: the paths
 * the inlined modules derive from `import.meta.url` (config's REPO_ROOT, the migrations folder)
 * resolve the same from both. The build fails when main.js has an input from the mocks, faker or
 * msw, or the seed (`productionBundleProblems`).
 *
 * Runs with `tsx scripts/build.ts`; test/production-bundle.test.ts imports `buildOptions`.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';

/** The @shop/api package folder. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundles go. */
export const OUT_DIR = path.join(API_DIR, 'dist');

/** The bundles: output name (dist/<name>.js) -> source entry, relative to API_DIR. */
export const ENTRIES = {
  main: 'src/main.ts',
  demo: 'src/demo.ts',
  migrate: 'src/cli/migrate.ts',
  seed: 'src/cli/seed.ts',
} as const;

/** A bundle name of ENTRIES. */
export type EntryName = keyof typeof ENTRIES;

/**
 * The npm packages left as imports: @shop/api's own dependencies, which Node resolves from
 * `apps/api/node_modules` at run time (a package name also covers its subpaths, e.g.
 * `drizzle-orm/pglite`). Workspace packages are inlined.
 */
export function externalPackages(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@shop/'));
}

/** esbuild options for `names` (default: every entry). */
export function buildOptions(
  names: readonly EntryName[] = Object.keys(ENTRIES) as EntryName[],
): BuildOptions {
  return {
    absWorkingDir: API_DIR,
    entryPoints: Object.fromEntries(names.map((name) => [name, ENTRIES[name]])),
    outdir: OUT_DIR,
    bundle: true,
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: externalPackages(),
    // An inlined CommonJS module may still call require() (for a Node built-in).
    banner: {
      js: "import { createRequire as __shopCreateRequire } from 'node:module';\nconst require = __shopCreateRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  };
}

/** The workspace's mocks package (`@shop/mocks`), as a folder. */
const MOCKS_DIR = path.resolve(API_DIR, '../../mocks');
/** The sample catalogue package (`@shop/sample-catalogue`), as a folder: the demo's data. */
const SAMPLE_CATALOGUE_DIR = path.resolve(API_DIR, '../../packages/sample-catalogue');
/** The seed module (it imports the sample catalogue). */
const SEED_FILE = path.join(API_DIR, 'src/modules/sample-data/seed.ts');
/** npm packages (inside a node_modules path, or as an import) the production server must not load. */
const FORBIDDEN_PACKAGES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /(^|\/)@shop\/mocks(\/|$)/, what: 'the mocks package' },
  { pattern: /(^|\/)@shop\/sample-catalogue(\/|$)/, what: 'the sample catalogue' },
  { pattern: /(^|\/)@faker-js\//, what: 'faker' },
  { pattern: /(^|\/)(msw|@mswjs\/[^/]+)(\/|$)/, what: 'msw' },
];

/**
 * What the bundle `output` (e.g. `dist/main.js`) of `metafile` loads that the production server
 * must not: one line per input file or external import from the mocks package, the sample
 * catalogue, faker, msw or the seed. Empty when clean.
 */
export function productionBundleProblems(metafile: Metafile, output: string): string[] {
  const bundle = Object.entries(metafile.outputs).find(([file]) => file.endsWith(output))?.[1];
  if (bundle === undefined) return [`no output ${output} in the build`];
  const inputs = Object.keys(bundle.inputs).map((file) => {
    const absolute = path.resolve(API_DIR, file);
    if (absolute.startsWith(MOCKS_DIR + path.sep)) return { file, what: 'the mocks package' };
    if (absolute.startsWith(SAMPLE_CATALOGUE_DIR + path.sep)) return { file, what: 'the sample catalogue' };
    if (absolute === SEED_FILE) return { file, what: 'the seed' };
    return { file, what: FORBIDDEN_PACKAGES.find(({ pattern }) => pattern.test(file))?.what };
  });
  const imports = bundle.imports.map(({ path: file }) => ({
    file,
    what: FORBIDDEN_PACKAGES.find(({ pattern }) => pattern.test(file))?.what,
  }));
  return [...inputs, ...imports].flatMap(({ file, what }) =>
    what === undefined ? [] : [`${output} loads ${what}: ${file}`],
  );
}

/** Builds every entry into OUT_DIR (emptied first); prints one line; throws on a problem. */
export async function buildAll(): Promise<void> {
  const started = performance.now();
  rmSync(OUT_DIR, { recursive: true, force: true });
  const result = await build(buildOptions());
  const problems = productionBundleProblems(result.metafile!, 'dist/main.js');
  if (problems.length > 0) {
    rmSync(OUT_DIR, { recursive: true, force: true });
    throw new Error(`The production bundle must not load the sample data:\n  ${problems.join('\n  ')}`);
  }
  const sizes = Object.entries(result.metafile!.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, { bytes }]) => `${path.basename(file)} ${(bytes / 1024).toFixed(0)} kB`);
  console.log(
    `Built ${path.relative(process.cwd(), OUT_DIR) || '.'}/ in ${Math.round(performance.now() - started)} ms: ${sizes.join(', ')}`,
  );
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
