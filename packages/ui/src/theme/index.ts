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
 * Switches body text from the metric-matched fallback to Inter. It first has the browser fetch
 * the font (`document.fonts.load`, the latin file only) and then sets the theme's web-font
 * attribute on `root` (default: the document's `<html>`), so the page is laid out again once, with
 * the font in hand, rather than once for the new stack and once more when the file arrives. The
 * text stays readable meanwhile and moves by less than a pixel. Resolves once the attribute is set
 * (also when the font fails to load: the stack then falls back as before). Called once the page is
 * on screen (the storefront's entry, Storybook's preview), never by components.
 */
export async function enableWebFonts(root: Element = document.documentElement): Promise<void> {
  try {
    await document.fonts.load(`1em "${WEB_FONT}"`);
  } catch {
    // A font that cannot load leaves the fallback in place.
  }
  root.setAttribute(webFontsAttribute, '');
}
