/**
 * What the entries share (decision 023): the production server (`main.ts`), the demo
 * (`demo.ts`) and the commands `cli/migrate.ts` (`pnpm db:migrate`) and `cli/seed.ts`
 * (`pnpm db:seed`). Configuration, or one line per bad variable and exit code 1; a failure as
 * one line and exit code 1; serving until SIGTERM/SIGINT, then a graceful stop.
 *
 * Imports neither the seed nor `@shop/mocks`: `main.ts` bundles this module.
 */
import { ConfigError, loadConfig, parseEnv, type Config } from '../platform/config/index.ts';
import { PendingMigrationsError, startServer, type PrepareDatabase } from '../server.ts';

/** The configuration from the environment; on bad variables prints them (one line each) and exits 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // One line per bad variable, no stack trace; the process refuses to start.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** True when NODE_ENV=production (as envSchema parsed it; call after loadConfigOrExit). */
export function isProduction(): boolean {
  return parseEnv(process.env).NODE_ENV === 'production';
}

/** Prints `message` as one line on stderr and ends the process with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The database `config` points at, for a one-line report; never the URL's credentials. */
export function describeDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'pgliteDir'>,
): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const schema = config.databaseSchema === undefined ? '' : ` (schema ${config.databaseSchema})`;
    return `PostgreSQL at ${url.host}${url.pathname}${schema}`;
  }
  return config.pgliteDir === 'memory' ? 'PGlite in memory' : `PGlite in ${config.pgliteDir}`;
}

/**
 * `error` as one line: the first line of its message and, when it wraps another error (Drizzle
 * wraps the driver's), the first line of the innermost cause. Later lines (Drizzle's `params:`)
 * are left out.
 */
export function errorLine(error: unknown): string {
  const firstLine = (e: unknown) => {
    const text = e instanceof Error ? e.message : String(e);
    const line = text.split('\n')[0] ?? '';
    return line.length > 200 ? `${line.slice(0, 197)}...` : line;
  };
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  const outer = firstLine(error);
  const innermost = firstLine(inner);
  return inner === error || innermost === outer ? outer : `${outer}: ${innermost}`;
}

/**
 * Starts the shop on `config` with `prepare` (startServer), prints its address and database, and
 * stops gracefully (server first, then the database) on SIGTERM or SIGINT. Pending migrations
 * (PendingMigrationsError): that one line and exit code 1. Other start failures are thrown.
 */
export async function serve(config: Config, prepare: PrepareDatabase): Promise<void> {
  let server;
  try {
    server = await startServer(config, prepare);
  } catch (error) {
    if (error instanceof PendingMigrationsError) fail(error.message);
    throw error;
  }
  console.log(`Shop running at ${server.url} (database: ${describeDatabase(config)})`);
  const running = server;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      running.app.log.info({ signal }, 'shutting down');
      running
        .stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
  }
}
