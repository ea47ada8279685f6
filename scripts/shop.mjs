/**
 * The started shop for the measuring scripts (`pnpm size`, `pnpm lighthouse`): builds the
 * storefront and starts the real server (API + built storefront, `pnpm --filter @shop/api start`)
 * on PGlite in a fresh temporary folder and its own port, with Stripe off and quiet logs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
/** The storefront build the server serves. */
export const dist = path.join(root, 'apps/storefront/dist');

/**
 * Builds the storefront (`pnpm --filter @shop/storefront build`) unless `--no-build` was passed and
 * a build exists. Exits the process with the build's status when it fails.
 */
export function buildStorefront() {
  if (process.argv.includes('--no-build') && existsSync(dist)) return;
  const b = spawnSync('pnpm', ['--filter', '@shop/storefront', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

/**
 * Starts the shop on 127.0.0.1:`port` with a fresh PGlite data folder and waits (up to 2 minutes)
 * until `/` answers 200. Returns `{ base, stop }`: the address and a function that stops the server
 * (its process group) and removes the data folder. Throws when the shop does not come up.
 * @param {number} port
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
export async function startShop(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-measure-'));
  const server = spawn('pnpm', ['--filter', '@shop/api', 'start'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: '',
    },
  });
  const stop = () => {
    try {
      // The server's process group (pnpm and the node it starts); no pid: it never started.
      if (server.pid !== undefined) process.kill(-server.pid);
      else server.kill();
    } catch {
      server.kill();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`The shop did not start on ${base}.`);
}
