import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});

export const loading = style({ justifySelf: 'center' });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.xl]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
