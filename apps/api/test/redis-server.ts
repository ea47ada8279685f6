/**
 * A throw-away Redis for tests: `startRedisServer()` spawns its own `redis-server` on a
 * free port of 127.0.0.1, without persistence, and `stop()` ends it; tests never touch a Redis
 * that happens to run on the machine. `.ci/run` installs redis-server; `redisServerPath` is
 * undefined when it is missing (tests that need it are skipped then, except in CI).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** The redis-server binary, or undefined when it is not installed. */
export const redisServerPath: string | undefined = (() => {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path !== '' ? path : undefined;
})();

/** Whether tests that need a Redis run: redis-server is installed, or this is CI (then they fail). */
export const canRunRedis = redisServerPath !== undefined || process.env.CI !== undefined;

/** A running test Redis. */
export interface TestRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Deletes every key (between tests). */
  flush(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, commands get no answer. */
  pause(): void;
  /** Wakes a paused server (SIGCONT). */
  resume(): void;
  /** Ends the server (SIGTERM, then SIGKILL) and waits for it. Idempotent. */
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the kernel's pick; released before returning). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves when `child` prints that it accepts connections; rejects when it exits first. */
function ready(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => finish(new Error(`redis-server did not start: ${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) finish();
    };
    const onExit = (code: number | null) => finish(new Error(`redis-server exited (${code}): ${output}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error === undefined) resolve();
      else reject(error);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Spawns `redis-server --port <free port> --bind 127.0.0.1 --save '' --appendonly no` and waits
 * until it accepts connections (tries three ports when one is taken meanwhile). Throws when
 * redis-server is not installed.
 */
export async function startRedisServer(): Promise<TestRedis> {
  if (redisServerPath === undefined)
    throw new Error('redis-server is not installed (apt-get install redis-server)');
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(
      redisServerPath,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'notice',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await ready(child, 10_000);
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      continue;
    }
    child.stdout?.resume();
    child.stderr?.resume();
    const exited = once(child, 'exit');
    const url = `redis://127.0.0.1:${port}`;
    return {
      url,
      port,
      async flush() {
        const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
        try {
          await client.connect();
          await client.flushall();
        } finally {
          client.disconnect();
        }
      },
      pause: () => {
        child.kill('SIGSTOP');
      },
      resume: () => {
        child.kill('SIGCONT');
      },
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      },
    };
  }
  throw lastError;
}
