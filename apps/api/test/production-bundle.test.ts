/**
 * The production path (decision 023):
 * - the bundle of the production server (`dist/main.js`, built in memory with the options of
 *   `pnpm --filter @shop/api build`) has no input from the mocks package, faker or msw, and not
 *   the seed; the demo bundle does (so the check can see them);
 * - the server refuses to start while a migration is pending (`requireMigrated`), in process and
 *   as the built `main.js` run by plain node (one line on stderr, exit code 1), and the bundle
 *   keeps the production gate of the configuration;
 * - the storefront's server bundle, built as `pnpm --filter @shop/storefront build` builds it but
 *   with NODE_ENV=development in the environment, holds React's production build alone and never
 *   reads NODE_ENV, and imports only Node built-ins, so no NODE_ENV of the API process can make
 *   it load React's development build (decision 057); SHOP_NAME set for the build names the shop
 *   on its pages (decision 048).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_DIR,
  buildOptions,
  externalPackages,
  OUT_DIR,
  productionBundleProblems,
} from '../scripts/build.ts';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb } from '../src/platform/db/client.ts';
import { migrate, MIGRATIONS_DIR } from '../src/platform/db/migrate.ts';
import { PendingMigrationsError, requireMigrated } from '../src/server.ts';

/** Bundles `name` in memory and returns its metafile. */
async function metafileOf(name: 'main' | 'demo'): Promise<Metafile> {
  const result = await build({ ...buildOptions([name]), write: false, sourcemap: false });
  if (result.metafile === undefined) throw new Error('esbuild returned no metafile');
  return result.metafile;
}

/** The input files of the bundle `output` (paths relative to apps/api, `/`-separated). */
function inputsOf(metafile: Metafile, output: string): string[] {
  const bundle = Object.entries(metafile.outputs).find(([file]) => file.endsWith(output))?.[1];
  if (bundle === undefined) throw new Error(`no ${output}`);
  return Object.keys(bundle.inputs);
}

describe('the production bundle (dist/main.js)', () => {
  let main: Metafile;
  beforeAll(async () => {
    main = await metafileOf('main');
  }, 120_000);

  it('has no input from the mocks package, faker or msw, and not the seed', () => {
    const inputs = inputsOf(main, 'dist/main.js');
    expect(inputs).toContain('src/main.ts');
    expect(inputs.filter((file) => file.startsWith('../../mocks/'))).toEqual([]);
    expect(inputs.filter((file) => /@faker-js|(^|\/)msw\/|@mswjs/.test(file))).toEqual([]);
    expect(inputs).not.toContain('src/modules/sample-data/seed.ts');
    expect(productionBundleProblems(main, 'dist/main.js')).toEqual([]);
  });

  it('imports only Node built-ins and the npm packages @shop/api depends on', () => {
    const bundle = Object.entries(main.outputs).find(([file]) => file.endsWith('dist/main.js'))?.[1];
    const allowed = externalPackages();
    const strays = (bundle?.imports ?? [])
      .map((i) => i.path)
      .filter((p) => !p.startsWith('node:') && !builtinModules.includes(p))
      .filter((p) => !allowed.some((name) => p === name || p.startsWith(`${name}/`)));
    expect(strays).toEqual([]);
    expect(allowed).not.toContain('@faker-js/faker');
    expect(allowed).not.toContain('msw');
  });

  it('the demo bundle does load the seed and faker (the check sees them)', async () => {
    const demo = await metafileOf('demo');
    expect(inputsOf(demo, 'dist/demo.js')).toContain('src/modules/sample-data/seed.ts');
    const problems = productionBundleProblems(demo, 'dist/demo.js');
    expect(problems.some((line) => line.includes('the seed'))).toBe(true);
    expect(problems.some((line) => line.includes('faker'))).toBe(true);
    expect(problems.some((line) => line.includes('the sample catalogue'))).toBe(true);
  });
});

describe('pending migrations', () => {
  // Migrates a fresh database from nothing: 20 s on a quiet machine, more beside the browser tests.
  it(
    'requireMigrated refuses a database with pending migrations, then passes once migrated',
    { timeout: 120_000 },
    async () => {
      const handle = await createDb(testConfig());
      try {
        const refused = await requireMigrated(handle.db).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(PendingMigrationsError);
        expect((refused as PendingMigrationsError).pending[0]).toBe('001_init.sql');
        expect((refused as Error).message).toContain('run `pnpm db:migrate`');
        await migrate(handle.db);
        await expect(requireMigrated(handle.db)).resolves.toEqual({ migrations: 'up to date' });
      } finally {
        await handle.close();
      }
    },
  );
});

/**
 * Runs `node <args>` in `cwd` (default apps/api) with exactly `env` (plus PATH); resolves with its
 * exit code and output. Kills it after `limitMs` milliseconds (default 100 s; exit code null).
 */
function runNode(
  args: string | string[],
  env: Record<string, string>,
  cwd = API_DIR,
  limitMs = 100_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, typeof args === 'string' ? [args] : args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A server that started instead of refusing would run forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the built main.js on Node', () => {
  // Written beside the real bundles (dist/, git-ignored), at their depth: the paths derived
  // from import.meta.url resolve as they do for dist/main.js.
  const name = `main.test-${process.pid}`;
  const file = path.join(OUT_DIR, `${name}.js`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bundle-'));
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bundle-test-secret-bundle-test-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory',
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
  };

  beforeAll(async () => {
    const options = buildOptions(['main']);
    await build({ ...options, entryPoints: { [name]: 'src/main.ts' }, sourcemap: false });
  }, 120_000);
  afterAll(() => {
    rmSync(file, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Starts the bundle on Node with a fresh embedded database: 16 s on a quiet machine.
  it('refuses pending migrations with one line and exit code 1', { timeout: 120_000 }, async () => {
    const result = await runNode(file, production);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const all = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(result.stderr.trim().split('\n')).toEqual([new PendingMigrationsError(all).message]);
  });

  it('refuses NODE_ENV=production without SESSION_SECRET and PUBLIC_URL', { timeout: 120_000 }, async () => {
    const { SESSION_SECRET: _secret, PUBLIC_URL: _url, ...rest } = production;
    const result = await runNode(file, rest);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SESSION_SECRET: missing; required when NODE_ENV=production');
    expect(result.stderr).toContain('PUBLIC_URL: missing; required when NODE_ENV=production');
  });
});

describe("the storefront's server bundle renders with React's production build (decision 057)", () => {
  const storefront = path.resolve(API_DIR, '../storefront');
  const outDir = mkdtempSync(path.join(tmpdir(), 'shop-ssr-bundle-'));
  /** A shop name no source file holds: found in the bundle only if SHOP_NAME reached it. */
  const BUILT_SHOP_NAME = 'Hart and Daughters Hardware';
  /** The text of every .js file of the bundle, by path relative to outDir. */
  const files = new Map<string, string>();

  beforeAll(async () => {
    // The server half of the storefront's build script, into a folder of its own.
    const script = (
      JSON.parse(readFileSync(path.join(storefront, 'package.json'), 'utf8')) as {
        scripts: { build: string };
      }
    ).scripts.build;
    expect(script).toContain('vite build --ssr src/entry-server.tsx --outDir dist-server');
    const vite = path.join(
      path.dirname(createRequire(path.join(storefront, 'package.json')).resolve('vite/package.json')),
      'bin/vite.js',
    );
    const built = await runNode(
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'error'],
      // SHOP_NAME as a shop sets it for the build and the server alike (decision 048).
      { NODE_ENV: 'development', SHOP_NAME: BUILT_SHOP_NAME },
      storefront,
      170_000,
    );
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.js')) files.set(file, readFileSync(path.join(outDir, file), 'utf8'));
    }
    // A Vite build beside the browser tests in CI can take minutes on two cores.
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('holds no development build of react, react-dom or their JSX runtime', () => {
    expect(files.has('entry-server.js')).toBe(true);
    const development = /react[\w.-]*\.development\.js|\bjsxDEV\b|\bvalidateProperty\b/;
    expect([...files].filter(([, code]) => development.test(code)).map(([file]) => file)).toEqual([]);
    // React's production builds are there.
    expect([...files.values()].some((code) => code.includes('react-dom-server.node.production'))).toBe(true);
  });

  it("names the shop SHOP_NAME of the build's environment on its pages (decision 048)", () => {
    const named = [...files].filter(([, code]) => code.includes(BUILT_SHOP_NAME)).map(([file]) => file);
    expect(named.length).toBeGreaterThan(0);
  });

  it('never reads NODE_ENV, and imports nothing from node_modules at run time', async () => {
    expect(
      [...files].filter(([, code]) => code.includes('process.env.NODE_ENV')).map(([file]) => file),
    ).toEqual([]);
    // esbuild reads the bundle's imports (static, dynamic and require calls); each of its own
    // chunks is followed, every package is left as an import and listed.
    const graph = await build({
      entryPoints: [path.join(outDir, 'entry-server.js')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(graph.metafile!.inputs).length;
    expect(inputs).toBe(files.size);
    const imports = Object.values(graph.metafile!.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))).toEqual([]);
  });
});
