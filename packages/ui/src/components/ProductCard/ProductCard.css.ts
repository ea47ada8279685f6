import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, media, vars } from '../../theme/theme.css.ts';

/**
 * A responsive grid of product cards: 2 columns on phones (decision 047: one card per screen hid
 * the catalogue), 3 from 1024px; a narrower gap below 640px.
 */
export const productGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gap: vars.space.lg },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The stock line under the price ('Only 3 left', 'Sold out'). */
export const stock = style({ alignSelf: 'flex-start' });

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    overflow: 'hidden',
    height: '100%',
    transition: 'box-shadow 150ms ease, transform 150ms ease',
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      '&:focus-within': { boxShadow: vars.shadow.md },
    },
  },
  variants: {
    variant: {
      grid: { flexDirection: 'column' },
      compact: {
        flexDirection: 'column',
        '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { flexDirection: 'row' } },
      },
    },
  },
});

export const mediaBox = recipe({
  base: { position: 'relative', background: vars.color.surfaceAlt, flexShrink: 0 },
  variants: {
    variant: {
      grid: { aspectRatio: '4 / 3' },
      compact: {
        aspectRatio: '4 / 3',
        '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { width: 200, aspectRatio: 'auto' } },
      },
    },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const stickers = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInline: vars.space.sm,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

/** The 'on offer' sticker sits at the top right, a little tilted like a shop sticker. */
export const offerSticker = style({
  marginInlineStart: 'auto',
  transform: 'rotate(4deg)',
  boxShadow: vars.shadow.sm,
  '@media': { [media.reducedMotion]: { transform: 'none' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  flex: 1,
  minWidth: 0,
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { padding: vars.space.md } },
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { fontSize: vars.fontSize.lg } },
});

/** The name link stretches over the whole card (the card is one click target). */
export const coverLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const price = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { fontSize: vars.fontSize.lg } },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.sm}`,
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const bookmark = style({ marginInlineStart: 'auto' });

export const moreDetails = style({
  alignSelf: 'flex-start',
  fontWeight: 600,
  marginTop: 'auto',
});
