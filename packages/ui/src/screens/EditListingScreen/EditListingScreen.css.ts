import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the edit-my-listing screen (spec section 2). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const state = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });
