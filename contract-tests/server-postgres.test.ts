/**
 * The contract scenarios against the real server on PostgreSQL (server-target.ts), when
 * DATABASE_URL names one (`pnpm test` in CI always does).
 */
import { it } from 'vitest';
import { testDatabases } from '../apps/api/test/helpers.ts';
import { defineServerSuite } from './server-target.ts';

const postgres = testDatabases.find((database) => database.name === 'postgres');
if (postgres !== undefined) defineServerSuite(postgres);
else it.skip('runs when DATABASE_URL names a PostgreSQL database', () => undefined);
