import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The product page's seller card (decision 075). */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 600, overflowWrap: 'anywhere' });

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const star = style({ color: vars.color.warning });
