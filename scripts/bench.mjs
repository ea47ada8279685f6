/**
 * `pnpm bench`: prints figures, asserts nothing.
 * 1. Throughput: GET /api/products/?page=1 and a search on the real server (PGlite, sample
 *    catalogue) next to a bare node:http server answering the same bytes, on the same machine in
 *    the same run, with autocannon (10 connections, BENCH_SECONDS each, default 10): req/s, p99
 *    latency in ms, and the ratio server / bare (target >= 60%, p99 < 20 ms).
 * 2. Scale: with DATABASE_URL set, the catalogue queries on a generated catalogue
 *    (apps/api/scripts/catalogue-scale.ts; BENCH_SCALE products, default 100000; pass 1000000 for
 *    the 1M figure).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const API_PORT = 4402;
const BARE_PORT = 4401;
const api = `http://127.0.0.1:${API_PORT}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const server = spawn('pnpm', ['--filter', '@shop/api', 'start'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
  env: {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '0',
  },
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const listPath = '/api/products/?page=1';
const searchPath = '/api/products/search/?q=hedphones';
await waitFor(api + listPath);
const listBody = Buffer.from(await (await fetch(api + listPath)).arrayBuffer());
const searchBody = Buffer.from(await (await fetch(api + searchPath)).arrayBuffer());

// The baseline: node:http answering the same bytes with no work at all.
const bare = createServer((req, res) => {
  const body = req.url?.startsWith('/api/products/search/') ? searchBody : listBody;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
await new Promise((r) => bare.listen(BARE_PORT, '127.0.0.1', r));

const rows = [];
for (const [name, p] of [
  ['list page 1', listPath],
  ['search "hedphones"', searchPath],
]) {
  await load(api + p); // warm-up
  const a = await load(api + p);
  const b = await load(`http://127.0.0.1:${BARE_PORT}${p}`);
  rows.push({ name, server: a, bare: b });
}
bare.close();
stop();

console.log(`\nThroughput (${seconds}s each, 10 connections, ${listBody.length} B list body)`);
console.log('call                  server req/s  bare req/s  ratio   server p99  bare p99');
for (const r of rows) {
  const ratio = r.server.requests.average / r.bare.requests.average;
  console.log(
    `${r.name.padEnd(22)}${r.server.requests.average.toFixed(0).padStart(12)}${r.bare.requests.average.toFixed(0).padStart(12)}` +
      `${(ratio * 100).toFixed(0).padStart(6)}%${`${r.server.latency.p99} ms`.padStart(12)}${`${r.bare.latency.p99} ms`.padStart(10)}` +
      (r.server.non2xx ? `  (${r.server.non2xx} non-2xx!)` : ''),
  );
}

if (process.env.DATABASE_URL) {
  const count = process.env.BENCH_SCALE ?? '100000';
  console.log(`\nCatalogue queries on ${count} generated products (PostgreSQL at DATABASE_URL):`);
  spawnSync('pnpm', ['exec', 'tsx', 'apps/api/scripts/catalogue-scale.ts', count], {
    cwd: root,
    stdio: 'inherit',
  });
} else {
  console.log(
    '\nSet DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to measure a generated 100k/1M catalogue.',
  );
}
process.exit(0);
