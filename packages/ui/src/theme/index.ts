/**
 * The theme: the light/dark contract (`vars`), media queries and breakpoints, and the web font.
 * Importing it declares Inter (latin + latin-ext, `font-display: swap`) and its metric-matched
 * fallback (fonts.css, decision 017); {@link enableWebFonts} puts Inter to use.
 */
import './fonts.css';
import { darkThemeClass as themeClass, webFontsAttribute } from './theme.css.ts';

export { vars, media, breakpoints } from './theme.css.ts';

/**
 * The class put on the document root for dark mode (spec section 4). Declared here rather than
 * re-exported: the package is side-effect free, so a bundler skips a module it only re-exports
 * through, and with it the font import above; an own binding keeps this module, and the font, in
 * every bundle that uses the theme.
 */
export const darkThemeClass: typeof themeClass = themeClass;

/** The web font's family name, as fonts.css declares it. */
const WEB_FONT = 'Inter Variable';

/**
 * The localStorage key (value 'cached') saying this browser has fetched Inter before. The
 * storefront's theme-init.js, which runs before first paint and cannot import, reads the same key
 * (the storefront's themeInit.test.tsx checks the two agree): with the file in the HTTP cache, the page starts in Inter.
 */
export const WEB_FONTS_STORAGE_KEY = 'webFonts';

/**
 * Has the browser fetch Inter (the latin file) without using it yet, and remembers that it did
 * ({@link WEB_FONTS_STORAGE_KEY}). The storefront calls it on a server-rendered page, where
 * switching fonts would lay the whole painted page out again in a task of its own (about 100 ms on
 * a throttled phone, decision 038); the switch waits for the next client-side navigation
 * ({@link enableWebFonts}) or the next visit. Resolves when the font has loaded or failed.
 */
export async function fetchWebFonts(): Promise<void> {
  try {
    const faces = await document.fonts.load(`1em "${WEB_FONT}"`);
    if (faces.length > 0) localStorage.setItem(WEB_FONTS_STORAGE_KEY, 'cached');
  } catch {
    // A font that cannot load leaves the fallback in place (storage unavailable: nothing noted,
    // the next visit starts in the fallback again).
  }
}

/**
 * Switches body text from the metric-matched fallback to Inter by setting the theme's web-font
 * attribute on `root` (default: the document's `<html>`). When the font is already loaded
 * (fetchWebFonts, or the cache) the attribute is set at once, synchronously, so a caller inside a
 * render's layout effect (the storefront's route change) folds the new layout into the one the
 * navigation causes anyway. Otherwise it first has the browser fetch the font
 * (`document.fonts.load`, the latin file only), so the page is laid out again once, with the font
 * in hand, rather than twice (fetchWebFonts, which also notes it). The text stays readable
 * meanwhile and moves by less than a pixel. Resolves once the attribute is set (also when the font fails to load: the stack then falls back
 * as before). Called by the storefront and Storybook's preview, never by components.
 */
export async function enableWebFonts(root: Element = document.documentElement): Promise<void> {
  if (root.hasAttribute(webFontsAttribute)) return;
  if (!document.fonts.check(`1em "${WEB_FONT}"`)) await fetchWebFonts();
  root.setAttribute(webFontsAttribute, '');
}
