/**
 * DB_STATEMENT_CAPTURE_FILE (decision 068): with the capture on, every statement sent to the
 * driver is appended to the file before it runs, one JSON line each; a named statement with its
 * name, text and parameters (what `pnpm bench` replays on its same-SQL server), any other as its
 * text alone, so parameters that may be personal data never reach the file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/platform/config/index.ts';
import { createDb, namedStatement, queryRows } from '../src/platform/db/client.ts';
import { dropSchema, testDatabases } from './helpers.ts';

/** A new PGlite takes tens of seconds on a busy machine. */
const NEW_DATABASE_MS = 120_000;

const dir = mkdtempSync(path.join(tmpdir(), 'statement-capture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DOUBLED = namedStatement<{ n: number }>(
  'statement_capture_test',
  sql`SELECT ${sql.placeholder('n')}::int * 2 AS n`,
);

describe.each(testDatabases)('given the statement capture on $name', (database) => {
  it(
    'writes a named statement with its parameters and any other without them, in order',
    async () => {
      const file = path.join(dir, `${database.name}.jsonl`);
      const schemaName = database.url !== undefined ? `test_${randomBytes(6).toString('hex')}` : undefined;
      const handle = await createDb(
        testConfig({ databaseUrl: database.url, databaseSchema: schemaName, dbStatementCaptureFile: file }),
      );
      try {
        await queryRows(handle.db, sql`SELECT ${'shopper@example.com'}::text AS email`);
        const [row] = await DOUBLED.rows(handle.db, { n: 21 });
        expect(row?.n).toBe(42);
      } finally {
        await handle.close();
        if (schemaName !== undefined && database.url !== undefined)
          await dropSchema(database.url, schemaName);
      }
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain('shopper@example.com');
      const lines = text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const email = lines.findIndex((line) => String(line.text).includes('AS email'));
      const named = lines.findIndex((line) => line.name === DOUBLED.name);
      expect(lines[email]).toEqual({ text: expect.stringContaining('::text AS email') });
      expect(lines[named]).toEqual({ name: DOUBLED.name, text: DOUBLED.text, params: [21] });
      expect(email).toBeGreaterThanOrEqual(0);
      expect(named).toBeGreaterThan(email);
    },
    NEW_DATABASE_MS,
  );
});
