import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
});

export const username = style({ fontWeight: 700 });

export const date = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const empty = style({ margin: 0, color: vars.color.textMuted });

/** The Report actions under a review (decision 072). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
