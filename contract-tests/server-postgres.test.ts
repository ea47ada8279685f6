/**
 * The contract scenarios against the real server on PostgreSQL (server-target.ts). Run only when
 * DATABASE_URL names one (vitest.config.ts leaves this file out otherwise; `pnpm test` in CI always
 * sets it).
 */
import { testDatabases } from '../apps/api/test/helpers.ts';
import { defineServerSuite } from './server-target.ts';

const postgres = testDatabases.find((database) => database.name === 'postgres');
if (postgres === undefined) throw new Error('contract-tests/server-postgres.test.ts needs DATABASE_URL');
defineServerSuite(postgres);
