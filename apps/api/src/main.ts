/**
 * Entry point of `pnpm --filter @shop/api start` (root `pnpm start` builds the storefront first):
 * reads the environment, migrates, seeds, listens on PORT and prints the address. SIGTERM and
 * SIGINT stop it gracefully (server first, then the database).
 */
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const config = loadConfig();
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
