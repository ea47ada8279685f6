import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorefrontRenderer, THEME_SCRIPT_TAG } from '../src/modules/pages/ssr.ts';

/** A built frame in the shape Vite writes (apps/storefront/dist/index.html), reduced to what matters here. */
const BUILT =
  '<html><head><script>theme()</script><script type="module" crossorigin src="/assets/index-AAA.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

describe('loadStorefrontRenderer: the frame the server renders pages into', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-frame-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      BUILT.replace('<script>theme()</script>', THEME_SCRIPT_TAG),
    );
    writeFileSync(path.join(root, 'dist', 'theme-init.js'), 'theme()');
    // A stand-in for the storefront's server bundle: its frame rule replaces the module script.
    writeFileSync(
      path.join(root, 'dist-server', 'entry-server.js'),
      `export async function render() {}
export function deferAppScripts(t) {
  const loader = 'load(' + JSON.stringify(/src="([^"]+)"/.exec(t)[1]) + ')';
  return { template: t.replace(/<script type="module"[^>]*><\\/script>/, '').replace('</body>', '<script>' + loader + '</script></body>'), loader };
}`,
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('inlines the theme script, lets the storefront defer its scripts, and returns the CSP hash of each inline script', async () => {
    const loaded = (await loadStorefrontRenderer(path.join(root, 'dist')))!;
    const inline = [...loaded.template.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toBe('theme()');
    expect(inline[1]).toBe('load("/assets/index-AAA.js")');
    expect(loaded.template).not.toContain('type="module"');
    expect(loaded.scriptHashes).toEqual(
      inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`),
    );
  });
});
