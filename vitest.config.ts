/**
 * One Vitest config with projects:
 * - node: contract, sample catalogue, api-client, mocks, server and contract tests (Node, msw/node, PGlite or PostgreSQL);
 * - ui: component tests of packages/ui in Chromium;
 * - storybook: every story rendered as a test in Chromium with the a11y check failing on a
 *   violation (@storybook/addon-vitest) in the light theme and again in the dark theme, and a
 *   screenshot compared with its baseline.
 * Chromium is Debian's (`CHROMIUM_PATH`, default /usr/bin/chromium); see scripts/test.mjs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
};

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
});

/**
 * Story tests: reduced motion (carousels may stop autoplay), a fixed 1280x800 viewport that a story may
 * change with `globals: { viewport: { value: 'mobile' } }` (.storybook/viewports.ts).
 */
const storyBrowser = () => ({
  ...browser(),
  provider: playwright({
    launchOptions,
    contextOptions: { reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } },
  }),
});

/**
 * Visual regression: one baseline per story, `visual-baselines/<story id>.png`, compared with pixelmatch.
 * pixelmatch skips anti-aliased pixels (includeAA false); `threshold` 0.03 (YIQ distance) lets through
 * sub-pixel colour noise yet flags a change of about 16 steps in one channel (e.g. #b4232a -> #b4332a,
 * checked); at most 0.02% of the pixels (~200 at 1280x800) may differ, so a recoloured badge, border,
 * text or a moved element fails.
 * `pnpm test:visual:update` rewrites the baselines.
 */
const visualExpect = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch' as const,
    comparatorOptions: { threshold: 0.03, allowedMismatchedPixelRatio: 0.0002 },
    resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      path.join(root, 'visual-baselines', `${arg}${ext}`),
    resolveDiffPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      path.join(root, 'test-results', 'visual-diffs', `${arg}${ext}`),
  },
};

const storybookConfigDir = path.join(dirname, '.storybook');

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundled up front so that Vite does not reload a browser test midway when it first meets them.
  optimizeDeps: {
    include: [
      '@shop/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@shop/ui > radix-ui',
      '@shop/ui > lucide-react',
      '@shop/ui > react-hook-form',
      '@shop/ui > @visx/scale',
      '@shop/ui > @visx/shape',
      '@shop/ui > @visx/group',
    ],
  },
  test: {
    /**
     * V8 coverage (`pnpm test:coverage`, scripts/coverage.mjs): the product code of the server, the
     * packages and the mocks; files no test loads count as uncovered.
     */
    coverage: {
      provider: 'v8',
      include: ['apps/api/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/*.stories.tsx',
        '**/*.d.ts',
        '**/testing/**',
        '**/test-support.ts',
        '**/test-hooks.tsx',
      ],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // A failing test still leaves its figures (the failure is reported as such).
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/contract/src/**/*.test.ts',
            'packages/sample-catalogue/src/**/*.test.ts',
            'packages/api-client/src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'contract-tests/**/*.test.ts',
          ],
          // The contract suite on PostgreSQL needs one: without DATABASE_URL its file is not run.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['contract-tests/server-postgres.test.ts']),
          ],
          // Limits that catch a hang, not a slow machine: CI machines run these up to 2.5 times slower
          // than a quiet development machine (decision 051).
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One module graph per worker, not per file: importing the server's modules again for
          // each of a hundred files was most of this project's CPU (decision 051). Every file
          // builds its own app and database (schema or PGlite), and restores what it stubs.
          isolate: false,
          // A folder for this run's PGlite snapshot (a migrated, seeded database loaded by each test app).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Files run in parallel (Vitest's default) and beside the browser projects: each server
          // test app has a database of its own (PGlite in memory, or a fresh PostgreSQL schema with
          // its own notification channels). With `fileParallelism: false` Vitest ran this project
          // alone, after the three browser projects had finished (decision 051).
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: [
            'packages/ui/src/**/*.test.tsx',
            'packages/api-client/src/**/*.test.tsx',
            'apps/storefront/src/**/*.test.tsx',
          ],
          browser: browser(),
          testTimeout: 30_000,
        },
      },
      {
        // Every story: play function, axe (a11y test 'error') and a screenshot in the light theme, then
        // axe again in the dark theme (.storybook/vitest.dark.setup.ts, decision 051).
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: {
          name: 'storybook',
          browser: { ...storyBrowser(), expect: visualExpect },
          setupFiles: [
            '.storybook/vitest.setup.ts',
            '.storybook/vitest.visual.setup.ts',
            '.storybook/vitest.dark.setup.ts',
          ],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
