/**
 * A dialog shown as a sheet from the left edge over a dimmed page (the mobile menu, the filter
 * drawer): the overlay and the sheet's place, colours and opening animation. Each dialog adds
 * its own width and inner layout.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind the sheet. */
export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 60,
  animation: `${fadeIn} 150ms ease-out`,
});

/** The sheet: full height at the left edge, above the overlay, sliding in when it opens. */
export const sheet = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  background: vars.color.bg,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: 61,
  selectors: { '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` } },
});
