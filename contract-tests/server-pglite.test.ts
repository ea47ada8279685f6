/** The contract scenarios against the real server on PGlite (server-target.ts). */
import { testDatabases } from '../apps/api/test/helpers.ts';
import { defineServerSuite } from './server-target.ts';

defineServerSuite(testDatabases[0]!);
