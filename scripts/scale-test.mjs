/**
 * `pnpm test:scale` (issue 12, "The scale-out test"): several API processes behind a load
 * balancer behave as one shop (ARCHITECTURE "Scale-out").
 *
 * Sets up, on 127.0.0.1 only: a fresh schema `scale_<random>` in PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), migrated and seeded once with the built bundles and
 * dropped at the end; its own redis-server; an S3-compatible server (s3rver) with one bucket;
 * three production API processes (apps/api/dist/main.js, NODE_ENV=production) sharing Redis, the
 * bucket and SESSION_SECRET, each with its own DATA_DIR (so nothing is shared through the disk);
 * HAProxy in front (generated config: round robin, /readyz checks, safe retries, X-Forwarded-For).
 * redis-server and haproxy are installed with apt-get when missing (as scripts/chromium.mjs does).
 *
 * Checks (one PASS/FAIL line each; exit code 1 on any FAIL):
 * 1. a price edited through process a is seen by b and c (product, list and search) within
 *    100 ms: the delay is measured per process and view;
 * 2. an image uploaded through one process (listing create on a, update on c) is served by all
 *    three with the same bytes;
 * 3. a session made on a works on b and c (current user, a CSRF-checked cart change);
 * 4. failed sign-ins for one account from one address through a until 429: the next tries through
 *    b and c are 429 too, while the right password from another address works;
 * 5. load: SCALE_SHOPPERS (100) simulated shoppers through HAProxy for SCALE_SECONDS (60) s, each
 *    from its own loopback address: sign up or sign in, browse, add to cart, pay with the
 *    simulated card; at a third of the run process b gets SIGKILL and is restarted 3 s later
 *    (it must be back behind HAProxy). Every request is recorded; afterwards PostgreSQL is read
 *    directly: every acknowledged order exists exactly once, no checkout session has duplicate
 *    orders, stock + sold = initial stock for every product, and the only failed requests
 *    (network errors, or answers other than 2xx and the expected refusals: out of stock, checkout
 *    changed) are ones in flight on b when it died.
 * Bounded: 127.0.0.1 only, a timeout on every request, a watchdog on the whole run; every child
 * is stopped at the end, on failure and on Ctrl-C. SCALE_SECONDS, SCALE_SHOPPERS shorten it;
 * SCALE_KEEP_LOGS=1 keeps the logs and the HAProxy configuration.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Recorder, makePng, multipartForm } from './scale/http.mjs';
import {
  cleanup,
  findOrInstall,
  freePorts,
  haproxyConfig,
  haproxyStates,
  httpOk,
  onCleanup,
  redisPing,
  sleep,
  startChild,
  waitUntil,
} from './scale/processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const API_DIST = path.join(root, 'apps/api/dist');
const SECONDS = Number(process.env.SCALE_SECONDS || 60);
const SHOPPERS = Number(process.env.SCALE_SHOPPERS || 100);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Longest acceptable delay before another process shows an edit (ms). */
const PROPAGATION_LIMIT_MS = 100;
/** How long the propagation check keeps polling to measure a late view (ms; > the cache TTL). */
const PROPAGATION_WATCH_MS = 3000;
/** Failed sign-ins tried through process a before giving up on a 429. */
const LOGIN_ATTEMPTS_MAX = 30;
/** The killed process is restarted this long after the kill (ms). */
const RESTART_AFTER_MS = 3000;
const BUCKET = 'shop-scale';
const SEARCH_TERMS = ['lamp', 'headphones', 'hedphones', 'chair', 'book', 'watch', 'garden', 'walnut lamp'];
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sam Shopper' };
const SHIPPING = {
  name: 'Sam Shopper',
  line1: '10 Downing Street',
  line2: '',
  city: 'London',
  postcode: 'SW1A 2AA',
};

if (!(SECONDS >= 5 && SECONDS <= 600) || !(SHOPPERS >= 1 && SHOPPERS <= 1000)) {
  console.error('SCALE_SECONDS must be 5 to 600 and SCALE_SHOPPERS 1 to 1000.');
  process.exit(1);
}

/* ------------------------------------------------------------------------------------------------
 * Small helpers
 * --------------------------------------------------------------------------------------------- */

const verdicts = [];
/** Prints one PASS/FAIL line (and indented detail lines) and remembers the verdict. */
function verdict(name, pass, summary, details = []) {
  verdicts.push({ name, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${summary}`);
  for (const line of details) console.log(`        ${line}`);
}

const run = Math.random().toString(36).slice(2, 8);
let addressCount = 0;
/** A fresh client address (10.x.y.z) for X-Forwarded-For sent straight to an API port. */
function nextAddress() {
  addressCount += 1;
  const n = addressCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
/** The loopback address shopper `i` connects from (127.0.1.1, 127.0.1.2, ...). */
const shopperAddress = (i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** A response in a few words: status (or network error) and the error text. */
function describe(r) {
  if (r.status === 0) return `network error ${r.error}`;
  const error =
    r.body && typeof r.body === 'object' && 'error' in r.body ? ` ${JSON.stringify(r.body.error)}` : '';
  return `${r.status}${error}`.slice(0, 200);
}

const ms = (n) => `${Math.round(n)} ms`;
const sec = (n) => `${(n / 1000).toFixed(2)} s`;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const password = () => `Sc4le-${randomBytes(9).toString('base64url')}`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Runs `tasks` (functions returning promises) at most `width` at a time. */
async function pool(tasks, width) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

function runCommand(title, command, args, env) {
  const started = Date.now();
  const r = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`${title} failed (${command} ${args.join(' ')}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  console.log(`  ${title}: ${(r.stdout || '').trim().split('\n').pop()} (${Date.now() - started} ms)`);
}

const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');

/** A PostgreSQL client on DATABASE_URL with `schema` first on the search path. */
async function database(schema) {
  const client = new pg.Client({
    connectionString: DATABASE_URL,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  await client.connect();
  return client;
}

/* ------------------------------------------------------------------------------------------------
 * Setup
 * --------------------------------------------------------------------------------------------- */

/**
 * Starts everything; returns the context of the checks: ports, the API handles (`api.a/b/c`),
 * `startApi(name)` to (re)start one, the schema, and the temporary folder.
 */
async function setUp() {
  const haproxyBin = findOrInstall('haproxy', 'haproxy', {
    envVar: 'HAPROXY_PATH',
    paths: ['/usr/sbin/haproxy'],
  });
  const redisBin = findOrInstall('redis-server', 'redis-server', {
    envVar: 'REDIS_SERVER_PATH',
    paths: ['/usr/bin/redis-server'],
  });

  try {
    const probe = await database();
    await probe.end();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at DATABASE_URL (${DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@')}): ${error.message}`,
      { cause: error },
    );
  }

  console.log('Setting up:');
  runCommand('build', 'pnpm', ['--filter', '@shop/api', 'build'], process.env);

  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-scale-'));
  onCleanup(() => {
    if (process.env.SCALE_KEEP_LOGS) console.log(`Logs, HAProxy config and data kept in ${tmp}.`);
    else rmSync(tmp, { recursive: true, force: true });
  });
  const schema = `scale_${randomBytes(5).toString('hex')}`;
  onCleanup(async () => {
    const client = await database();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      console.log(`Dropped schema ${schema}.`);
    } finally {
      await client.end();
    }
  });

  // Variables of the caller that would change what the processes do are blanked (blank = unset).
  const blank = Object.fromEntries(
    [
      'PORT',
      'HOST',
      'PGLITE_DIR',
      'UPLOAD_DIR',
      'STATIC_DIR',
      'MAIL_DIR',
      'SMTP_URL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_BASE',
      'CATALOGUE_CACHE_MS',
      'RATE_LIMIT_PER_MINUTE',
      'COOKIE_SECURE',
      'SCRYPT_LOG_N',
      'DB_POOL_SIZE',
      'S3_REGION',
    ].map((name) => [name, '']),
  );
  const dbEnv = {
    ...process.env,
    ...blank,
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    DATA_DIR: path.join(tmp, 'seed'),
  };
  runCommand('migrate', process.execPath, [path.join(API_DIST, 'migrate.js')], {
    ...dbEnv,
    NODE_ENV: 'development',
  });
  runCommand('seed', process.execPath, [path.join(API_DIST, 'seed.js')], {
    ...dbEnv,
    NODE_ENV: 'development',
  });

  const [redisPort, s3Port, lbPort, statsPort, aPort, bPort, cPort] = await freePorts(7);
  const logs = path.join(tmp, 'logs');
  mkdirSync(logs);

  const redis = startChild(
    'redis',
    redisBin,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp],
    { cwd: tmp, env: process.env, logFile: path.join(logs, 'redis.log') },
  );
  await waitUntil('redis-server', () => redisPing(redisPort), { child: redis, timeoutMs: 10_000 });
  console.log(`  redis-server on 127.0.0.1:${redisPort}`);

  const s3Dir = path.join(tmp, 's3');
  mkdirSync(s3Dir);
  const s3Log = path.join(logs, 's3rver.log');
  const s3Code = `
    import { createRequire } from 'node:module';
    const S3rver = createRequire(${JSON.stringify(path.join(root, 'package.json'))})('s3rver');
    const server = new S3rver({ address: '127.0.0.1', port: ${s3Port}, silent: true,
      directory: ${JSON.stringify(s3Dir)}, configureBuckets: [{ name: ${JSON.stringify(BUCKET)} }] });
    await server.run();
    console.log('s3rver ready');`;
  const s3 = startChild('s3rver', process.execPath, ['--input-type=module', '-e', s3Code], {
    cwd: root,
    env: process.env,
    logFile: s3Log,
  });
  await waitUntil('s3rver', () => readFileSync(s3Log, 'utf8').includes('s3rver ready'), {
    child: s3,
    timeoutMs: 15_000,
  });
  console.log(`  s3rver on 127.0.0.1:${s3Port}, bucket ${BUCKET}`);

  const apiEnv = {
    ...process.env,
    ...blank,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  const ports = { a: aPort, b: bPort, c: cPort };
  const api = {};
  const starts = { a: 0, b: 0, c: 0 };
  /** Starts (or restarts) API process `name` on its port; resolves when /readyz answers 200. */
  async function startApi(name) {
    starts[name] += 1;
    const dataDir = path.join(tmp, `data-${name}`);
    const handle = startChild(
      `api ${name}`,
      process.execPath,
      ['--enable-source-maps', path.join(API_DIST, 'main.js')],
      {
        cwd: root,
        env: { ...apiEnv, PORT: String(ports[name]), DATA_DIR: dataDir },
        logFile: path.join(logs, `api-${name}-${starts[name]}.log`),
      },
    );
    handle.port = ports[name];
    api[name] = handle;
    const spawned = Date.now();
    await waitUntil(`API process ${name}`, () => httpOk(ports[name], '/readyz'), {
      child: handle,
      timeoutMs: 30_000,
      everyMs: 50,
    });
    handle.startMs = Date.now() - spawned;
    return handle;
  }
  await Promise.all(['a', 'b', 'c'].map(startApi));
  console.log(
    `  API processes a, b, c on 127.0.0.1:${aPort}, ${bPort}, ${cPort} (NODE_ENV=production, STORAGE=s3; ready after ${['a', 'b', 'c'].map((n) => ms(api[n].startMs)).join(', ')})`,
  );

  const cfg = path.join(tmp, 'haproxy.cfg');
  writeFileSync(
    cfg,
    haproxyConfig({
      port: lbPort,
      statsPort,
      servers: Object.entries(ports).map(([name, port]) => ({ name, port })),
    }),
  );
  const check = spawnSync(haproxyBin, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`the HAProxy configuration is invalid:\n${check.stdout}${check.stderr}`);
  const haproxy = startChild('haproxy', haproxyBin, ['-f', cfg, '-db'], {
    cwd: tmp,
    env: process.env,
    logFile: path.join(logs, 'haproxy.log'),
  });
  await waitUntil(
    'HAProxy',
    async () => {
      const states = await haproxyStates(statsPort);
      return ['a', 'b', 'c'].every((n) => states[n] === 'UP');
    },
    { child: haproxy, timeoutMs: 15_000 },
  );
  console.log(`  HAProxy on 127.0.0.1:${lbPort} (stats 127.0.0.1:${statsPort}/stats), servers a, b, c UP\n`);

  return { tmp, logs, schema, lbPort, statsPort, api, startApi, s3Dir };
}

/* ------------------------------------------------------------------------------------------------
 * Fixtures of the checks
 * --------------------------------------------------------------------------------------------- */

/** A client straight to API process `name` that comes from a new address on every request. */
const direct = (ctx, name, label = name) =>
  new Client({ port: ctx.api[name].port, name: label, forwardedFor: nextAddress });

/** Registers an account through process `name` (from a fresh address); returns its details. */
async function register(ctx, name, who) {
  const email = `${who}-${run}-${randomBytes(3).toString('hex')}@example.com`;
  const secret = password();
  const client = direct(ctx, name);
  const r = await client.post('register', '/api/auth/register/', {
    json: { email, password: secret, first_name: 'Scale', last_name: who },
  });
  if (r.status !== 201) throw new Error(`register ${who} through ${name}: ${describe(r)}`);
  return { id: r.body.user.id, email, password: secret, client };
}

/** The public product fields of a probe listing. */
function probeFields(word) {
  return {
    name: `Scale probe ${word}`,
    price: '20.00',
    category: 'Electronics',
    tags: 'scale,probe',
    description: 'A product made by the scale test.',
    detailedDescription: '',
    percentageOff: '0',
    itemsInStock: '5',
  };
}

const pngFile = (data) => ({ name: 'images', filename: 'probe.png', type: 'image/png', data });

/* ------------------------------------------------------------------------------------------------
 * Check 2: images (run first: it makes the probe listing the other checks edit)
 * --------------------------------------------------------------------------------------------- */

/** Fetches `url` from every process: { name: { status, hash } }. */
async function fetchEverywhere(ctx, url) {
  const out = {};
  for (const name of ['a', 'b', 'c']) {
    const r = await direct(ctx, name).get('image', url);
    out[name] = { status: r.status || r.error, hash: r.status === 200 ? sha256(r.bytes) : undefined };
  }
  return out;
}

function countFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && !e.name.startsWith('.') && !e.name.endsWith('._S3rver_metadata.json'),
    ).length;
  } catch {
    return 0;
  }
}

async function checkImages(ctx, seller) {
  const word = `q${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
  const details = [];
  let pass = true;
  const created = await seller.client.post('addProduct', '/api/add-product/', {
    form: await multipartForm(probeFields(word), [pngFile(await makePng())]),
  });
  let product;
  if (created.status === 201) {
    product = created.body.product;
    const url = product.images[0]?.image_url;
    const seen = await fetchEverywhere(ctx, url);
    const same =
      seen.a.status === 200 &&
      ['b', 'c'].every((n) => seen[n].status === 200 && seen[n].hash === seen.a.hash);
    pass &&= same;
    details.push(
      `created on a: ${url}: ${Object.entries(seen)
        .map(([n, s]) => `${n} ${s.status}${s.hash ? ` sha256 ${s.hash}` : ''}`)
        .join(', ')}`,
    );
    const updated = await seller.client
      .on(ctx.api.c.port, 'seller@c')
      .post('updateMyProduct', `/api/customer-products/${product.id}/update/`, {
        form: await multipartForm({}, [pngFile(await makePng())]),
      });
    if (updated.status === 200) {
      const url2 = updated.body.product.images[0]?.image_url;
      const seen2 = await fetchEverywhere(ctx, url2);
      const same2 =
        url2 !== url &&
        seen2.c.status === 200 &&
        ['a', 'b'].every((n) => seen2[n].status === 200 && seen2[n].hash === seen2.c.hash);
      pass &&= same2;
      details.push(
        `replaced on c: ${url2}: ${Object.entries(seen2)
          .map(([n, s]) => `${n} ${s.status}${s.hash ? ` sha256 ${s.hash}` : ''}`)
          .join(', ')}`,
      );
    } else {
      pass = false;
      details.push(`update with an image through c: ${describe(updated)}`);
    }
  } else {
    pass = false;
    details.push(`create with an image through a: ${describe(created)}`);
    // The other checks still need a listing: make one without an image.
    const plain = await seller.client.post('addProduct', '/api/add-product/', {
      form: await multipartForm(probeFields(word)),
    });
    if (plain.status !== 201)
      throw new Error(`create a listing without an image through a: ${describe(plain)}`);
    product = plain.body.product;
  }
  const objects = countFiles(path.join(ctx.s3Dir, BUCKET));
  details.push(`objects in the S3 bucket: ${objects}`);
  verdict(
    'image uploaded through one process is served by all three',
    pass,
    pass ? 'same bytes from a, b and c' : 'not served alike',
    details,
  );
  return { id: product.id, word };
}

/* ------------------------------------------------------------------------------------------------
 * Check 1: an edit is seen by the other processes within 100 ms
 * --------------------------------------------------------------------------------------------- */

async function checkPropagation(ctx, seller, probe) {
  if (!seller || !probe) throw new Error('no probe listing (the image check could not make one)');
  const { id, word } = probe;
  // The list page holding the probe (public list in id order; pages of 100).
  let listPath;
  for (let page = 1; page <= 50 && !listPath; page++) {
    const p = `/api/products/?page=${page}&pageSize=100`;
    const r = await direct(ctx, 'a').get('list', p);
    if (r.status !== 200) throw new Error(`list page ${page} through a: ${describe(r)}`);
    if (r.body.products.some((x) => x.id === id)) listPath = p;
    if (page >= r.body.pagination.totalPages) break;
  }
  if (!listPath) throw new Error(`the probe listing ${id} is in no list page`);
  const views = [
    { view: 'product', path: `/api/products/${id}/`, find: (b) => b?.product },
    { view: 'list', path: listPath, find: (b) => b?.products?.find((x) => x.id === id) },
    {
      view: 'search',
      path: `/api/products/search/?q=${encodeURIComponent(word)}`,
      find: (b) => b?.products?.find((x) => x.id === id),
    },
  ];
  const priceOf = async (name, view) => {
    const r = await direct(ctx, name).get(view.view, view.path);
    return r.status === 200 ? view.find(r.body)?.price : `${describe(r)}`;
  };

  // Warm every process's caches with the old price, right before the edit.
  const before = 20;
  const after = 23.45;
  const warm = [];
  for (const name of ['a', 'b', 'c'])
    for (const view of views) {
      const price = await priceOf(name, view);
      if (price !== before)
        warm.push(`${name} ${view.view}: ${price === undefined ? 'probe not in the answer' : price}`);
    }
  if (warm.length > 0) {
    verdict(
      'edit seen by the other processes within 100 ms',
      false,
      'the probe listing is not shown alike before the edit',
      warm,
    );
    return;
  }

  const edit = await seller.client.post('updateMyProduct', `/api/customer-products/${id}/update/`, {
    form: await multipartForm({ price: String(after) }),
  });
  const t0 = performance.now();
  if (edit.status !== 200 || edit.body.product.price !== after) {
    verdict(
      'edit seen by the other processes within 100 ms',
      false,
      `the price update through a answered ${describe(edit)}`,
    );
    return;
  }
  // Every process and view polled (each request from a new address) until it shows the new price.
  const seen = {};
  await Promise.all(
    ['a', 'b', 'c'].flatMap((name) =>
      views.map(async (view) => {
        const client = direct(ctx, name);
        for (;;) {
          const r = await client.get(view.view, view.path);
          const now = performance.now() - t0;
          if (r.status === 200 && view.find(r.body)?.price === after) {
            seen[`${name} ${view.view}`] = now;
            break;
          }
          if (now > PROPAGATION_WATCH_MS) {
            seen[`${name} ${view.view}`] = Infinity;
            break;
          }
          await sleep(2);
        }
        client.close();
      }),
    ),
  );
  const worst = (name) => Math.max(...views.map((v) => seen[`${name} ${v.view}`]));
  const show = (name) =>
    `${name}: ${views
      .map((v) => {
        const d = seen[`${name} ${v.view}`];
        return `${v.view} ${d === Infinity ? `> ${PROPAGATION_WATCH_MS} ms` : ms(d)}`;
      })
      .join(', ')}`;
  const pass = worst('b') <= PROPAGATION_LIMIT_MS && worst('c') <= PROPAGATION_LIMIT_MS;
  const fmtWorst = (n) => (worst(n) === Infinity ? `> ${PROPAGATION_WATCH_MS} ms` : ms(worst(n)));
  verdict(
    'edit seen by the other processes within 100 ms',
    pass,
    `price changed through a; shown by b after ${fmtWorst('b')}, by c after ${fmtWorst('c')} (limit ${PROPAGATION_LIMIT_MS} ms)`,
    ['b', 'c', 'a'].map(show),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Check 3: a session made on one process works on all
 * --------------------------------------------------------------------------------------------- */

async function checkSessions(ctx, seller) {
  if (!seller) throw new Error('no seller account (the image check could not make one)');
  const address = nextAddress();
  const onA = new Client({ port: ctx.api.a.port, name: 'session@a', forwardedFor: address });
  const login = await onA.post('login', '/api/auth/login/', {
    json: { email: seller.email, password: seller.password },
  });
  if (login.status !== 200) {
    verdict('session made on one process works on all', false, `sign-in through a: ${describe(login)}`);
    return;
  }
  const details = [];
  let pass = true;
  for (const name of ['b', 'c']) {
    const r = await onA
      .on(ctx.api[name].port, `session@${name}`)
      .get('getUser', `/api/get-user/${seller.id}/`);
    const ok = r.status === 200 && r.body.user.id === seller.id;
    pass &&= ok;
    details.push(
      `GET /api/get-user/${seller.id}/ on ${name}: ${ok ? `200, ${r.body.user.email}` : describe(r)}`,
    );
  }
  // A state change (CSRF token bound to the session by SESSION_SECRET) on c, read and undone on b.
  const list = await direct(ctx, 'a').get('list', '/api/products/?page=1');
  const product = list.body?.products?.find((p) => p.inStock && p.itemsInStock > 0 && p.id !== undefined);
  if (product) {
    const onC = onA.on(ctx.api.c.port);
    const onB = onA.on(ctx.api.b.port);
    const add = await onC.post('addToCart', '/api/cart/add/', {
      json: { product_id: product.id, quantity: 1 },
    });
    const cart = await onB.get('getCart', '/api/cart/');
    const inCart = cart.status === 200 && cart.body.cart.items.some((i) => i.product.id === product.id);
    const clear = await onB.delete('clearCart', '/api/cart/clear/');
    const ok = add.status === 200 && inCart && clear.status === 200;
    pass &&= ok;
    details.push(
      `add to cart on c (X-CSRFToken): ${describe(add)}; cart on b: ${inCart ? 'has it' : describe(cart)}; clear on b: ${describe(clear)}`,
    );
  }
  const anonymous = await direct(ctx, 'b').get('getUser', `/api/get-user/${seller.id}/`);
  details.push(`the same call on b without the cookie: ${describe(anonymous)}`);
  verdict(
    'session made on one process works on all',
    pass,
    pass ? 'signed in on a, recognised by b and c' : 'not recognised everywhere',
    details,
  );
}

/* ------------------------------------------------------------------------------------------------
 * Check 4: a login limit reached through one process holds on all
 * --------------------------------------------------------------------------------------------- */

async function checkLoginLimit(ctx) {
  const victim = await register(ctx, 'b', 'victim');
  const attacker = nextAddress();
  const other = nextAddress();
  const from = (name, address) =>
    new Client({ port: ctx.api[name].port, name: `login@${name}`, forwardedFor: address });
  const wrong = { email: victim.email, password: `${victim.password}-wrong` };
  const right = { email: victim.email, password: victim.password };
  const statuses = [];
  let limited = false;
  const throughA = from('a', attacker);
  for (let i = 0; i < LOGIN_ATTEMPTS_MAX && !limited; i++) {
    const r = await throughA.post('login', '/api/auth/login/', { json: wrong });
    statuses.push(r.status || r.error);
    if (r.status === 429) limited = true;
    else if (r.status !== 401) break;
  }
  const counted = Object.entries(statuses.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {})).map(
    ([s, n]) => `${s} x${n}`,
  );
  if (!limited) {
    verdict(
      'login limit reached through one process holds on all',
      false,
      `no 429 after ${statuses.length} failed sign-ins for one account from one address through a`,
      [`answers: ${counted.join(', ')}`],
    );
    return;
  }
  const onB = await from('b', attacker).post('login', '/api/auth/login/', { json: wrong });
  const onC = await from('c', attacker).post('login', '/api/auth/login/', { json: right });
  const elsewhere = await from('b', other).post('login', '/api/auth/login/', { json: right });
  const pass = onB.status === 429 && onC.status === 429 && elsewhere.status === 200;
  verdict(
    'login limit reached through one process holds on all',
    pass,
    `429 through a after ${statuses.length} tries; then b ${onB.status || onB.error}, c ${onC.status || onC.error}, other address ${elsewhere.status || elsewhere.error}`,
    [
      `through a from ${attacker}: ${counted.join(', ')}`,
      `next try through b from ${attacker}, wrong password: ${describe(onB)} (want 429)`,
      `next try through c from ${attacker}, right password: ${describe(onC)} (want 429: the pair must wait)`,
      `right password through b from ${other}: ${describe(elsewhere)} (want 200)`,
    ],
  );
}

/* ------------------------------------------------------------------------------------------------
 * Check 5: load through HAProxy with a process killed and restarted
 * --------------------------------------------------------------------------------------------- */

/** The answers a step of a shopper may normally get besides 2xx (business refusals). */
const EXPECTED = {
  addToCart: [400], // out of stock
  createCheckoutSession: [400], // out of stock or empty cart
  confirmPayment: [409], // a product changed (stock taken by another shopper)
  sessionStatus: [409],
  loginAfterFailedRegister: [401],
};

async function preCreateShoppers(ctx, count) {
  const names = ['a', 'b', 'c'];
  const tasks = Array.from({ length: count }, (_, i) => async () => {
    const email = `shopper-${run}-pre${i}@example.com`;
    const secret = password();
    const r = await direct(ctx, names[i % 3]).post('register', '/api/auth/register/', {
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
 */
function waitForDeath(pid) {
  const until = Date.now() + 2000;
  while (Date.now() < until) {
    let state;
    try {
      state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    } catch (error) {
      return error.code === 'ENOENT';
    }
    if (state === 'Z' || state === 'X') return true;
  }
  return false;
}

async function runLoad(ctx) {
  const pre = await preCreateShoppers(ctx, Math.floor(SHOPPERS / 2));
  const db = await database(ctx.schema);
  const stockBefore = new Map(
    (await db.query('SELECT id, items_in_stock FROM products ORDER BY id')).rows.map((r) => [
      r.id,
      r.items_in_stock,
    ]),
  );
  const maxOrderBefore = (await db.query('SELECT coalesce(max(id), 0)::int AS n FROM orders')).rows[0].n;

  const recorder = new Recorder();
  recorder.enabled = true;
  const deadline = SECONDS * 1000;
  const userIds = new Set();
  const created = new Set(); // checkout sessions the client got
  const acknowledged = new Map(); // session id -> 'confirm' | 'status'
  const confirmFailed = new Set(); // sessions whose confirm got no answer (or a 5xx)
  const timeline = {};

  const think = () => sleep(50 + Math.random() * 200);
  const arrivalMs = Math.min(10_000, deadline / 4);
  const past = () => recorder.now() >= deadline;

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
      const account =
        i % 2 === 1 && pre[(i - 1) / 2]
          ? { ...pre[(i - 1) / 2], signUp: false }
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
          `/api/products/search/?q=${encodeURIComponent(pick(SEARCH_TERMS))}`,
        );
        await think();
        const candidates = [...(list.body?.products ?? []), ...(found.body?.products ?? [])].filter(
          (p) => p.inStock && p.itemsInStock > 0,
        );
        if (candidates.length === 0 || past()) continue;
        const product = pick(candidates);
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

  async function chaos() {
    await sleep(deadline / 3);
    const victim = ctx.api.b;
    timeline.kill = recorder.now();
    victim.kill('SIGKILL');
    timeline.dead = waitForDeath(victim.pid) ? recorder.now() : undefined;
    await victim.exited;
    timeline.exited = recorder.now();
    const watchDown = (async () => {
      while (recorder.now() < timeline.kill + 10_000) {
        const states = await haproxyStates(ctx.statsPort).catch(() => ({}));
        if (states.b && !states.b.startsWith('UP')) {
          timeline.down = recorder.now();
          return;
        }
        await sleep(50);
      }
    })();
    await sleep(Math.max(0, timeline.kill + RESTART_AFTER_MS - recorder.now()));
    timeline.restart = recorder.now();
    try {
      await ctx.startApi('b');
    } catch (error) {
      timeline.restartError = error instanceof Error ? error.message : String(error);
      await watchDown;
      return;
    }
    timeline.ready = recorder.now();
    await watchDown;
    while (recorder.now() < timeline.ready + 15_000) {
      const states = await haproxyStates(ctx.statsPort).catch(() => ({}));
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

  /* ----- What the clients saw ----- */
  const records = recorder.records;
  const answered = records.filter((r) => r.status !== 0);
  const latencies = answered.map((r) => r.end - r.start).sort((x, y) => x - y);
  const byStatus = {};
  for (const r of records) {
    const key = r.status === 0 ? `network error (${r.error})` : String(r.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const byServer = {};
  for (const r of answered) byServer[r.server ?? '-'] = (byServer[r.server ?? '-'] ?? 0) + 1;
  const calls = {};
  for (const r of records) (calls[r.call] ??= []).push(r);

  console.log(`\nLoad figures (${sec(elapsed)}):`);
  console.log(`  requests: ${records.length} (${Math.round(records.length / (elapsed / 1000))} req/s)`);
  console.log(
    `  answers by status: ${Object.entries(byStatus)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  const resent = records.filter((r) => r.retries > 0);
  console.log(
    `  sent again after a kept-alive socket closed before any answer (as browsers do): ${resent.length}` +
      (resent.length > 0 ? ` (${resent.map((r) => `${r.call} at ${sec(r.start)}`).join(', ')})` : ''),
  );
  console.log(
    `  latency: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `  served by: ${Object.entries(byServer)
      .sort()
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
  console.log('  per call:            count   p50 ms   p99 ms  not 2xx');
  for (const [call, rs] of Object.entries(calls).sort()) {
    const l = rs
      .filter((r) => r.status !== 0)
      .map((r) => r.end - r.start)
      .sort((x, y) => x - y);
    const not2xx = rs.filter((r) => !(r.status >= 200 && r.status < 300));
    const notes = Object.entries(
      not2xx.reduce((m, r) => ({ ...m, [r.status || r.error]: (m[r.status || r.error] ?? 0) + 1 }), {}),
    ).map(([s, n]) => `${s} x${n}`);
    console.log(
      `    ${call.padEnd(24)}${String(rs.length).padStart(6)} ${String(Math.round(percentile(l, 0.5))).padStart(8)} ${String(Math.round(percentile(l, 0.99))).padStart(8)}  ${notes.join(', ')}`,
    );
  }
  const t = (k) => (timeline[k] === undefined ? 'never' : sec(timeline[k]));
  console.log(
    `  kill/restart: SIGKILL to b at ${t('kill')} (dead at ${t('dead')}, exit seen at ${t('exited')}); HAProxy marked b down at ${t('down')}; restarted at ${t('restart')}; /readyz 200 at ${t('ready')}; HAProxy marked b UP at ${t('up')}`,
  );

  verdict(
    'killed process restarted and back behind HAProxy',
    timeline.up !== undefined,
    timeline.up !== undefined
      ? `SIGKILL at ${t('kill')}, marked down by HAProxy ${ms(timeline.down - timeline.kill)} later, restarted at ${t('restart')}, ready after ${ms(timeline.ready - timeline.restart)}, UP again at ${t('up')}`
      : `not back: ${timeline.restartError ?? `HAProxy did not mark b UP (restarted at ${t('restart')}, /readyz 200 at ${t('ready')})`}`,
  );

  /* ----- What PostgreSQL holds ----- */
  const orders = (
    await db.query(
      `SELECT o.id, o.checkout_session_id AS session, o.seller_id AS seller, o.status FROM orders o WHERE o.id > $1`,
      [maxOrderBefore],
    )
  ).rows;
  const sessions = (
    await db.query(`SELECT id, status, items FROM checkout_sessions WHERE user_id = ANY($1::int[])`, [
      [...userIds],
    ])
  ).rows;
  const sold = new Map(
    (
      await db.query(
        `SELECT oi.product_id AS id, sum(oi.quantity)::int AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE o.id > $1 AND o.status <> 'cancelled' AND oi.product_id IS NOT NULL GROUP BY oi.product_id`,
        [maxOrderBefore],
      )
    ).rows.map((r) => [r.id, r.n]),
  );
  const stockAfter = new Map(
    (await db.query('SELECT id, items_in_stock FROM products ORDER BY id')).rows.map((r) => [
      r.id,
      r.items_in_stock,
    ]),
  );
  await db.end();

  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  const ordersBySession = new Map();
  for (const o of orders) {
    if (!ordersBySession.has(o.session)) ordersBySession.set(o.session, []);
    ordersBySession.get(o.session).push(o);
  }
  const sellersOf = (s) => new Set((s?.items ?? []).map((i) => i.sellerId));

  // Every acknowledged order exists exactly once (one order per seller of the session).
  const missing = [];
  let acknowledgedOrders = 0;
  for (const [sid, how] of acknowledged) {
    const s = sessionById.get(sid);
    const os = ordersBySession.get(sid) ?? [];
    const sellers = sellersOf(s);
    acknowledgedOrders += os.length;
    const perSeller = [...sellers].map((seller) => os.filter((o) => o.seller === seller).length);
    if (
      s?.status !== 'complete' ||
      os.length === 0 ||
      perSeller.some((n) => n !== 1) ||
      os.length !== sellers.size
    )
      missing.push(
        `${sid} (acknowledged by ${how}): session ${s?.status ?? 'not found'}, ${os.length} orders for ${sellers.size} sellers`,
      );
  }
  // No session has two orders for one seller, or orders of unknown sessions.
  const duplicates = [];
  for (const [sid, os] of ordersBySession) {
    const seen = new Map();
    for (const o of os) seen.set(o.seller, (seen.get(o.seller) ?? 0) + 1);
    for (const [seller, n] of seen) if (n > 1) duplicates.push(`${sid}: ${n} orders for seller ${seller}`);
    if (!sessionById.has(sid)) duplicates.push(`${sid}: ${os.length} orders of a session no shopper opened`);
  }
  // Paid but not acknowledged: only sessions whose confirm got no answer.
  const unacknowledged = [...ordersBySession.keys()].filter((sid) => !acknowledged.has(sid));
  const unexplained = unacknowledged.filter((sid) => !confirmFailed.has(sid));
  // Stock: initial = now + sold during the load, for every product.
  const stockErrors = [];
  for (const [id, before] of stockBefore) {
    const after = stockAfter.get(id);
    const n = sold.get(id) ?? 0;
    if (after !== before - n || after < 0)
      stockErrors.push(`product ${id}: ${before} before, ${after} after, ${n} sold`);
  }
  const soldTotal = [...sold.values()].reduce((x, y) => x + y, 0);

  console.log(
    `  checkout sessions: ${created.size} opened by shoppers, ${sessions.filter((s) => s.status === 'complete').length} complete in PostgreSQL; ${confirmFailed.size} confirms without an answer`,
  );
  console.log(
    `  orders: ${acknowledged.size} acknowledged to shoppers (${[...acknowledged.values()].filter((h) => h === 'status').length} through the session status after a lost answer), ${orders.length} made during the load (${ordersBySession.size} sessions); ${soldTotal} units sold`,
  );

  verdict(
    'every acknowledged order exists exactly once',
    missing.length === 0,
    `${acknowledged.size} acknowledged checkouts, ${acknowledgedOrders} of their orders found, ${missing.length} missing or wrong`,
    missing.slice(0, 10),
  );
  verdict(
    'no duplicate orders for one checkout session',
    duplicates.length === 0 && unexplained.length === 0,
    `${orders.length} orders in ${ordersBySession.size} sessions; ${duplicates.length} duplicates; ${unacknowledged.length} paid without an acknowledgement (${unexplained.length} of them without a lost confirm)`,
    [
      ...duplicates,
      ...unexplained.map((sid) => `${sid}: paid, never acknowledged, and its confirm did not fail`),
    ].slice(0, 10),
  );
  verdict(
    'stock plus sold equals the initial stock',
    stockErrors.length === 0,
    `${stockBefore.size} products checked, ${soldTotal} units sold, ${stockErrors.length} mismatches`,
    stockErrors.slice(0, 10),
  );

  // Failed requests: only those in flight on b at the kill.
  const failures = records.filter((r) => !r.ok);
  // In flight at the kill: started before the process was dead, ended after the signal.
  const kill = timeline.kill ?? Infinity;
  const dead = timeline.dead ?? timeline.exited ?? kill;
  const undetected = Math.max(dead, timeline.down ?? dead);
  const inFlight = records.filter(
    (r) => r.end > kill && (r.start < dead || (r.start < undetected && r.server === 'b')),
  );
  const inFlightOnB = inFlight.filter((r) => r.server === undefined || r.server === 'b');
  // A request HAProxy sent to b after the kill but before its health check marked b down (about
  // half a second) also died with b: it counts as in flight on the killed process when b (or no
  // server) answered it.
  const strays = failures.filter(
    (r) =>
      !(
        r.end > kill &&
        (r.start < dead || (r.start < undetected && r.server === 'b')) &&
        (r.server === undefined || r.server === 'b')
      ),
  );
  const line = (r) =>
    `${r.call} ${r.method} ${r.path.replace(/session_id=[^&]+/, 'session_id=...')}: ${r.status || `${r.error}${r.reused ? ' (reused socket)' : ''}`} from ${r.server ?? '-'}, ${sec(r.start)}..${sec(r.end)}`;
  const kinds = Object.entries(
    failures.reduce((m, r) => {
      const key = `${r.call} ${r.status || r.error}`;
      return { ...m, [key]: (m[key] ?? 0) + 1 };
    }, {}),
  ).map(([k, n]) => `${k} x${n}`);
  const strayKinds = new Set(strays.map((r) => `${r.call} ${r.status || r.error}`));
  verdict(
    'only requests in flight on the killed process failed',
    strays.length === 0 && failures.length <= inFlightOnB.length,
    `${failures.length} failed; ${inFlight.length} requests in flight at the kill (${inFlightOnB.length} on b or unknown); ${strays.length} failures outside that`,
    [
      ...(kinds.length > 0 ? [`failures by call and status: ${kinds.join(', ')}`] : []),
      // One example of each kind of stray, then the failures that were in flight at the kill.
      ...[...strayKinds].slice(0, 8).map((k) => {
        const r = strays.find((x) => `${x.call} ${x.status || x.error}` === k);
        return `not in flight at the kill: ${line(r)}`;
      }),
      ...failures
        .filter((r) => !strays.includes(r))
        .slice(0, 10)
        .map((r) => `in flight at the kill: ${line(r)}`),
    ],
  );
}

/* ------------------------------------------------------------------------------------------------
 * Main
 * --------------------------------------------------------------------------------------------- */

const started = Date.now();
const limitMs = Math.max(240, SECONDS + 180) * 1000;
const watchdog = setTimeout(() => {
  console.error(`FAIL  the scale test ran longer than ${limitMs / 1000} s: stopping.`);
  void cleanup().finally(() => process.exit(1));
}, limitMs);
watchdog.unref();

let ctx;
let exitCode;
try {
  ctx = await setUp();
  const checks = [
    [
      'image uploaded through one process is served by all three',
      async (state) => {
        // A seller signs in through a (the account is made first, from another address).
        const seller = await register(ctx, 'b', 'seller');
        seller.client.close();
        seller.client = direct(ctx, 'a', 'seller@a');
        const login = await seller.client.post('login', '/api/auth/login/', {
          json: { email: seller.email, password: seller.password },
        });
        if (login.status !== 200) throw new Error(`seller sign-in through a: ${describe(login)}`);
        state.seller = seller;
        state.probe = await checkImages(ctx, state.seller);
      },
    ],
    [
      'edit seen by the other processes within 100 ms',
      (state) => checkPropagation(ctx, state.seller, state.probe),
    ],
    ['session made on one process works on all', (state) => checkSessions(ctx, state.seller)],
    ['login limit reached through one process holds on all', () => checkLoginLimit(ctx)],
    ['load with a process killed and restarted', () => runLoad(ctx)],
  ];
  const state = {};
  console.log('Checks:');
  for (const [name, check] of checks) {
    try {
      await check(state);
    } catch (error) {
      verdict(name, false, `could not run: ${error instanceof Error ? error.message : error}`);
    }
  }
} catch (error) {
  verdict('set-up', false, error instanceof Error ? error.message : String(error));
} finally {
  if (ctx) {
    // API processes: their warnings and errors (pino JSON, level >= 40); HAProxy: abnormal
    // requests (errors, retries, redispatches) and server state changes.
    console.log('\nProcess logs:');
    for (const file of readdirSync(ctx.logs).sort()) {
      const lines = readFileSync(path.join(ctx.logs, file), 'utf8').trim().split('\n').filter(Boolean);
      if (file.startsWith('api-')) {
        const bad = lines.flatMap((l) => {
          try {
            const entry = JSON.parse(l);
            return entry.level >= 40 ? [`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim()] : [];
          } catch {
            return [];
          }
        });
        console.log(
          `  ${file}: ${bad.length} warnings or errors${bad.length > 0 ? `; last: ${bad.at(-1).slice(0, 300)}` : ''}`,
        );
      } else if (file === 'haproxy.log') {
        console.log(`  ${file}: ${lines.length} lines${lines.length > 12 ? ' (last 12)' : ''}`);
        for (const l of lines.slice(-12)) console.log(`    ${l.slice(0, 300)}`);
      }
    }
  }
  await cleanup();
  const failed = verdicts.filter((v) => !v.pass);
  console.log(
    `\n${failed.length === 0 ? 'All scale checks passed' : `${failed.length} of ${verdicts.length} scale checks failed`} (${Math.round((Date.now() - started) / 1000)} s).`,
  );
  exitCode = failed.length === 0 ? 0 : 1;
}
process.exit(exitCode);
