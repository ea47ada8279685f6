/**
 * `startServer(config, prepare)`: opens the database, runs `prepare` on it (the production entry
 * `main.ts` passes `requireMigrated`, which refuses pending migrations; the demo entry `demo.ts`
 * migrates and seeds the sample data), creates or promotes the ADMIN_EMAIL staff account (when
 * configured), builds the app and listens. Returns the running server with its address and a
 * `stop()` that closes the HTTP server first, then the notification worker, the
 * refund worker (decision 041) and the scheduled jobs (decision 060), then the database (graceful
 * shutdown).
 *
 * Never imports the seed or `@shop/mocks` (decision 023: the production bundle has no faker).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './platform/config/index.ts';
import { createDb, type Db, type DbHandle } from './platform/db/client.ts';
import { pendingMigrations } from './platform/db/migrate.ts';
import { startNotificationWorker } from './modules/notifications/index.ts';
import { paymentProviderFor } from './modules/checkout/index.ts';
import { purgeExpiredGuests } from './modules/guests/index.ts';
import { startRefundWorker } from './modules/orders/index.ts';
import { purgeExpiredSessions } from './modules/accounts/index.ts';
import { ensureAdminUser } from './modules/accounts/index.ts';
import { scheduledJobs } from './jobs.ts';
import { startScheduler } from './platform/scheduler.ts';

/** Thrown when the database has migrations not yet applied and the entry will not apply them. */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database has ${pending.length} pending migration${pending.length === 1 ? '' : 's'} ` +
        `(${pending.join(', ')}): run \`pnpm db:migrate\` (or \`node apps/api/dist/migrate.js\`) first.`,
    );
    this.name = 'PendingMigrationsError';
  }
}

/**
 * Readies the open database before the app is built; what it returns is logged with
 * 'database ready'. Throws to stop the start (the database is closed).
 */
export type PrepareDatabase = (db: Db) => Promise<Record<string, unknown>>;

/** The production rule: every migration must already be applied (`pnpm db:migrate`), else throws PendingMigrationsError. */
export const requireMigrated: PrepareDatabase = async (db) => {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) throw new PendingMigrationsError(pending);
  return { migrations: 'up to date' };
};

/** A started server. */
export interface RunningServer {
  app: FastifyInstance;
  handle: DbHandle;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Stops accepting requests, waits for those in flight, then closes the database. */
  stop(): Promise<void>;
}

/**
 * Starts the shop on `config` after `prepare` (see module comment). Throws when the database,
 * `prepare` or the port fails (PendingMigrationsError from `requireMigrated`).
 */
export async function startServer(config: Config, prepare: PrepareDatabase): Promise<RunningServer> {
  const handle = await createDb(config);
  try {
    const prepared = await prepare(handle.db);
    const admin =
      config.admin === undefined ? 'none' : await ensureAdminUser(handle.db, config.admin, config);
    // handle.listen: catalogue change events of every process keep the cache in agreement (decision 026).
    const app = await buildApp({ db: handle.db, config, listen: handle.listen });
    app.log.info({ database: handle.kind, ...prepared, admin }, 'database ready');
    if (config.dbStatementCaptureFile !== undefined) {
      // A measuring setting (decision 068): never meant for a shop in use, where it slows every
      // statement and writes what shoppers search for to disk. The path is not logged.
      app.log.warn('DB_STATEMENT_CAPTURE_FILE is set: every database statement is written to a file');
    }
    const address = await app.listen({ port: config.port, host: config.host });
    // Sends the outbox's e-mails; every process runs one, rows are claimed with SKIP LOCKED.
    const notifications = startNotificationWorker({ db: handle.db, config, log: app.log });
    const provider = paymentProviderFor(handle.db, config);
    // Makes the refunds the outbox holds (decision 041), at the configured provider; one per process too.
    const refunds = startRefundWorker({
      db: handle.db,
      provider,
      log: app.log,
      pollMs: config.mail.outboxPollMs,
    });
    // Deadlines and schedules (decision 060): every process runs them; rows are claimed with SKIP LOCKED.
    const scheduler = startScheduler({
      jobs: scheduledJobs({
        db: handle.db,
        config,
        provider,
        log: app.log,
        payoutDestinations: app.payoutDestinations,
      }),
      clock: app.clock,
      log: app.log,
    });
    const purge = setInterval(
      () => {
        purgeExpiredSessions(handle.db, config).catch((error: unknown) =>
          app.log.warn({ err: error }, 'session purge failed'),
        );
        // Guest carts and bookmarks past GUEST_TTL_MS (decision 032).
        purgeExpiredGuests(handle.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'guest purge failed'),
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
          await Promise.all([notifications.stop(), refunds.stop(), scheduler.stop()]);
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
