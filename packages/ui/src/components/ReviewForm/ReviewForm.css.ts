/** Styles of ReviewForm (spec sections 2 and 5, reviews). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const rating = style({ maxWidth: 240 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const errors = style({ display: 'grid', gap: vars.space.xs });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const signedOut = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const signedOutText = style({ margin: 0 });
