/**
 * Child processes of `pnpm test:scale` (scripts/scale-test.mjs): finding (or installing) the
 * tools, free loopback ports, starting children in their own process groups with their output in
 * log files, waiting for them, the HAProxy configuration, and stopping everything on every way
 * out (normal end, failure, uncaught error, Ctrl-C).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import net from 'node:net';

/* ------------------------------------------------------------------------------------------------
 * Tools
 * --------------------------------------------------------------------------------------------- */

/**
 * The path of `cmd` on PATH, or '' when it is not there.
 * @param {string} cmd
 */
function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

/**
 * Finds `command` (the `envVar` path, then `paths`, then PATH); when none exists and apt-get can
 * run (root on Debian), installs Debian's `debianPackage` like scripts/chromium.mjs does for
 * Chromium. Otherwise exits with one line saying what to install. Returns the executable path.
 * @param {string} command
 * @param {string} debianPackage
 * @param {{ envVar?: string, paths?: string[] }} [where]
 * @returns {string}
 */
export function findOrInstall(command, debianPackage, { envVar, paths = [] } = {}) {
  const look = () =>
    [envVar ? process.env[envVar] : undefined, ...paths, which(command)].find(
      /** @returns {p is string} */ (p) => !!p && existsSync(p),
    );
  const found = look();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log(
      `${command} not found: installing Debian's ${debianPackage} package (apt-get install -y ${debianPackage})...`,
    );
    execFileSync(
      'sh',
      [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage} >/dev/null`,
      ],
      { stdio: 'inherit' },
    );
    const installed = look();
    if (installed) return installed;
  }
  console.error(
    `${command} is required by the scale test: run \`sudo apt-get install -y ${debianPackage}\` (Debian/Ubuntu)` +
      (envVar ? ` or set ${envVar} to its executable.` : '.'),
  );
  process.exit(1);
}

/* ------------------------------------------------------------------------------------------------
 * Ports and waiting
 * --------------------------------------------------------------------------------------------- */

/**
 * `count` distinct free TCP ports on 127.0.0.1 (held together while chosen, then released).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  /** @type {net.Server[]} */
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(undefined));
      });
      servers.push(server);
    }
    return servers.map((s) => /** @type {net.AddressInfo} */ (s.address()).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r(undefined)))));
  }
}

/**
 * Resolves after `ms` milliseconds.
 * @param {number} ms
 * @returns {Promise<void>}
 */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `probe()` (truthy = ready) every `everyMs` until it is ready; throws after `timeoutMs`,
 * or at once when `child` (optional) exits, with the tail of its log.
 * @param {string} what what is awaited, for the error message
 * @param {() => unknown} probe
 * @param {{ child?: ChildHandle, timeoutMs?: number, everyMs?: number }} [options]
 */
export async function waitUntil(what, probe, { child, timeoutMs = 30_000, everyMs = 100 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child?.exitedWith !== undefined)
      throw new Error(
        `${what}: ${child.name} exited (${child.exitedWith}) before it was ready:\n${child.tail()}`,
      );
    try {
      if (await probe()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until)
      throw new Error(`${what}: not ready after ${timeoutMs} ms${child ? `:\n${child.tail()}` : ''}`);
    await sleep(everyMs);
  }
}

/**
 * true when GET http://127.0.0.1:`port``path` answers 200 within a second.
 * @param {number} port
 * @param {string} path
 */
export async function httpOk(port, path) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(1000) });
  await res.arrayBuffer();
  return res.status === 200;
}

/**
 * true when the Redis server on `port` answers PING with PONG.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    /** @param {boolean} ok */
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk;
      if (data.includes('\r\n')) done(data.startsWith('+PONG'));
    });
  });
}

/* ------------------------------------------------------------------------------------------------
 * Children and cleanup
 * --------------------------------------------------------------------------------------------- */

/**
 * A started child (see startChild); `port` and `startMs` are set by callers that need them.
 * @typedef {{
 *   name: string,
 *   pid: number | undefined,
 *   logFile: string,
 *   exitedWith: string | undefined,
 *   exited: Promise<string>,
 *   tail: (lines?: number) => string,
 *   kill: (signal?: NodeJS.Signals) => void,
 *   stop: (graceMs?: number) => Promise<void>,
 * }} ChildHandle
 */

/**
 * Running children by pid (each the leader of its own process group).
 * @type {Map<number, ChildHandle>}
 */
const running = new Map();
/**
 * Async cleanups (dropping the schema, removing folders), run last-first by `cleanup()`.
 * @type {(() => unknown)[]}
 */
const cleanups = [];

/**
 * Registers an async cleanup step run by `cleanup()`.
 * @param {() => unknown} fn
 */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/**
 * Starts `command args` in its own process group (so a signal reaches it and anything it forks),
 * stdout and stderr appended to `logFile`. Returns a handle: `name`, `pid`, `exited` (a promise
 * of 'code N' / 'signal S'), `exitedWith` (set once it exited), `tail()` (the log's last lines),
 * `kill(signal)` and `stop()` (SIGTERM, then SIGKILL after `graceMs`; resolves when gone).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, cwd: string, logFile: string }} options
 * @returns {ChildHandle}
 */
export function startChild(name, command, args, { env, cwd, logFile }) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  /** @type {(exitedWith: string) => void} */
  let settle = () => {};
  /** @type {ChildHandle} */
  const handle = {
    name,
    pid: child.pid,
    logFile,
    exitedWith: undefined,
    exited: new Promise((resolve) => {
      settle = resolve;
    }),
    tail(lines = 30) {
      try {
        return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    kill(signal = 'SIGTERM') {
      try {
        // No pid: the spawn failed, and 'error' settles the handle.
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    },
    async stop(graceMs = 5000) {
      if (handle.exitedWith !== undefined) return;
      handle.kill('SIGTERM');
      const timer = setTimeout(() => handle.kill('SIGKILL'), graceMs);
      await handle.exited;
      clearTimeout(timer);
    },
  };
  /** @param {string} how */
  const exited = (how) => {
    handle.exitedWith = how;
    if (child.pid !== undefined) running.delete(child.pid);
    settle(how);
  };
  child.once('exit', (code, signal) => exited(signal ? `signal ${signal}` : `code ${code}`));
  child.once('error', (error) => exited(`error ${error.message}`));
  if (child.pid !== undefined) running.set(child.pid, handle);
  return handle;
}

/** @type {Promise<void> | undefined} */
let cleaning;
/**
 * Stops every running child, then runs the cleanups (last registered first). Runs once.
 * @returns {Promise<void>}
 */
export function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...running.values()].map((c) => c.stop(3000)));
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}

// Whatever happens, no child outlives the test: SIGKILL every group still running at exit.
process.on('exit', () => {
  for (const pid of running.keys()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the scale test's processes...`);
    const force = setTimeout(() => process.exit(130), 10_000);
    force.unref();
    void cleanup().finally(() => process.exit(130));
  });
}

/* ------------------------------------------------------------------------------------------------
 * HAProxy
 * --------------------------------------------------------------------------------------------- */

/**
 * The HAProxy configuration of the test: one frontend on 127.0.0.1:`port`, round robin over
 * `servers` ({ name, port }) with fast /readyz checks, and a stats listener (CSV at /stats;csv).
 *
 * Retries: `retries 3` with `option redispatch 1` (every retry goes to another server) and
 * `retry-on conn-failure empty-response response-timeout`. A connection failure is safe to
 * retry for any request (nothing was sent). An empty response or a response timeout is not: the
 * server may have acted on the request before it died (a POST that paid, took stock, made an
 * order), so those L7 retries are allowed for GET and HEAD only (`disable-l7-retry` for every
 * other method); such a POST gets a 502 (or, on a kept-alive client connection, the connection is
 * closed, as the server's own close would look) and the client decides (e.g. asks the session
 * status).
 *
 * `http-reuse never`: each request gets its own connection to the server. With pooled server
 * connections, a request sent in the first milliseconds after a server died can go out on a
 * pooled connection HAProxy has not yet seen closed; it then cannot tell whether the server got
 * it, so a POST fails although it never reached a live process. A fresh connection to a dead
 * server is refused instead: a connection failure, retried elsewhere. On a LAN the extra
 * handshake costs well under a millisecond.
 * @param {{ port: number, statsPort: number, servers: { name: string, port: number }[] }} options
 * @returns {string}
 */
export function haproxyConfig({ port, statsPort, servers }) {
  return `# Generated by scripts/scale-test.mjs
global
  maxconn 2000
  nbthread 1
  log stderr format short local0 info

defaults
  mode http
  log global
  # Only abnormal requests are logged (errors, retries, redispatches), not every answer.
  option httplog
  option dontlog-normal
  option forwardfor
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 30s
  timeout queue 5s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend shop
  bind 127.0.0.1:${port}
  default_backend api
  # Which server answered (diagnostics of the test; empty when none was reached).
  http-after-response set-header X-Served-By %[srv_name]

backend api
  balance roundrobin
  http-reuse never
  option httpchk GET /readyz
  http-check expect status 200
  # Replaying a request that reached a server is safe only for GET/HEAD (see the comment above).
  http-request disable-l7-retry unless METH_GET
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

/**
 * The state HAProxy gives each server of backend `api` (e.g. { a: 'UP', b: 'DOWN' }).
 * @param {number} statsPort
 * @returns {Promise<Record<string, string | undefined>>}
 */
export async function haproxyStates(statsPort) {
  const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(1000) });
  const [header = '', ...rows] = (await res.text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  /** @param {string} name */
  const at = (name) => columns.indexOf(name);
  /** @type {Record<string, string | undefined>} */
  const states = {};
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[at('svname')];
    if (cells[at('pxname')] === 'api' && server !== undefined && !['FRONTEND', 'BACKEND'].includes(server))
      states[server] = cells[at('status')];
  }
  return states;
}
