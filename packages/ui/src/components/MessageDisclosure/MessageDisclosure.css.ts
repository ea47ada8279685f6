import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** 'Ask the seller' and 'Message the seller/buyer' (decision 074). */
export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const sent = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
});
