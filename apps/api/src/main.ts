/**
 * The production server (decision 023): `node apps/api/dist/main.js` after
 * `pnpm --filter @shop/api build` (or `pnpm start:prod`). Reads the environment (a bad or missing
 * variable: its line on stderr, exit code 1; NODE_ENV=production needs SESSION_SECRET and
 * PUBLIC_URL), opens the database and refuses to start while a migration is pending (one line:
 * run `pnpm db:migrate`); never seeds. Then creates or promotes the ADMIN_EMAIL staff account,
 * listens on PORT and prints the address. SIGTERM and SIGINT stop it gracefully.
 *
 * Neither this module nor anything it imports may load the seed or `@shop/mocks` (faker, msw):
 * the build and test/production-bundle.test.ts check the bundle's inputs.
 */
import { loadConfigOrExit, serve } from './cli/common.ts';
import { requireMigrated } from './server.ts';

await serve(loadConfigOrExit(), requireMigrated);
