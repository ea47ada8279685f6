/**
 * Vite plugin: fails a client build whose bundle lacks the web font (decision 017,
 * "Fonts: nothing declared and missing"). The font is declared in packages/ui/src/theme/fonts.css
 * and fetched only after first paint (`fetchWebFonts`, then `enableWebFonts` at the first
 * client-side navigation, decision 038), so it is deliberately not preloaded; this check keeps a bundler change from silently dropping it, as
 * once happened. `pnpm dev` and server (SSR) builds are left alone.
 */
import type { Plugin } from 'vite';

/** Options of {@link webFontShipped}. */
export type WebFontOptions = {
  /** Matches the emitted font's original file name (default: Inter's latin `wght` normal woff2). */
  pattern?: RegExp;
};

/** The Vite plugin of this module. Throws (fails the build) when no emitted font matches `pattern`. */
export function webFontShipped({ pattern = /inter-latin-wght-normal\.woff2$/ }: WebFontOptions = {}): Plugin {
  let ssr = false;
  return {
    name: 'shop:web-font-shipped',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const font = Object.values(bundle).find(
        (output) =>
          output.type === 'asset' &&
          output.fileName.endsWith('.woff2') &&
          output.originalFileNames.some((name) => pattern.test(name)),
      );
      if (!font) {
        this.error(
          `webFontShipped: no emitted font matches ${pattern}; the font is declared but not in the bundle.`,
        );
      }
    },
  };
}
