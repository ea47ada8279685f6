/**
 * Global set-up of the node test project (vitest.config.ts): a folder for this run's PGlite
 * snapshots (a migrated and seeded database dumped once, then loaded by every later test app:
 * helpers.ts `startTestApp`), handed to the test files as `inject('pgliteSnapshotDir')` and
 * removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's PGlite snapshots (global-setup.ts). */
    pgliteSnapshotDir: string;
  }
}

/** Creates the snapshot folder; returns its removal (run at the end of the run). */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-snapshots-'));
  project.provide('pgliteSnapshotDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
