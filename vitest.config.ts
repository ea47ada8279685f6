/**
 * One Vitest config with projects:
 * - node: api-client, mocks, server and contract tests (Node, msw/node, PGlite or PostgreSQL);
 * - ui: component tests of packages/ui in Chromium;
 * - storybook: every story rendered as a test in Chromium with the a11y check failing on a
 *   violation (@storybook/addon-vitest), light theme and dark theme.
 * Chromium is Debian's (`CHROMIUM_PATH`, default /usr/bin/chromium); see scripts/test.mjs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/api-client/src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'contract-tests/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx', 'packages/api-client/src/**/*.test.tsx', 'apps/storefront/src/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: { name: 'storybook', browser: browser(), testTimeout: 30_000 },
      },
    ],
  },
});
