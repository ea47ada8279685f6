/**
 * Playwright journeys in Debian's Chromium, against the app on mocks (the storefront built in
 * mocks mode, served by `vite preview`) and against the real server (API + built storefront on
 * a fresh embedded PGlite database). Journeys tagged @mocks-only run only on mocks, @server-only
 * only on the server (e.g. the password reset, whose e-mail the real server writes).
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Ports of the two servers; E2E_MOCKS_PORT / E2E_SERVER_PORT let two checkouts run journeys side by side. */
const MOCKS_PORT = Number(process.env.E2E_MOCKS_PORT ?? 4310);
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4320);
const root = path.resolve(import.meta.dirname, '..');
/**
 * The server's DATA_DIR. Every worker loads this file again: the runner's directory reaches them
 * through SHOP_E2E_DATA_DIR, so a journey can read what the server writes there (its e-mails,
 * DATA_DIR/mail/*.eml: helpers.ts `waitForMail`).
 */
const dataDir = (process.env.SHOP_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-')));

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two at once (decision 051): journeys on mocks keep their data in their own browser context, so
  // they run side by side; the real server's journeys share one database and run one at a time.
  workers: 2,
  retries: 0,
  // A hang, not a slow machine, should fail a journey: the longest (three sign-ins, two sellers)
  // take about 35 s on a quiet machine and over 60 s on a loaded CI machine (decision 051).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { launchOptions, trace: 'retain-on-failure', viewport: { width: 1280, height: 800 } },
  projects: [
    // The server's journeys first: they run one at a time for the whole stage, and the mocks'
    // journeys fill the other worker beside them (listed second, they would all run first, on
    // both workers, and the server's would then run alone).
    {
      name: 'server',
      use: { baseURL: `http://127.0.0.1:${SERVER_PORT}` },
      grepInvert: /@mocks-only/,
      workers: 1,
    },
    { name: 'mocks', use: { baseURL: `http://127.0.0.1:${MOCKS_PORT}` }, grepInvert: /@server-only/ },
  ],
  webServer: [
    {
      command: `pnpm --filter @shop/storefront exec vite preview --outDir dist-mocks --port ${MOCKS_PORT} --strictPort --host 127.0.0.1`,
      cwd: root,
      url: `http://127.0.0.1:${MOCKS_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @shop/api start',
      cwd: root,
      url: `http://127.0.0.1:${SERVER_PORT}/api/products/?page=1`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // E-mails as .eml files where the journeys read them (no SMTP server, whatever the shell has).
        MAIL_DIR: path.join(dataDir, 'mail'),
        SMTP_URL: '',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: '',
        // Every journey signs up from 127.0.0.1: the per-address limit (10 an hour) is for shoppers.
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      },
    },
  ],
});
