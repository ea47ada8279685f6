/**
 * Entry point of `pnpm --filter @shop/api start` (root `pnpm start` builds the storefront first):
 * reads the environment (a bad or missing variable: its line on stderr, exit code 1), migrates, seeds, listens on PORT and prints the address. SIGTERM and
 * SIGINT stop it gracefully (server first, then the database).
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startServer } from './server.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // One line per bad variable, no stack trace; the process refuses to start.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const server = await startServer(config);
console.log(
  `Shop running at ${server.url} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.pgliteDir}`})`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
