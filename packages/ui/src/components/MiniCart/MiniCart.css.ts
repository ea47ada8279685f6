import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  width: 'min(22rem, calc(100vw - 32px))',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
  zIndex: 40,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.success,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const image = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const lineText = style({ display: 'grid', gap: 2, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const total = style({ fontWeight: 700 });

export const actions = style({ display: 'grid' });
