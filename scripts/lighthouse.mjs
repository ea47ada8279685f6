/**
 * `pnpm lighthouse` (targets of decision 017): builds the storefront, starts the shop as `pnpm size` does (real
 * server, PGlite in a fresh temporary folder, its own port) and runs Lighthouse (the `lighthouse`
 * package, its default config: the mobile preset with simulated throttling) RUNS times on each of
 * PAGES in Debian's Chromium. For each page it prints the median of the four category scores and of
 * FCP, LCP, TBT (milliseconds) and CLS, each next to its target, and for any category whose median
 * is under 100 the titles of its failing audits (with how many runs failed them).
 * It prints figures and exits 0 whatever they are (targets are goals, not a gate; tests never assert
 * timings); it exits 1 only when it cannot run (build, server or Chromium failing, or a page that
 * Lighthouse cannot load, e.g. a 500: the other pages are still measured).
 * Options: `--no-build` reuses apps/storefront/dist; LIGHTHOUSE_PORT (default 4391) is where the
 * measured shop listens on 127.0.0.1.
 */
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';
import { buildStorefront, startShop } from './shop.mjs';

/** LIGHTHOUSE_PORT, default 4391: where the measured shop listens on 127.0.0.1. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391);
const RUNS = 3;
const PAGES = ['/', '/products', '/single-product/1'];
/** Chromium flags of ../shared/TOOLCHAIN.md. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * [category id, label, target score].
 * @type {[string, string, number][]}
 */
const CATEGORIES = [
  ['performance', 'performance', 98],
  ['accessibility', 'accessibility', 100],
  ['best-practices', 'best practices', 100],
  ['seo', 'SEO', 100],
];
/**
 * [audit id, label, target, unit]: targets of decision 017 (LCP <= 1.5 s, CLS <= 0.02).
 * @type {[string, string, number | null, 'ms' | ''][]}
 */
const METRICS = [
  ['first-contentful-paint', 'FCP', null, 'ms'],
  ['largest-contentful-paint', 'LCP', 1500, 'ms'],
  ['total-blocking-time', 'TBT', null, 'ms'],
  ['cumulative-layout-shift', 'CLS', 0.02, ''],
];

// chrome-launcher is lighthouse's own dependency (pnpm does not hoist it to the root).
const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(requireFromLighthouse.resolve('chrome-launcher'));

/**
 * The median of numbers (the middle one of an odd count, the mean of the middle two otherwise);
 * NaN for none.
 * @param {number[]} values
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * One Lighthouse run of `url` in a fresh Chromium; returns the report (LHR). Throws when it cannot run.
 * @param {string} url
 * @returns {Promise<import('lighthouse').Result>}
 */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Titles of the audits of `category` that failed in any of `reports`, with how many runs failed
 * each (most first).
 * @param {import('lighthouse').Result[]} reports
 * @param {string} category
 * @returns {[string, number][]}
 */
function failingAudits(reports, category) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const lhr of reports) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score >= 1 || (category === 'performance' && audit.score >= 0.9 && ref.weight === 0))
        continue;
      counts.set(audit.title, (counts.get(audit.title) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * A metric's value for print: whole milliseconds, or 3 decimals for a unitless one (CLS).
 * @param {number} value
 * @param {'ms' | ''} unit
 */
function format(value, unit) {
  return unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}

buildStorefront();
let shop;
try {
  shop = await startShop(PORT);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let exitCode = 0;
try {
  console.log(`Lighthouse ${RUNS} runs per page, mobile preset, simulated throttling, ${shop.base}`);
  for (const page of PAGES) {
    /** @type {import('lighthouse').Result[]} */
    const reports = [];
    console.log(`\n${page}`);
    try {
      // A run that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is tried once more.
      for (let run = 0; run < RUNS; run++) {
        reports.push(await runOnce(shop.base + page).catch(() => runOnce(shop.base + page)));
      }
    } catch (error) {
      // This page cannot be measured: say why, go on with the others, exit 1 at the end.
      console.error(`  not measured: ${error instanceof Error ? error.message : error}`);
      exitCode = 1;
      continue;
    }
    for (const [id, label, target] of CATEGORIES) {
      const scores = reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const m = median(scores);
      console.log(
        `  ${label.padEnd(15)} ${String(m).padStart(5)}   target >= ${target}   runs ${scores.join(', ')}`,
      );
    }
    for (const [id, label, target, unit] of METRICS) {
      const values = reports.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
      const goal = target === null ? '' : `target <= ${unit === 'ms' ? `${target / 1000} s` : target}`;
      console.log(
        `  ${label.padEnd(15)} ${format(median(values), unit).padStart(8)}   ${goal.padEnd(16)} runs ${values
          .map((v) => format(v, unit))
          .join(', ')}`,
      );
    }
    for (const [id, label] of CATEGORIES) {
      const scores = reports.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100);
      if (median(scores) >= 100) continue;
      const failing = failingAudits(reports, id);
      console.log(`  failing ${label} audits:`);
      for (const [title, count] of failing) console.log(`    - ${title} (${count}/${RUNS} runs)`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  shop.stop();
}
process.exit(exitCode);
