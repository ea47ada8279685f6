/**
 * Applies migrations/NNN_name.sql in order, each inside one transaction, recording each in
 * `schema_migrations` (ARCHITECTURE "Migrations are SQL files applied at start"). An advisory
 * lock keeps several processes starting at once from applying a file twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API_DIR } from '../paths.ts';
import { queryRows, type Db } from './client.ts';

/** Folder of the SQL migration files: `apps/api/migrations`, from the source and from dist. */
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
/**
 * The advisory lock migrations take, with the schema's name hashed as its second key: processes
 * migrating the same schema wait for each other; other schemas of the same database (the tests'
 * and the benchmarks' own) do not.
 */
const MIGRATION_LOCK = 727_001;

/**
 * Splits a SQL file into statements at semicolons that end a line, outside dollar-quoted bodies
 * (`$$ ... $$`) and quotes. PGlite's extended protocol takes one statement per query.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  let inQuote = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!inDollar && !inQuote && (trimmed.startsWith('--') || trimmed === '')) continue;
    current += `${line}\n`;
    for (let i = 0; i < line.length; i++) {
      if (!inQuote && line.startsWith('$$', i)) {
        inDollar = !inDollar;
        i++;
      } else if (!inDollar && line[i] === "'") inQuote = !inQuote;
    }
    if (!inDollar && !inQuote && trimmed.endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim() !== '') statements.push(current.trim());
  return statements;
}

/** The migration files of `dir` (NNN_name.sql), in order. */
function migrationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * The migration files not yet applied to `db` (all of them when `schema_migrations` does not
 * exist). Throws when the database cannot be reached (the readiness check answers 503).
 */
export async function pendingMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`SELECT to_regclass('schema_migrations')::text AS name`,
  );
  if (table?.name == null) return migrationFiles(dir);
  const done = new Set(
    (await queryRows<{ name: string }>(db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
  );
  return migrationFiles(dir).filter((file) => !done.has(file));
}

/**
 * Work that runs after the files, in the same transaction and under the same lock, at every
 * migrate (so it must be idempotent): the ledger's backfill (decision 065), given by the root
 * (src/migrations.ts), since the platform imports no module.
 */
export type AfterMigrations = (tx: Db) => Promise<void>;

/**
 * Applies every migration not yet recorded, then `after` (when given) in the same transaction;
 * returns the names applied now (in order). Throws when a statement or `after` fails, and then
 * the whole call is rolled back.
 */
export async function migrate(
  db: Db,
  dir: string = MIGRATIONS_DIR,
  after?: AfterMigrations,
): Promise<string[]> {
  const files = migrationFiles(dir);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK}, hashtext(current_schema()))`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await queryRows<{ name: string }>(tx, sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      // One savepoint per file inside the locked transaction: a failing file leaves nothing.
      await tx.transaction(async (inner) => {
        for (const statement of splitStatements(readFileSync(path.join(dir, file), 'utf8'))) {
          await inner.execute(sql.raw(statement));
        }
        await inner.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      });
      applied.push(file);
    }
    if (after !== undefined) await after(tx);
  });
  return applied;
}
