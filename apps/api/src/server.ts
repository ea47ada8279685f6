/**
 * `startServer(config)`: opens the database, applies migrations, seeds the sample data (once),
 * creates or promotes the ADMIN_EMAIL staff account (when configured), builds the app and listens. Returns the running server with its address and a `stop()` that
 * closes the HTTP server first, then the database (graceful shutdown).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createDb, type DbHandle } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { purgeExpiredSessions } from './services/sessions.ts';
import { ensureAdminUser } from './services/users.ts';

/** A started server. */
export interface RunningServer {
  app: FastifyInstance;
  handle: DbHandle;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Stops accepting requests, waits for those in flight, then closes the database. */
  stop(): Promise<void>;
}

/** Starts the shop on `config` (see module comment). Throws when the database or port fails. */
export async function startServer(config: Config): Promise<RunningServer> {
  const handle = await createDb(config);
  try {
    const applied = await migrate(handle.db);
    const seeded = await seed(handle.db, config);
    const admin =
      config.admin === undefined ? 'none' : await ensureAdminUser(handle.db, config.admin, config);
    const app = await buildApp({ db: handle.db, config });
    app.log.info({ database: handle.kind, migrations: applied, seeded, admin }, 'database ready');
    const address = await app.listen({ port: config.port, host: config.host });
    const purge = setInterval(
      () => {
        purgeExpiredSessions(handle.db, config).catch((error: unknown) =>
          app.log.warn({ err: error }, 'session purge failed'),
        );
      },
      60 * 60 * 1000,
    );
    purge.unref();
    let stopping: Promise<void> | undefined;
    return {
      app,
      handle,
      url: address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost'),
      stop: () => {
        stopping ??= (async () => {
          clearInterval(purge);
          await app.close();
          await handle.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
