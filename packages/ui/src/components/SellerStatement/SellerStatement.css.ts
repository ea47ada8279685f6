import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const monthField = style({ minWidth: '14rem' });

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const total = style({ display: 'grid', gap: 2 });

export const totalLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const totalValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const returned = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const download = style({ fontWeight: 600 });
