import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const trigger = style({ gap: vars.space.sm });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 60,
  animation: `${fadeIn} 150ms ease-out`,
});

/** The sheet: full height on the left, its body scrolling between a fixed header and footer. */
export const content = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(92vw, 380px)',
  background: vars.color.bg,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: 61,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  selectors: { '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const body = style({ overflowY: 'auto', padding: vars.space.md });

export const footer = style({ padding: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const show = style({ width: '100%' });
