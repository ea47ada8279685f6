import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const quantity = style({ minWidth: 96 });

/** The stock line ('Only 3 left', 'Sold out') above the row. */
export const stock = style({ justifySelf: 'start' });

export const submit = style({ flex: '1 1 12rem' });

export const message = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontWeight: 600,
});
