/**
 * What every route module receives as plugin options: the database and the configuration.
 * A route module is `export const xRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {...}`.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

/** Options of every route plugin (see routes/index.ts). */
export interface RouteDeps {
  db: Db;
  config: Config;
}
