/**
 * The database type every query takes (platform/db/client.ts opens one; notify.ts attaches its
 * listener to it), in a file of its own so neither imports the other for it.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** A Drizzle database (or transaction: a transaction is assignable to it) over our schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
