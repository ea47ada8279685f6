import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 560 });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
