/**
 * Vite plugin: preloads the web font the first paint needs (decision 017, issue 10 "Fonts").
 * In a client build it finds the emitted file whose source name matches `pattern` (by default
 * Inter's latin variable file, declared in packages/ui/src/theme/fonts.css; its name is hashed at
 * build) and adds `<link rel="preload" as="font" type="font/woff2" href="..." crossorigin>` to the
 * head of index.html, so the font downloads alongside the CSS instead of after the CSS has been
 * parsed. It fails the build when no such file is in the bundle: the font is declared but would
 * not ship. `pnpm dev` and server (SSR) builds are left alone.
 */
import type { Plugin } from 'vite';

/** Options of {@link fontPreload}. */
export type FontPreloadOptions = {
  /** Matches the emitted font's original file name (default: Inter's latin `wght` normal woff2). */
  pattern?: RegExp;
};

/** The Vite plugin of this module; see the module comment. Throws (fails the build) when the font is missing. */
export function fontPreload({
  pattern = /inter-latin-wght-normal\.woff2$/,
}: FontPreloadOptions = {}): Plugin {
  let base = '/';
  return {
    name: 'shop:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const font = Object.values(ctx.bundle).find(
          (output) =>
            output.type === 'asset' &&
            output.fileName.endsWith('.woff2') &&
            output.originalFileNames.some((name) => pattern.test(name)),
        );
        if (!font) {
          throw new Error(
            `fontPreload: no emitted font matches ${pattern}; the font is declared but not in the bundle.`,
          );
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${font.fileName}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
