/**
 * Finds Chromium for the browser tests: CHROMIUM_PATH, else /usr/bin/chromium, else `chromium`
 * on PATH. When none exists and apt-get can run (root on Debian), installs Debian's `chromium`
 * package. Otherwise exits with one line saying exactly what to install. Never skips silently.
 * Returns the executable path.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The path of `cmd` on PATH, or '' when it is not there.
 * @param {string} cmd
 */
function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

/**
 * Chromium's executable path; installs Debian's package or exits the process when there is none.
 * @returns {string}
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    which('chromium'),
    which('chromium-browser'),
  ];
  const found = candidates.find(/** @returns {p is string} */ (p) => !!p && existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)...");
    execFileSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null',
      ],
      { stdio: 'inherit' },
    );
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'Chromium is required for the browser tests: run `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium executable.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
