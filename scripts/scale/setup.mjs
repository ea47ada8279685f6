/**
 * The set-up of `pnpm test:scale` (scripts/scale-test.mjs), on 127.0.0.1 only: the production
 * server's build; a fresh schema `scale_<random>` in PostgreSQL, migrated and seeded once with the
 * built bundles (dropped at the end); its own redis-server; an S3-compatible server (s3rver) with
 * one bucket; three production API processes sharing Redis, the bucket and SESSION_SECRET, each
 * with its own DATA_DIR; HAProxy in front. Every port is a free one the system gives
 * (scale/processes.mjs freePorts), so runs side by side never clash.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DIST, API_NAMES, BUCKET, DATABASE_URL, database, ms, root } from './common.mjs';
import {
  findOrInstall,
  freePorts,
  haproxyConfig,
  haproxyStates,
  httpOk,
  onCleanup,
  redisPing,
  startChild,
  waitUntil,
} from './processes.mjs';

/** @typedef {import('./common.mjs').ApiName} ApiName */
/** @typedef {import('./common.mjs').ApiProcess} ApiProcess */
/** @typedef {import('./common.mjs').ScaleContext} ScaleContext */

/**
 * Runs `command args` in the repository's root and prints its last output line and time; throws
 * with its output when it fails.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function runCommand(title, command, args, env) {
  const started = Date.now();
  const r = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`${title} failed (${command} ${args.join(' ')}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  console.log(`  ${title}: ${(r.stdout || '').trim().split('\n').pop()} (${Date.now() - started} ms)`);
}

/**
 * Starts everything; returns the context of the checks: ports, the API handles (`api.a/b/c`),
 * `startApi(name)` to (re)start one, the schema, and the temporary folder. Every child and the
 * schema are registered with `onCleanup`/startChild, so `cleanup()` removes them however it ends.
 * Throws when a tool, PostgreSQL or a process does not come up.
 * @returns {Promise<ScaleContext>}
 */
export async function setUp() {
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
      `PostgreSQL is not reachable at DATABASE_URL (${DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@')}): ${error instanceof Error ? error.message : error}`,
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

  const [redisPort, s3Port, lbPort, statsPort, aPort, bPort, cPort] =
    /** @type {[number, number, number, number, number, number, number]} */ (await freePorts(7));
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
  /** @type {Record<ApiName, number>} */
  const ports = { a: aPort, b: bPort, c: cPort };
  /** @type {Partial<Record<ApiName, ApiProcess>>} */
  const api = {};
  const starts = { a: 0, b: 0, c: 0 };
  /**
   * Starts (or restarts) API process `name` on its port; resolves when /readyz answers 200.
   * @param {ApiName} name
   * @returns {Promise<ApiProcess>}
   */
  async function startApi(name) {
    starts[name] += 1;
    const dataDir = path.join(tmp, `data-${name}`);
    /** @type {ApiProcess} */
    const handle = Object.assign(
      startChild(
        `api ${name}`,
        process.execPath,
        ['--max-semi-space-size=32', '--enable-source-maps', path.join(API_DIST, 'main.js')],
        {
          cwd: root,
          env: { ...apiEnv, PORT: String(ports[name]), DATA_DIR: dataDir },
          logFile: path.join(logs, `api-${name}-${starts[name]}.log`),
        },
      ),
      { port: ports[name] },
    );
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
  const started = /** @type {Record<ApiName, ApiProcess>} */ (api);
  await Promise.all(API_NAMES.map(startApi));
  console.log(
    `  API processes a, b, c on 127.0.0.1:${aPort}, ${bPort}, ${cPort} (NODE_ENV=production, STORAGE=s3; ready after ${API_NAMES.map((n) => ms(started[n].startMs ?? NaN)).join(', ')})`,
  );

  const cfg = path.join(tmp, 'haproxy.cfg');
  writeFileSync(
    cfg,
    haproxyConfig({
      port: lbPort,
      statsPort,
      servers: API_NAMES.map((name) => ({ name, port: ports[name] })),
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
      return API_NAMES.every((n) => states[n] === 'UP');
    },
    { child: haproxy, timeoutMs: 15_000 },
  );
  console.log(`  HAProxy on 127.0.0.1:${lbPort} (stats 127.0.0.1:${statsPort}/stats), servers a, b, c UP\n`);

  return {
    tmp,
    logs,
    schema,
    lbPort,
    statsPort,
    api: started,
    startApi,
    s3Dir,
  };
}
