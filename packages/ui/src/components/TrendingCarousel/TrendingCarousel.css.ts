import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/theme.css.ts';

const gap = vars.space.md;

export const root = style({ display: 'grid', gap: vars.space.md });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, textTransform: 'capitalize' });

export const controls = style({ display: 'flex', gap: vars.space.sm });

export const control = style({ minWidth: 40, minHeight: 40 });

export const viewport = style({ overflow: 'hidden', paddingBlock: vars.space.xs });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${gap} * -1)`,
});

/** 1 slide per view up to 640px, 2 from 640px, 3 from 1024px (spec section 2: widths 320, 640, 1024, 1280). */
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingInlineStart: gap,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { flexBasis: '50%' },
    [media.lg]: { flexBasis: `${100 / 3}%` },
  },
});
