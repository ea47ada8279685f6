/**
 * The load of `pnpm test:scale` (scripts/scale-test.mjs): SHOPPERS simulated shoppers through
 * HAProxy for SECONDS, each from its own loopback address: sign up or sign in, browse, add to
 * cart, pay with the simulated card. At a third of the run process b gets SIGKILL and is restarted
 * RESTART_AFTER_MS later (it must be back behind HAProxy). Every request is recorded; what the
 * run saw is handed to scale/load-checks.mjs, which reads PostgreSQL and gives the verdicts.
 */
import { readFileSync } from 'node:fs';
import {
  SECONDS,
  SHOPPERS,
  database,
  describe,
  direct,
  password,
  pick,
  pool,
  run,
  sec,
  shopperAddress,
} from './common.mjs';
import { Client, Recorder } from './http.mjs';
import { haproxyStates, sleep } from './processes.mjs';

/** @typedef {import('./common.mjs').ApiName} ApiName */
/** @typedef {import('./common.mjs').ScaleContext} ScaleContext */
/** @typedef {import('./http.mjs').RequestRecord} RequestRecord */
/**
 * When things happened to process b, ms on the recorder's clock: the SIGKILL, the process seen
 * dead (/proc) and its exit seen, HAProxy marking it down, the restart, /readyz 200, HAProxy
 * marking it UP; `restartError` when the restart failed.
 * @typedef {{
 *   kill?: number, dead?: number, exited?: number, down?: number, restart?: number, ready?: number,
 *   up?: number, restartError?: string,
 * }} Timeline
 */
/**
 * What the load saw: every request (`records`), how long it ran (`elapsed`, ms), the kill and
 * restart `timeline`; the shoppers' user ids; the checkout sessions they opened (`created`), those
 * acknowledged as paid (`acknowledged`: by the confirm's answer or the session status asked after
 * a lost one) and those whose confirm got no answer (`confirmFailed`); and PostgreSQL before the
 * load: each product's stock and the highest order id.
 * @typedef {{
 *   records: RequestRecord[],
 *   elapsed: number,
 *   timeline: Timeline,
 *   userIds: Set<number>,
 *   created: Set<string>,
 *   acknowledged: Map<string, 'confirm' | 'status'>,
 *   confirmFailed: Set<string>,
 *   stockBefore: Map<number, number>,
 *   maxOrderBefore: number,
 *   accountsBefore: number,
 * }} LoadRun
 */

/**
 * The answer of a stats page that did not answer.
 * @type {Record<string, string | undefined>}
 */
const noStates = {};
/** The killed process is restarted this long after the kill (ms). */
const RESTART_AFTER_MS = 3000;
/** What the shoppers search for (one misspelt). */
const SEARCH_TERMS = ['lamp', 'headphones', 'hedphones', 'chair', 'book', 'watch', 'garden', 'walnut lamp'];
/** The simulated card that pays (a test card, decision 010). */
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sam Shopper' };
const SHIPPING = {
  name: 'Sam Shopper',
  line1: '10 Downing Street',
  line2: '',
  city: 'London',
  postcode: 'SW1A 2AA',
};

/** The answers a step of a shopper may normally get besides 2xx (business refusals). */
const EXPECTED = {
  addToCart: [400], // out of stock
  createCheckoutSession: [400], // out of stock or empty cart
  confirmPayment: [409], // a product changed (stock taken by another shopper)
  sessionStatus: [409],
  loginAfterFailedRegister: [401],
};

/**
 * Registers `count` accounts before the load (spread over the three processes, 6 at a time), for
 * the shoppers who sign in rather than sign up. Throws when one cannot be made.
 * @param {ScaleContext} ctx
 * @param {number} count
 * @returns {Promise<{ email: string, password: string, id: number }[]>}
 */
async function preCreateShoppers(ctx, count) {
  /** @type {ApiName[]} */
  const names = ['a', 'b', 'c'];
  const tasks = Array.from({ length: count }, (_, i) => async () => {
    const email = `shopper-${run}-pre${i}@example.com`;
    const secret = password();
    const r = await direct(ctx, names[i % 3] ?? 'a').post('register', '/api/auth/register/', {
      json: { email, password: secret, first_name: 'Pre', last_name: `Shopper${i}` },
    });
    if (r.status !== 201) throw new Error(`pre-create shopper ${i}: ${describe(r)}`);
    return { email, password: secret, id: r.body.user.id };
  });
  return pool(tasks, 6);
}

/**
 * Spins (synchronously, at most 2 s) until process `pid` is dead: a zombie or gone (Linux
 * /proc). The child's 'exit' event comes later, when this busy event loop gets to it. Returns
 * false when /proc cannot tell.
 * @param {number | undefined} pid
 */
function waitForDeath(pid) {
  if (pid === undefined) return false;
  const until = Date.now() + 2000;
  while (Date.now() < until) {
    let state;
    try {
      state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    } catch (error) {
      return /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
    }
    if (state === 'Z' || state === 'X') return true;
  }
  return false;
}

/**
 * Runs the load (shoppers and the kill of b) and returns what it saw; prints one line before.
 * @param {ScaleContext} ctx
 * @returns {Promise<LoadRun>}
 */
export async function runLoad(ctx) {
  const pre = await preCreateShoppers(ctx, Math.floor(SHOPPERS / 2));
  const db = await database(ctx.schema);
  /** @type {Map<number, number>} */
  let stockBefore;
  /** @type {number} */
  let maxOrderBefore;
  try {
    stockBefore = new Map(
      (await db.query('SELECT id, items_in_stock FROM products ORDER BY id')).rows.map((r) => {
        const { id, items_in_stock } = /** @type {{ id: number, items_in_stock: number }} */ (r);
        return [id, items_in_stock];
      }),
    );
    const [last] = /** @type {{ n: number }[]} */ (
      (await db.query('SELECT coalesce(max(id), 0)::int AS n FROM orders')).rows
    );
    maxOrderBefore = last?.n ?? 0;
  } finally {
    await db.end();
  }

  const recorder = new Recorder();
  recorder.enabled = true;
  const deadline = SECONDS * 1000;
  /** @type {Set<number>} */
  const userIds = new Set();
  /**
   * Checkout sessions the client got.
   * @type {Set<string>}
   */
  const created = new Set();
  /** @type {LoadRun['acknowledged']} */
  const acknowledged = new Map();
  /**
   * Sessions whose confirm got no answer (or a 5xx).
   * @type {Set<string>}
   */
  const confirmFailed = new Set();
  /** @type {Timeline} */
  const timeline = {};

  const think = () => sleep(50 + Math.random() * 200);
  const arrivalMs = Math.min(10_000, deadline / 4);
  const past = () => recorder.now() >= deadline;

  /**
   * Shopper `i`: arrives, signs up or in, then browses, adds to cart and pays until the deadline.
   * @param {number} i
   */
  async function shopper(i) {
    await sleep((i * arrivalMs) / SHOPPERS); // arrive over the first seconds, not all at once
    const c = new Client({
      port: ctx.lbPort,
      name: `shopper${i}`,
      localAddress: shopperAddress(i),
      recorder,
    });
    try {
      // Sign up (even shoppers) or sign in with an account made before the load (odd ones).
      const made = i % 2 === 1 ? pre[(i - 1) / 2] : undefined;
      const account = made
        ? { ...made, signUp: false }
        : { email: `shopper-${run}-${i}@example.com`, password: password(), signUp: true };
      let user;
      for (let attempt = 0; attempt < 5 && !user && !past(); attempt++) {
        if (account.signUp) {
          const r = await c.post('register', '/api/auth/register/', {
            json: {
              email: account.email,
              password: account.password,
              first_name: 'Sam',
              last_name: `Shopper${i}`,
            },
          });
          if (r.status === 201) user = r.body.user;
          else if (r.status === 0 || r.status >= 500) {
            // The answer was lost: the account may exist. Try it, then register again if not.
            const l = await c.post('loginAfterFailedRegister', '/api/auth/login/', {
              json: { email: account.email, password: account.password },
              expect: EXPECTED.loginAfterFailedRegister,
            });
            if (l.status === 200) user = l.body.user;
          } else return;
        } else {
          const r = await c.post('login', '/api/auth/login/', {
            json: { email: account.email, password: account.password },
          });
          if (r.status === 200) user = r.body.user;
          else if (r.status !== 0 && r.status < 500) return;
        }
        if (!user) await sleep(300);
      }
      if (!user) return;
      userIds.add(user.id);

      while (!past()) {
        const list = await c.get('listProducts', `/api/products/?page=${1 + Math.floor(Math.random() * 4)}`);
        await think();
        if (past()) break;
        const found = await c.get(
          'searchProducts',
          `/api/products/search/?q=${encodeURIComponent(pick(SEARCH_TERMS) ?? 'lamp')}`,
        );
        await think();
        const candidates = [...(list.body?.products ?? []), ...(found.body?.products ?? [])].filter(
          (/** @type {import('./checks.mjs').ProductJson} */ p) => p.inStock && (p.itemsInStock ?? 0) > 0,
        );
        if (candidates.length === 0 || past()) continue;
        const product = pick(candidates);
        if (!product) continue;
        await c.get('getProduct', `/api/products/${product.id}/`);
        await think();
        if (past()) break;
        const added = await c.post('addToCart', '/api/cart/add/', {
          json: { product_id: product.id, quantity: 1 },
          expect: EXPECTED.addToCart,
        });
        if (added.status !== 200) {
          if (added.status === 400) await c.delete('clearCart', '/api/cart/clear/');
          continue;
        }
        await c.get('calculatePayment', '/api/payment/calculate/');
        await think();
        if (past()) break;
        const checkout = await c.post('createCheckoutSession', '/api/payment/create-checkout-session/', {
          expect: EXPECTED.createCheckoutSession,
        });
        if (checkout.status !== 200) {
          if (checkout.status === 400) await c.delete('clearCart', '/api/cart/clear/');
          continue;
        }
        const { sessionId, clientSecret } = checkout.body;
        created.add(sessionId);
        await think();
        const confirm = await c.post('confirmPayment', '/api/payment/simulated/confirm/', {
          json: { clientSecret, ...CARD, shipping: SHIPPING },
          expect: EXPECTED.confirmPayment,
        });
        if (confirm.status === 200) acknowledged.set(sessionId, 'confirm');
        else if (confirm.status === 409) await c.delete('clearCart', '/api/cart/clear/');
        else {
          // No answer: ask what happened, as the return page does (through another process).
          confirmFailed.add(sessionId);
          const status = await c.get(
            'sessionStatus',
            `/api/payment/session-status/?session_id=${encodeURIComponent(sessionId)}`,
            {
              expect: EXPECTED.sessionStatus,
            },
          );
          if (status.status === 200 && status.body.status === 'complete')
            acknowledged.set(sessionId, 'status');
          else await c.delete('clearCart', '/api/cart/clear/');
        }
        await think();
      }
    } finally {
      c.close();
    }
  }

  /** Kills process b at a third of the run, restarts it and follows HAProxy's view of it. */
  async function chaos() {
    await sleep(deadline / 3);
    const victim = ctx.api.b;
    const kill = recorder.now();
    timeline.kill = kill;
    victim.kill('SIGKILL');
    timeline.dead = waitForDeath(victim.pid) ? recorder.now() : undefined;
    await victim.exited;
    timeline.exited = recorder.now();
    const watchDown = (async () => {
      while (recorder.now() < kill + 10_000) {
        const states = await haproxyStates(ctx.statsPort).catch(() => noStates);
        if (states.b && !states.b.startsWith('UP')) {
          timeline.down = recorder.now();
          return;
        }
        await sleep(50);
      }
    })();
    await sleep(Math.max(0, kill + RESTART_AFTER_MS - recorder.now()));
    timeline.restart = recorder.now();
    try {
      await ctx.startApi('b');
    } catch (error) {
      timeline.restartError = error instanceof Error ? error.message : String(error);
      await watchDown;
      return;
    }
    const ready = recorder.now();
    timeline.ready = ready;
    await watchDown;
    while (recorder.now() < ready + 15_000) {
      const states = await haproxyStates(ctx.statsPort).catch(() => noStates);
      if (states.b === 'UP') {
        timeline.up = recorder.now();
        break;
      }
      await sleep(50);
    }
  }

  console.log(
    `\nLoad: ${SHOPPERS} shoppers through HAProxy for ${SECONDS} s (${pre.length} accounts made before, the rest sign up); SIGKILL to b at ${sec(deadline / 3)}, restart ${sec(RESTART_AFTER_MS)} later...`,
  );
  await Promise.all([chaos(), ...Array.from({ length: SHOPPERS }, (_, i) => shopper(i))]);
  recorder.enabled = false;
  const elapsed = recorder.now();

  return {
    records: recorder.records,
    elapsed,
    timeline,
    userIds,
    created,
    acknowledged,
    confirmFailed,
    stockBefore,
    maxOrderBefore,
    accountsBefore: pre.length,
  };
}
