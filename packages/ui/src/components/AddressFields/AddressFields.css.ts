import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.md,
});

/** Put on the postcode field: its input shows capitals as typed (the server stores it normalised). */
export const postcode = style({});
globalStyle(`${postcode} input`, { textTransform: 'uppercase' });
