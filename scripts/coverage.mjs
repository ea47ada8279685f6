// @ts-check
/**
 * `pnpm test:coverage`: V8 coverage of the product code (apps/api/src, packages/<name>/src, mocks)
 * while the node project runs (server on PGlite and, with DATABASE_URL, on PostgreSQL; contract
 * suite; api-client; mocks) and the ui project (components in Chromium). Prints one row per area
 * (statements, branches, functions, lines in %) and the total; the full summary is written to
 * coverage/coverage-summary.json. Extra arguments go to Vitest (e.g. `--project node` alone, or
 * test files). Exits with Vitest's status. Decision 051 holds the figures before and after the
 * test-speed work.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const summaryFile = path.join(root, 'coverage', 'coverage-summary.json');
const args = process.argv.slice(2);
/** The projects measured unless the caller names some. */
const projects = args.some((a) => a.startsWith('--project')) ? [] : ['--project', 'node', '--project', 'ui'];

rmSync(summaryFile, { force: true });
const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--coverage', ...projects, ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: findChromium(), STORYBOOK_DISABLE_TELEMETRY: '1' },
});

/** @typedef {{ total: number, covered: number }} Count */
/** @typedef {{ statements: Count, branches: Count, functions: Count, lines: Count }} FileSummary */
const metrics = /** @type {const} */ (['statements', 'branches', 'functions', 'lines']);

/**
 * The area a file belongs to: 'apps/api', 'mocks' or 'packages/<name>'.
 * @param {string} file absolute path
 */
function areaOf(file) {
  const [top = '', second = ''] = path.relative(root, file).split(path.sep);
  return top === 'packages' ? `packages/${second}` : top === 'apps' ? `apps/${second}` : top;
}

if (existsSync(summaryFile)) {
  /** @type {Record<string, FileSummary>} */
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  /** @type {Map<string, FileSummary>} */
  const areas = new Map();
  for (const [file, s] of Object.entries(summary)) {
    const area = file === 'total' ? 'total' : areaOf(file);
    /** @type {FileSummary} */
    const sums = areas.get(area) ?? {
      statements: { total: 0, covered: 0 },
      branches: { total: 0, covered: 0 },
      functions: { total: 0, covered: 0 },
      lines: { total: 0, covered: 0 },
    };
    for (const m of metrics) {
      sums[m].total += s[m].total;
      sums[m].covered += s[m].covered;
    }
    areas.set(area, sums);
  }
  const total = areas.get('total');
  areas.delete('total');
  /** @param {Count} c */
  const pct = (c) => (c.total === 0 ? '-' : ((100 * c.covered) / c.total).toFixed(1)).padStart(10);
  console.log(`\n${'area'.padEnd(26)} | ${metrics.map((m) => m.padStart(10)).join(' | ')}`);
  console.log(`${'-'.repeat(26)} | ${metrics.map(() => '-'.repeat(10)).join(' | ')}`);
  /** @type {[string, FileSummary | undefined][]} */
  const rows = [...[...areas].sort(([a], [b]) => a.localeCompare(b)), ['total', total]];
  for (const [area, sums] of rows) {
    if (sums === undefined) continue;
    console.log(`${String(area).padEnd(26)} | ${metrics.map((m) => pct(sums[m])).join(' | ')}`);
  }
}
process.exit(run.status ?? 1);
