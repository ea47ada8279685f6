import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: 0,
});

/** The charged price: the accent colour when it is a discount, the text colour otherwise. */
export const now = style({ color: 'inherit' });
export const nowDiscounted = style({ color: vars.color.accent });

/** The list price, struck through, smaller and muted. */
export const was = style({
  color: vars.color.textMuted,
  fontSize: '0.85em',
  textDecorationThickness: '1px',
});

export const wasValue = style({ fontWeight: 500 });
