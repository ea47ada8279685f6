/**
 * Probes for operators and load balancers (never hang), outside /api and the contract:
 * - `GET /healthz`: the process is alive and serving: always 200 `{ status: 'ok' }`;
 * - `GET /readyz`: the database answers and every migration is applied: 200
 *   `{ status: 'ready' }`, else 503 `{ status: 'unavailable' | 'migrations pending' }`, within
 *   `config.dbConnectTimeoutMs` however stalled the database is.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Db } from '../db/client.ts';
import { pendingMigrations } from '../db/migrate.ts';

/** What the readiness check found. */
type Readiness = 'ready' | 'unavailable' | 'migrations pending';

/** `work`, or 'unavailable' when it fails or has not answered after `ms`. */
async function readiness(work: Promise<Readiness>, ms: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), ms);
  });
  try {
    return await Promise.race([work.catch((): Readiness => 'unavailable'), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers /healthz and /readyz on `app`. */
export function registerHealthRoutes(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'dbConnectTimeoutMs'>,
): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    const status = await readiness(
      pendingMigrations(db).then((pending): Readiness =>
        pending.length === 0 ? 'ready' : 'migrations pending',
      ),
      config.dbConnectTimeoutMs,
    );
    if (status !== 'ready') request.log.warn({ status }, 'not ready');
    reply.header('Cache-Control', 'no-store');
    return reply.status(status === 'ready' ? 200 : 503).send({ status });
  });
}
