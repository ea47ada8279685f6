/**
 * The theme: the light/dark contract (`vars`), media queries and breakpoints, and the web font.
 * Importing it declares Inter (latin + latin-ext, `font-display: swap`) and its metric-matched
 * fallback (fonts.css, decision 017).
 */
import './fonts.css';
import { darkThemeClass as themeClass } from './theme.css.ts';

export { vars, media, breakpoints } from './theme.css.ts';

/**
 * The class put on the document root for dark mode (spec section 4). Declared here rather than
 * re-exported: the package is side-effect free, so a bundler skips a module it only re-exports
 * through, and with it the font import above; an own binding keeps this module, and the font, in
 * every bundle that uses the theme.
 */
export const darkThemeClass: typeof themeClass = themeClass;
