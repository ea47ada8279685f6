import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const overall = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
});

export const average = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700, lineHeight: 1 });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const histogram = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: 420,
  width: '100%',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3ch minmax(0, 1fr) 4ch',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const rowLabel = style({ display: 'inline-flex', alignItems: 'center', gap: 2 });

export const rowStar = style({ color: vars.color.warning });

export const bar = style({
  display: 'block',
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const barFill = style({ display: 'block', height: '100%', background: vars.color.warning });

export const rowCount = style({ textAlign: 'end', color: vars.color.textMuted });

export const empty = style({ margin: 0, color: vars.color.textMuted });
