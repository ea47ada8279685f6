/**
 * What every route module receives as plugin options: the database and the configuration.
 * A route module is `export const xRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {...}`.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { ListCache } from '../services/list-cache.ts';

/** Options of every route plugin (see routes/index.ts). */
export interface RouteDeps {
  db: Db;
  config: Config;
  /** Public catalogue answers (services/list-cache.ts); cleared after every successful write. */
  listCache: ListCache;
}
