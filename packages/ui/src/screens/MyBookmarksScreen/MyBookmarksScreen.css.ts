/** Styles of MyBookmarksScreen (spec section 2, my-bookmarks). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const price = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.textMuted });
