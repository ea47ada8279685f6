/**
 * Node 20 is what our machines run (decision 027): every package the production server
 * loads must declare support for it. Walks @shop/api's production dependency tree as pnpm
 * installed it and checks each package's `engines.node` against Node 20.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/platform/config/index.ts';

/** The Node version our machines run (TOOLCHAIN.md). */
const OUR_NODE = '20.19.0';

interface ListedPackage {
  path: string;
  dependencies?: Record<string, ListedPackage>;
}

/** Every installed folder of @shop/api's production dependencies (deduplicated by path). */
function productionPackageFolders(): string[] {
  const json = execFileSync(
    'pnpm',
    ['ls', '--filter', '@shop/api', '--prod', '--depth', 'Infinity', '--json'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const [root] = JSON.parse(json) as [{ dependencies?: Record<string, ListedPackage> }];
  const folders = new Set<string>();
  const walk = (deps: Record<string, ListedPackage> | undefined) => {
    for (const dep of Object.values(deps ?? {})) {
      if (folders.has(dep.path)) continue;
      folders.add(dep.path);
      walk(dep.dependencies);
    }
  };
  walk(root.dependencies);
  return [...folders];
}

describe('production dependencies run on Node 20', () => {
  it('every package of the server declares an engines.node range that Node 20 satisfies', () => {
    const folders = productionPackageFolders();
    expect(folders.length).toBeGreaterThan(50);
    const refusing = folders.flatMap((folder) => {
      // Optional packages for other platforms (sharp's darwin binaries...) are listed, not installed.
      if (!existsSync(path.join(folder, 'package.json'))) return [];
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        engines?: { node?: string };
      };
      const range = manifest.engines?.node;
      if (range === undefined || semver.validRange(range) === null) return [];
      return semver.satisfies(OUR_NODE, range)
        ? []
        : [`${manifest.name}@${manifest.version} (node ${range})`];
    });
    expect(refusing).toEqual([]);
  });
});
