/**
 * `pnpm size`: the JavaScript a browser loads on first visit to the home route, gzip-compressed
 * (budget BUDGET_KB: 135.4 KB, the figure of decision 017, so it cannot grow unnoticed), and the JavaScript loaded on /payment-page (where Stripe.js may load) — each
 * file gzip-compressed at level 9 from the built dist, summed. It builds the storefront, starts
 * the real server (API + dist, on a fresh PGlite folder) and records every script Chromium requests.
 * First load = the scripts requested until the page has started hydrating (React's root is on
 * #root: main.tsx calls hydrateRoot only once the current route's lazy modules are in) and then no
 * script was requested or in flight for QUIET_MS; what the page fetches later by itself is listed
 * apart, and code loaded on an interaction is not counted. Waiting for hydration keeps the route's
 * own chunks in the figure however slowly the machine runs them (the network alone can go quiet
 * while the entry chunk executes, before main.tsx asks for them).
 * Prints figures; exits 1 when the home route is over budget, loads Stripe, or loads zod (the
 * contract's schemas stay out of production bundles: the client checks responses in development
 * and tests only, decision 017).
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { buildStorefront, dist, startShop } from './shop.mjs';

/** SIZE_PORT, default 4390: where the measured shop listens on 127.0.0.1. */
const PORT = Number(process.env.SIZE_PORT ?? 4390);
/** KB gzip of the home route's first-load JavaScript that fails the check (decision 017's figure). */
const BUDGET_KB = 135.4;
/** Milliseconds without a script request in flight or started that end the first load. */
const QUIET_MS = 500;
/** zod's class names ('$ZodType', '$ZodObject'...) survive minification: their presence means zod shipped. */
const ZOD_MARK = /\$Zod[A-Z]/;

buildStorefront();
const { base, stop } = await startShop(PORT);

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
try {
  const page = await browser.newPage();
  const scripts = new Set();
  const fonts = new Set();
  /** @type {Set<import('playwright-core').Request>} */
  const inFlight = new Set();
  let lastScriptAt = Date.now();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') {
      scripts.add(req.url());
      inFlight.add(req);
      lastScriptAt = Date.now();
    }
    if (req.resourceType() === 'font') fonts.add(req.url());
  });
  /** @param {import('playwright-core').Request} req */
  const settled = (req) => {
    if (inFlight.delete(req)) lastScriptAt = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  /** Resolves once no script has been in flight or requested for QUIET_MS. */
  const scriptsQuiet = async () => {
    while (inFlight.size > 0 || Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(50);
  };

  await page.goto(base + '/', { waitUntil: 'load' });
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
    undefined,
    { timeout: 60_000 },
  );
  await scriptsQuiet();
  const home = measure([...scripts]);
  report('Home route (/)', home);
  const withZod = home.files.filter((f) => f.zod).map((f) => f.name);
  if (withZod.length > 0) {
    console.error(`zod is in the home route's first load: ${withZod.join(', ')}.`);
    failed = true;
  }
  // Fonts are not in the budget; listed so that a missing or extra subset shows (decision 017).
  console.log(`  fonts: ${[...fonts].map((u) => new URL(u).pathname).join(', ') || 'none'}`);
  if (home.kb > BUDGET_KB) {
    console.error(`Home route JavaScript ${home.kb.toFixed(1)} KB gzip is over the ${BUDGET_KB} KB budget.`);
    failed = true;
  }
  // What / loads later with no interaction (e.g. the carousel's embla when autoplay's first advance
  // is due, 3 s): not first-load JavaScript, but listed so nothing hides there (decision 017).
  const firstLoad = new Set(scripts);
  await page.waitForTimeout(5000);
  report(
    '  loaded later on / without interaction (within 5 s)',
    measure([...scripts].filter((s) => !firstLoad.has(s))),
  );
  if (home.files.some((f) => /stripe/i.test(f.name))) {
    console.error('Stripe code is loaded on the home route.');
    failed = true;
  }

  // Sign in with Test Drive, then open the payment page.
  scripts.clear();
  await page.goto(base + '/sign-in', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Test Drive' }).click();
  await page.waitForURL(base + '/');
  // Something in the cart, then the payment page by in-app navigation (as a shopper does).
  await page.goto(base + '/single-product/1', { waitUntil: 'networkidle' });
  const before = new Set(scripts);
  scripts.clear();
  await page.goto(base + '/payment-page', { waitUntil: 'networkidle' });
  const payment = measure([...scripts]);
  report('Payment page (/payment-page), full load', payment);
  report('  of which not loaded on / or /sign-in', measure([...scripts].filter((s) => !before.has(s))));
} finally {
  await browser.close();
  stop();
}
process.exit(failed ? 1 : 0);

/**
 * One built file the page loaded: its URL and path, raw and gzip (level 9) size in bytes, and
 * whether zod is in it.
 * @typedef {{ url: string, name: string, raw: number, gz: number, zod: boolean }} LoadedFile
 */

/**
 * The shop's own scripts among `urls` (the mock service worker left out), each measured from the
 * built dist, and their gzip total in KB.
 * @param {string[]} urls
 * @returns {{ files: LoadedFile[], kb: number }}
 */
function measure(urls) {
  const files = urls
    .filter((u) => u.startsWith(base))
    .map((url) => {
      const rel = new URL(url).pathname;
      const file = path.join(dist, rel);
      const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      const zod = ZOD_MARK.test(raw.toString('latin1'));
      return { url, name: rel, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length, zod };
    })
    .filter((f) => f.name !== '/mockServiceWorker.js');
  const gz = files.reduce((s, f) => s + f.gz, 0);
  return { files, kb: gz / 1024 };
}

/**
 * Prints `title`, the total and each file, largest first.
 * @param {string} title
 * @param {{ files: LoadedFile[], kb: number }} m
 */
function report(title, m) {
  console.log(`\n${title}: ${m.kb.toFixed(1)} KB gzip in ${m.files.length} files`);
  for (const f of m.files.sort((a, b) => b.gz - a.gz))
    console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.name}${f.zod ? '  (zod)' : ''}`);
}
