import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** The top bar and the alert banner, stuck to the top of the page together. */
export const top = style({ position: 'sticky', top: 0, zIndex: 40 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({ flex: 1, width: '100%', selectors: { '&:focus': { outline: 'none' } } });
