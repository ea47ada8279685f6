/**
 * The theme contract: every colour, space, radius, font and shadow comes from `vars`.
 * Light is the default on :root; dark applies when the document root has `darkThemeClass`
 * (spec section 4, dark mode). Contrast pairs meet WCAG 2.2 AA (4.5:1 text, 3:1 UI).
 */
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * Body text before the web font is switched on: 'Inter Fallback' (Arial or Liberation Sans scaled
 * to Inter's metrics, fonts.css) then the system's own sans-serif.
 */
const BODY_FONT_STACK = '"Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * The attribute on the document root that switches body text to Inter (decision 017): until it is
 * set no element uses 'Inter Variable', so the browser does not fetch the font. The storefront sets
 * it once the page's content is on screen, so the font is never on the path to first paint.
 */
export const webFontsAttribute = 'data-web-fonts';

export const vars = createGlobalThemeContract(
  {
    color: {
      bg: 'bg',
      surface: 'surface',
      surfaceAlt: 'surface-alt',
      text: 'text',
      textMuted: 'text-muted',
      border: 'border',
      primary: 'primary',
      primaryHover: 'primary-hover',
      onPrimary: 'on-primary',
      secondary: 'secondary',
      onSecondary: 'on-secondary',
      accent: 'accent',
      onAccent: 'on-accent',
      danger: 'danger',
      onDanger: 'on-danger',
      dangerSurface: 'danger-surface',
      success: 'success',
      successSurface: 'success-surface',
      warning: 'warning',
      warningSurface: 'warning-surface',
      info: 'info',
      infoSurface: 'info-surface',
      focus: 'focus',
      overlay: 'overlay',
    },
    space: {
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
      xxl: 'space-xxl',
    },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', full: 'radius-full' },
    font: { body: 'font-body', mono: 'font-mono' },
    fontSize: {
      xs: 'fs-xs',
      sm: 'fs-sm',
      md: 'fs-md',
      lg: 'fs-lg',
      xl: 'fs-xl',
      xxl: 'fs-xxl',
      hero: 'fs-hero',
    },
    shadow: { sm: 'shadow-sm', md: 'shadow-md', lg: 'shadow-lg' },
    size: {
      navHeight: 'nav-height',
      tileHeight: 'tile-height',
      content: 'content-width',
    },
  },
  (value) => `shop-${value}`,
);

/** Breakpoints (min-width, px) used by media queries: small < md <= medium < lg <= large. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const media = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

const shared = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  font: {
    body: BODY_FONT_STACK,
    mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    hero: 'clamp(2.25rem, 6vw, 4rem)',
  },
  size: { navHeight: '50px', tileHeight: '200px', content: '1200px' },
};

/** The class put on the document root for dark mode (spec section 4). */
export const darkThemeClass = 'dark';

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    bg: '#f7f7f8',
    surface: '#ffffff',
    surfaceAlt: '#eef0f3',
    text: '#16181d',
    textMuted: '#4a5160',
    border: '#c9ced6',
    primary: '#1f4fd1',
    primaryHover: '#173da6',
    onPrimary: '#ffffff',
    secondary: '#0f766e',
    onSecondary: '#ffffff',
    accent: '#b4232a',
    onAccent: '#ffffff',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerSurface: '#fdecea',
    success: '#146c2e',
    successSurface: '#e7f6ec',
    warning: '#7a4a00',
    warningSurface: '#fff4d6',
    info: '#1d4f91',
    infoSurface: '#e8f0fb',
    focus: '#1f4fd1',
    overlay: 'rgba(10, 12, 16, 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.16)',
  },
});

createGlobalTheme(`:root.${darkThemeClass}`, vars, {
  ...shared,
  color: {
    bg: '#0f1115',
    surface: '#181b21',
    surfaceAlt: '#222630',
    text: '#eef0f4',
    textMuted: '#b3bac6',
    border: '#3a404c',
    primary: '#8fb0ff',
    primaryHover: '#b3caff',
    onPrimary: '#0b1430',
    secondary: '#5fd4c6',
    onSecondary: '#062622',
    accent: '#ff8f94',
    onAccent: '#2a0507',
    danger: '#ff8f85',
    onDanger: '#2a0603',
    dangerSurface: '#3a1513',
    success: '#7ddc97',
    successSurface: '#13301c',
    warning: '#ffcf70',
    warningSurface: '#3a2b08',
    info: '#9cc3ff',
    infoSurface: '#142640',
    focus: '#8fb0ff',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
});

globalStyle(`:root[${webFontsAttribute}]`, {
  vars: { [vars.font.body]: `"Inter Variable", ${BODY_FONT_STACK}` },
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light' });
globalStyle(`html.${darkThemeClass}`, { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  background: vars.color.bg,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
// The page's heading takes focus after a route change (decision 029): like <main>, no ring.
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
