import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The deadline and release notes of an order and its Confirm receipt button (decision 060). */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const done = style([note, { background: vars.color.successSurface }]);

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
