import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

/** The category panel shows on large screens only (spec section 2). */
export const panel = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block', position: 'sticky', top: vars.space.md } },
});

export const content = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const loading = style({ justifySelf: 'center' });
