import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the add-product screen (spec section 2). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  textTransform: 'capitalize',
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});
