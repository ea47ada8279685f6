import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The message form (decision 074). */
export const form = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A refusal of the server (blocked, the hourly limit): kept in view above the button. */
export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

/** A notice instead of the form (the caller blocked the other party). */
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
