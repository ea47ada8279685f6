/**
 * The servers of `pnpm bench` (bench.mjs, decisions 022 and 068): the API built and started as
 * `pnpm start:prod` starts it, the statements it runs for each URL (captured with
 * DB_STATEMENT_CAPTURE_FILE), the bare node:http server running those statements
 * (same-sql-server.mjs), and the bare servers answering the API's bytes, with the ports they
 * listen on and the clean-up if the bench dies half-way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** BENCH_PORT, default 4401: the body-only bare server's port (see bench.mjs). */
export const BARE_PORT = Number(process.env.BENCH_PORT ?? 4401);
/** The API server's port. */
export const API_PORT = BARE_PORT + 1;
/** The bare server answering with the API's headers too (see bench.mjs). */
export const SAME_ANSWER_PORT = BARE_PORT + 2;
/** The bare server running the API's statements (same-sql-server.mjs). */
export const SAME_SQL_PORT = BARE_PORT + 3;

/**
 * An answer replayed by the bare server.
 * @typedef {{ body: Buffer, headers: Record<string, string> }} Answer
 */
/**
 * A named statement the API ran: its name, SQL text and parameters (as the capture file has it).
 * @typedef {{ name: string, text: string, params: unknown[] }} Statement
 */
/**
 * The database the same-SQL server opens: PostgreSQL (the API's URL, schema, pool size and
 * timeouts) or PGlite (a copy of the API's data folder).
 * @typedef {{ kind: 'postgres', url: string, schema: string | undefined, poolSize: number, connectMs: number,
 *   statementMs: number, idleInTransactionMs: number } | { kind: 'pglite', dir: string }} SameSqlDatabase
 */

/*
 * How the server is built and started: the three functions below are the only places that know
 * (decision 023: `pnpm --filter @shop/api build` bundles apps/api/dist/*.js; main.js is the
 * production server, which never migrates or seeds; migrate.js and seed.js prepare the database).
 */
const API_DIST = path.join(root, 'apps/api/dist');

/** Builds the server bundles once. */
export function buildApi() {
  run('pnpm', ['--filter', '@shop/api', 'build'], process.env);
}

/**
 * Migrates and seeds (sample catalogue) the database of `env`, outside production mode.
 * @param {Record<string, string>} env
 */
export function prepareDatabase(env) {
  const dbEnv = { ...process.env, ...env, NODE_ENV: 'development' };
  run(process.execPath, [path.join(API_DIST, 'migrate.js')], dbEnv);
  run(process.execPath, [path.join(API_DIST, 'seed.js')], dbEnv);
}

/**
 * The command line of `pnpm start:prod` (apps/api/package.json, run in apps/api): the node flags
 * and the script, e.g. `node --enable-source-maps dist/main.js`. Throws when it is not a plain
 * `node [flags] dist/main.js` (then this function must learn the new form).
 */
function startProdCommand() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  const words = String(pkg.scripts?.['start:prod'] ?? '')
    .trim()
    .split(/\s+/);
  const script = words.at(-1);
  if (words[0] !== 'node' || script !== 'dist/main.js' || words.slice(1, -1).some((w) => !w.startsWith('-')))
    throw new Error(`apps/api start:prod is not "node [flags] dist/main.js": ${words.join(' ')}`);
  return { cwd: path.join(root, 'apps/api'), args: [...words.slice(1, -1), path.join(API_DIST, 'main.js')] };
}

/**
 * Starts the production server as `pnpm start:prod` does (startProdCommand) with `env` on
 * API_PORT and resolves once /readyz answers 200. Returns `stop()` (SIGTERM to its process group,
 * then waits for it to exit) and the server's process id `pid` (bench-pages.mjs reads its CPU time).
 * @param {Record<string, string>} env
 */
export async function startApi(env) {
  const command = startProdCommand();
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, ...env, PORT: String(API_PORT), HOST: '127.0.0.1' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const pid = child.pid;
  if (pid === undefined) throw new Error('the API server did not start');
  const stop = async () => {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  stopOnExit.add(pid);
  exited.then(() => stopOnExit.delete(pid));
  await waitFor(`http://127.0.0.1:${API_PORT}/readyz`, exited, () => stderr);
  return { stop, pid };
}

/**
 * Runs a command to its end (output shown only on failure); throws when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
}

/**
 * Starts a bare node:http process answering `answers` (path -> { body: bytes, headers: the API's
 * headers }) on two ports: BARE_PORT with only content-type and content-length, SAME_ANSWER_PORT
 * with the API's headers (see bench.mjs). Returns `stop()`.
 * @param {Map<string, Answer>} answers
 */
export async function startBare(answers) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-bare-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify([...answers].map(([p, a]) => [p, a.body.toString('base64'), a.headers])),
  );
  const code = `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    const answers = new Map(JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8')).map(([p, b, headers]) => {
      const body = Buffer.from(b, 'base64');
      const bodyOnly = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
      return [p, { body, bodyOnly, headers }];
    }));
    const serve = (same) => (req, res) => {
      const answer = answers.get(req.url);
      if (answer === undefined) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, same ? answer.headers : answer.bodyOnly);
      res.end(answer.body);
    };
    let listening = 0;
    const ready = () => { if (++listening === 2) process.stdout.write('ready\\n'); };
    createServer(serve(false)).listen(${BARE_PORT}, '127.0.0.1', ready);
    createServer(serve(true)).listen(${SAME_ANSWER_PORT}, '127.0.0.1', ready);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return readyChild(child, 'the bare server', () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * The named statements the API runs for each of `urls` (decision 068): starts it with `env` (the
 * catalogue cache must be off) and DB_STATEMENT_CAPTURE_FILE, GETs each URL and reads the lines
 * its request appended. A URL is asked until two requests in a row sent the same statements (a
 * background job's statement in between makes them differ; the jobs and the outbox worker run at
 * their longest intervals meanwhile; at most ten tries). Throws when an
 * answer is not 200, a URL's statements never settle, or one is not a named statement (the
 * capture has no parameters for it, so it could not be replayed) or none ran.
 * @param {Record<string, string>} env
 * @param {string[]} urls
 * @returns {Promise<Map<string, Statement[]>>}
 */
export async function captureStatements(env, urls) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-capture-'));
  const file = path.join(dir, 'statements.jsonl');
  writeFileSync(file, '');
  // The background jobs and the outbox worker at their longest intervals: their statements
  // would land among a request's.
  const api = await startApi({
    ...env,
    DB_STATEMENT_CAPTURE_FILE: file,
    JOBS_INTERVAL_MS: '3600000',
    OUTBOX_POLL_MS: '600000',
  });
  try {
    /** @type {Map<string, Statement[]>} */
    const captured = new Map();
    for (const url of urls) captured.set(url, await statementsOf(url, file));
    return captured;
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `text` (captured statements) with every ISO time in it written as `<time>`: a statement may take
 * the request's time as a parameter (the seller card's visible ratings, decision 075), which two
 * GETs in a row never share; the same-SQL server replays the last capture's.
 * @param {string} text
 */
const timeless = (text) => text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');

/**
 * The statements one GET of `url` appends to the capture `file`, once two GETs in a row agree
 * (but for the times they carry, `timeless`).
 * @param {string} url
 * @param {string} file
 * @returns {Promise<Statement[]>}
 */
async function statementsOf(url, file) {
  let previous = '';
  for (let attempt = 0; attempt < 10; attempt++) {
    const from = statSync(file).size;
    const res = await fetch(`http://127.0.0.1:${API_PORT}${url}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const text = readFileSync(file).subarray(from).toString('utf8');
    if (text === '') throw new Error(`${url} ran no statement (is the catalogue cache off?)`);
    if (previous !== '' && timeless(text) === timeless(previous)) {
      /** @type {Partial<Statement>[]} */
      const lines = text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line));
      const unnamed = lines.find((line) => line.name === undefined);
      if (unnamed !== undefined)
        throw new Error(`${url} runs a statement that is not named: ${unnamed.text}`);
      return /** @type {Statement[]} */ (lines);
    }
    previous = text;
  }
  throw new Error(
    `${url}: the statements captured differ from one request to the next:\n${previous.slice(0, 2000)}`,
  );
}

/**
 * Starts the same-SQL server (same-sql-server.mjs, its own process) on SAME_SQL_PORT, answering
 * each URL of `statements` by running its statements on `database`. Returns `stop()`.
 * @param {Map<string, Statement[]>} statements
 * @param {SameSqlDatabase} database
 */
export async function startSameSql(statements, database) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-same-sql-'));
  const file = path.join(dir, 'setup.json');
  writeFileSync(file, JSON.stringify({ port: SAME_SQL_PORT, urls: [...statements], database }));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'same-sql-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return readyChild(child, 'the same-SQL server', () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * Waits for `child` to print its first line (ready), and returns `stop()`: ends it, then runs
 * `cleanUp`. Throws when it exits first.
 * @param {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} child
 * @param {string} what
 * @param {() => void} cleanUp
 */
async function readyChild(child, what, cleanUp) {
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${what} did not start`);
  stopOnExit.add(pid);
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error(`${what} did not start`)));
  });
  return {
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
      stopOnExit.delete(pid);
      cleanUp();
    },
  };
}

/**
 * Process ids (groups for the API) to kill if the bench dies half-way.
 * @type {Set<number>}
 */
const stopOnExit = new Set();
process.on('exit', () => {
  for (const pid of stopOnExit) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
  }
});

/**
 * Polls `url` until it answers 2xx (up to 5 minutes); throws with `log()` when the server exits
 * first (`exited` settles) or never answers.
 * @param {string} url
 * @param {Promise<unknown>} exited
 * @param {() => string} log
 */
async function waitFor(url, exited, log) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 1200; i++) {
    if (gone) throw new Error(`the API server exited before answering:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer:\n${log()}`);
}
