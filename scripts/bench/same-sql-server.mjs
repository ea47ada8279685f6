/**
 * The same-SQL baseline of `pnpm bench` (decision 068), run as its own process by
 * servers.mjs startSameSql: `node same-sql-server.mjs <setup.json>`. A bare node:http server that,
 * for each request, runs the statements the API ran for that URL (captured from the API with
 * DB_STATEMENT_CAPTURE_FILE: the same name, text and parameters, in the same order) through the
 * same driver the API uses, and sends `JSON.stringify` of the rows (of the only statement, or an
 * array of each statement's rows) with Content-Type and Content-Length. An unknown URL answers
 * 404, a failed statement 500 (both counted as failures by the bench).
 *
 * The driver is set up as apps/api/src/platform/db/client.ts createDb sets it up:
 * - PostgreSQL: a node-postgres Pool of `poolSize` connections with the same timeouts and
 *   search_path, each statement a named (prepared) query;
 * - PGlite: its own PGlite (pg_trgm) on a copy of the API's data folder (PGlite's files belong to
 *   one process), queried through PGlite's node-postgres adapter as a named query under PGlite's
 *   locks (after any open transaction, alone).
 * The setup file: `{ port, urls: [url, [{ name, text, params }]][], database }` with `database`
 * `{ kind: 'postgres', url, schema, poolSize, connectMs, statementMs, idleInTransactionMs }` or
 * `{ kind: 'pglite', dir }`. Prints `ready` once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A captured named statement.
 * @typedef {{ name: string, text: string, params: unknown[] }} Statement
 */
/**
 * Runs one named statement and resolves with its rows.
 * @typedef {(statement: Statement) => Promise<unknown[]>} Runner
 */

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
/**
 * What this server uses of node-postgres (apps/api's `pg`; its types are apps/api's).
 * @typedef {{ on(event: 'error', listener: () => void): unknown,
 *   query(config: { name: string, text: string, values: unknown[] }): Promise<{ rows: unknown[] }> }} PgQueryable
 * @type {{ Pool: new (config: object) => PgQueryable,
 *   Client: new (config: object) => PgQueryable & { connect(): Promise<void> } }}
 */
const pg = apiRequire('pg');

const setupFile = process.argv[2];
if (setupFile === undefined) throw new Error('usage: same-sql-server.mjs <setup.json>');
/**
 * @type {{
 *   port: number,
 *   urls: [string, Statement[]][],
 *   database:
 *     | { kind: 'postgres', url: string, schema: string | undefined, poolSize: number, connectMs: number,
 *         statementMs: number, idleInTransactionMs: number }
 *     | { kind: 'pglite', dir: string },
 * }}
 */
const setup = JSON.parse(readFileSync(setupFile, 'utf8'));
const statements = new Map(setup.urls);

/**
 * The named-statement runner of `database`, as createDb builds it.
 * @param {typeof setup.database} database
 * @returns {Promise<Runner>}
 */
async function openRunner(database) {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize,
      connectionTimeoutMillis: database.connectMs,
      statement_timeout: database.statementMs,
      query_timeout: database.statementMs + 1000,
      idle_in_transaction_session_timeout: database.idleInTransactionMs,
      keepAlive: true,
      ...(database.schema !== undefined ? { options: `-c search_path=${database.schema},public` } : {}),
    });
    pool.on('error', () => undefined);
    return async ({ name, text, params }) => (await pool.query({ name, text, values: params })).rows;
  }
  const { PGlite } = apiRequire('@electric-sql/pglite');
  const { pg_trgm } = apiRequire('@electric-sql/pglite/contrib/pg_trgm');
  const { createPgConfig } = apiRequire('@electric-sql/pglite/node-postgres');
  const client = await PGlite.create(database.dir, { extensions: { pg_trgm } });
  const named = new pg.Client(createPgConfig(client));
  named.on('error', () => undefined);
  await named.connect();
  return ({ name, text, params }) =>
    client._runExclusiveTransaction(() =>
      client.runExclusive(async () => (await named.query({ name, text, values: params })).rows),
    );
}

const run = await openRunner(setup.database);
createServer(async (req, res) => {
  const calls = statements.get(req.url ?? '');
  if (calls === undefined) {
    res.writeHead(404);
    res.end();
    return;
  }
  try {
    /** @type {unknown[][]} */
    const results = [];
    for (const call of calls) results.push(await run(call));
    const body = JSON.stringify(results.length === 1 ? results[0] : results);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    process.stderr.write(`${req.url}: ${error instanceof Error ? error.message : String(error)}\n`);
    res.writeHead(500);
    res.end();
  }
}).listen(setup.port, '127.0.0.1', () => process.stdout.write('ready\n'));
