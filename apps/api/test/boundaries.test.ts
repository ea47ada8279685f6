/**
 * The import rules of `.dependency-cruiser.cjs` (decision 050) can fail: run on a fixture that
 * breaks each kind on purpose (fixtures/boundaries), they report every breach and nothing
 * allowed; run on the real tree (as `pnpm lint` does), they report nothing.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures/boundaries');
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
};

/** The violations of `result` as `rule: from -> to` lines (a cycle: once, at its first step). */
function violationsOf(result: ICruiseResult): string[] {
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('import rules (dependency-cruiser)', () => {
  it('report a cycle and every layer breach of the fixture, and nothing it allows', async () => {
    const { output } = await cruise(['apps', 'packages', 'mocks'], {
      baseDir: FIXTURE,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    });
    const found = violationsOf(output as ICruiseResult);
    const cart = 'apps/api/src/modules/cart';
    expect(found).toEqual(
      [
        `no-circular: ${cart}/cart.ts -> ${cart}/pricing.ts`,
        `module-imports-other-module-index-only: apps/api/src/modules/orders/orders.ts -> ${cart}/cart.ts`,
        `platform-imports-no-module: apps/api/src/platform/log.ts -> ${cart}/index.ts`,
        'module-imports-no-root: apps/api/src/modules/orders/receipt.ts -> apps/api/src/app.ts',
        'ui-no-router-nor-fetching: packages/ui/src/fetcher.ts -> swr',
        'contract-imports-no-other-shop-package-nor-react: packages/contract/src/rule.ts -> packages/ui/src/label.ts',
        'ui-api-client-types-only: packages/ui/src/button.ts -> packages/api-client/src/index.ts',
        'mocks-no-ui-nor-server: mocks/handlers.ts -> packages/ui/src/button.ts',
      ].sort(),
    );
  });

  it('report nothing on the real tree', { timeout: 180_000 }, async () => {
    const pkg = createRequire(import.meta.url)(path.join(ROOT, 'package.json')) as {
      scripts: { depcruise: string };
    };
    const [command, ...args] = pkg.scripts.depcruise.split(' ');
    expect(command).toBe('depcruise');
    const bin = path.join(ROOT, 'node_modules/.bin/depcruise');
    const { stdout } = await promisify(execFile)(bin, [...args, '--output-type', 'json'], {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    });
    const result = JSON.parse(stdout) as ICruiseResult;
    expect(violationsOf(result)).toEqual([]);
    // It did cruise the server and the packages.
    const sources = result.modules.map((m) => m.source);
    expect(sources).toContain('apps/api/src/app.ts');
    expect(sources).toContain('packages/contract/src/index.ts');
  });
});
