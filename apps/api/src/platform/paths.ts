/**
 * Folders the server finds from its own file, the same from the TypeScript source
 * (`apps/api/src/platform/…`, tsx and tests) and from the bundles of
 * `pnpm --filter @shop/api build` (`apps/api/dist/`, decision 023).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `from` that holds a package.json. Throws when there is none
 * up to the file system's root.
 */
export function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json at or above ${from}`);
  }
}

/** The @shop/api package folder (`apps/api`), from the source and from dist. */
export const API_DIR = packageDir(path.dirname(fileURLToPath(import.meta.url)));

/** The repository root (two folders above apps/api). */
export const REPO_ROOT = path.resolve(API_DIR, '../..');
