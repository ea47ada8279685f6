/**
 * The contract scenarios against the real server (apps/api): Fastify listening on a free port
 * on 127.0.0.1, PGlite in memory (or PostgreSQL when DATABASE_URL is set, in a fresh schema),
 * the simulated payment provider, uploads in a temporary folder. `reset` empties every table and
 * seeds the sample data again. Reset links come from the outbox (no mail worker runs).
 * One test file per database (server-pglite.test.ts, server-postgres.test.ts), so the two run
 * side by side (decision 051).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  contactMessages,
  lastAccountDeletionLink,
  lastEmailChangeLink,
  lastResetLink,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../apps/api/test/helpers.ts';
import { defineContractSuite } from './scenarios.ts';

/** Defines the contract suite against the real server on `database`. */
export function defineServerSuite(database: TestDatabase): void {
  let target: TestApp | undefined;
  let uploadDir = '';
  let baseUrl = 'http://127.0.0.1:0/api';
  const running = () => {
    if (target === undefined) throw new Error('server not started');
    return target;
  };

  defineContractSuite({
    name: `server (${database.name})`,
    get baseUrl() {
      return baseUrl;
    },
    setup: async () => {
      uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-contract-uploads-'));
      target = await startTestApp({ database, config: { uploadDir }, serveStatic: true });
      await target.app.listen({ port: 0, host: '127.0.0.1' });
      const address = target.app.server.address() as AddressInfo;
      baseUrl = `http://127.0.0.1:${address.port}/api`;
    },
    teardown: async () => {
      await running().close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
    reset: () => running().reset(),
    lastResetLink: (email) => lastResetLink(running(), email),
    lastEmailChangeLink: (email) => lastEmailChangeLink(running(), email),
    lastAccountDeletionLink: (email) => lastAccountDeletionLink(running(), email),
    contactMessages: async () =>
      (await contactMessages(running())).map(({ to, subject, text }) => ({ to, subject, text })),
  });
}
