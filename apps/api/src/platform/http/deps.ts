/**
 * What every route module receives as plugin options: the database and the configuration.
 * A route module is `export const xRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {...}`.
 */
import type { Config } from '../config/index.ts';
import type { Db } from '../db/client.ts';
import type { Limits } from '../limits.ts';
import type { ListCache } from '../cache/list-cache.ts';
import type { ImageStorage } from '../storage/storage.ts';

/** Options of every route plugin (see routes.ts). */
export interface RouteDeps {
  db: Db;
  config: Config;
  /**
   * Public catalogue answers (platform/cache/list-cache.ts); catalogue change events of every process
   * drop what each write changed (decision 026).
   */
  listCache: ListCache;
  /** Where product images are written, read and deleted (platform/storage/storage.ts: disk or S3). */
  storage: ImageStorage;
  /** Abuse limits and sign-in throttling, shared through Redis (platform/limits.ts, decision 025). */
  limits: Limits;
}
