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
 * It then measures SIGNED_IN_PAGES as a signed-in shopper (the sample seller, with two products in
 * the cart): it signs in through the API, then puts the session where a browser that signed in keeps
 * it (the cookies in Chromium's jar, the user in localStorage: `runOnce`), so the pages are rendered
 * and hydrated for that shopper as in their browser.
 * Options: `--no-build` reuses apps/storefront/dist; LIGHTHOUSE_PORT (default 4391) is where the
 * measured shop listens on 127.0.0.1.
 */
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';
import { Client } from './scale/http.mjs';
import { buildStorefront, startShop } from './shop.mjs';

/** LIGHTHOUSE_PORT, default 4391: where the measured shop listens on 127.0.0.1. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4391);
const RUNS = 3;
const PAGES = ['/', '/products', '/single-product/1'];
/** Pages measured signed in (the cart holds two products). */
const SIGNED_IN_PAGES = ['/cart', '/my-orders', '/single-product/1'];
/** The sample seller of the demo seed (README), who buys too. */
const SHOPPER = { email: 'seller@shop.test', password: 'sellerpass123' };
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
// puppeteer-core is lighthouse's own dependency too: it puts the session where a browser keeps it.
const puppeteer = (await import(requireFromLighthouse.resolve('puppeteer-core'))).default;

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
 * A signed-in browser's session: its cookies (name and value, for the shop's host) and the user
 * the storefront keeps in localStorage after signing in (STORAGE_KEYS.user and .username, the
 * spec's section 3).
 * @typedef {{ cookies: [string, string][], user: { username: string } & Record<string, unknown> }} Session
 */

/**
 * One Lighthouse run of `url` in a fresh Chromium; returns the report (LHR). With `session`, the
 * browser is first signed in as a browser that used the sign-in form is: the cookies in Chromium's
 * own jar and the user in the origin's localStorage, which Lighthouse keeps (`disableStorageReset`).
 * A cookie sent only as an extra header would not do: the page's scripts see no `csrftoken` cookie
 * and no stored user, so after hydration the storefront signs itself out (AuthProvider's
 * `isLoggedIn`) and the measure is of that. Throws when it cannot run.
 * @param {string} url
 * @param {Session} [session]
 * @returns {Promise<import('lighthouse').Result>}
 */
async function runOnce(url, session) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  try {
    if (session) await signInBrowser(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(session ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Puts `session` in the Chromium listening for DevTools on `port`: its cookies for `origin`, then,
 * on a page of `origin` (/about, which reads nothing personal), the stored user. Throws when the
 * browser cannot be reached.
 * @param {number} port
 * @param {string} origin
 * @param {Session} session
 */
async function signInBrowser(port, origin, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(
      ...session.cookies.map(([name, value]) => ({
        name,
        value,
        domain: new URL(origin).hostname,
        path: '/',
      })),
    );
    const page = await browser.newPage();
    await page.goto(`${origin}/about`);
    await page.evaluate((/** @type {Session['user']} */ user) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('username', user.username);
    }, session.user);
    await page.close();
  } finally {
    await browser.disconnect();
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

/**
 * Signs SHOPPER in on the shop at `port` and puts two products in their cart (the first two the
 * cart takes: a seller cannot buy their own listings). Returns the session's cookies and user.
 * Throws when the sign-in or the cart fails.
 * @param {number} port
 * @returns {Promise<Session>}
 */
async function signedInSession(port) {
  const client = new Client({ port, name: 'lighthouse' });
  try {
    const login = await client.post('login', '/api/auth/login/', { json: SHOPPER });
    if (login.status !== 200) throw new Error(`sign-in as ${SHOPPER.email} answered ${login.status}`);
    let added = 0;
    for (let id = 1; id <= 30 && added < 2; id++) {
      const add = await client.post('addToCart', '/api/cart/add/', {
        json: { product_id: id, quantity: 1 },
        expect: [400, 403, 404, 409],
      });
      if (add.status === 200) added++;
    }
    if (added < 2) throw new Error('the cart took fewer than two products');
    return { cookies: [...client.cookies], user: login.body.user };
  } finally {
    client.close();
  }
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
  const session = await signedInSession(PORT);
  /** @type {{ page: string, session?: Session }[]} */
  const measured = [
    ...PAGES.map((page) => ({ page })),
    ...SIGNED_IN_PAGES.map((page) => ({ page, session })),
  ];
  for (const { page, session } of measured) {
    /** @type {import('lighthouse').Result[]} */
    const reports = [];
    console.log(`\n${page}${session ? ` (signed in as ${SHOPPER.email}, two products in the cart)` : ''}`);
    try {
      // A run that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is tried once more.
      for (let run = 0; run < RUNS; run++) {
        reports.push(
          await runOnce(shop.base + page, session).catch(() => runOnce(shop.base + page, session)),
        );
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
