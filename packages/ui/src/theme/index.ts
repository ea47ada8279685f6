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

/**
 * Switches body text from the metric-matched fallback to Inter by setting the theme's web-font
 * attribute on `root` (default: the document's `<html>`); the browser then fetches the font
 * (`font-display: swap`: the text stays readable meanwhile and moves by less than a pixel). Called
 * once the page is on screen (the storefront's entry, Storybook's preview), never by components.
 */
export function enableWebFonts(root: Element = document.documentElement): void {
  root.setAttribute(webFontsAttribute, '');
}
