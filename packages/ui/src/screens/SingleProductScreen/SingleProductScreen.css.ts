import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xxl, paddingBlock: vars.space.xl });

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const notFound = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.md });

export const mainImageBox = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const mainImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const thumbnail = style({
  display: 'block',
  padding: 0,
  width: 96,
  height: 72,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const overview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const name = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const price = style({ fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.sm}`,
});

/**
 * The add-to-cart box. On a phone (below md) it is a bar that sticks to the bottom of the screen
 * while the product's overview is in view, so 'Add to cart' is never below the fold (decision 047).
 */
export const purchase = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.belowMd]: {
      position: 'sticky',
      insetBlockEnd: 0,
      zIndex: 2,
      gap: vars.space.sm,
      padding: vars.space.sm,
      boxShadow: vars.shadow.lg,
    },
  },
});

/** Estimated delivery and the returns promise, under the add-to-cart box (decision 047). */
export const promises = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const promise = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const bookmark = style({ justifySelf: 'start' });

/** "This is your listing" in place of add-to-cart (decision 045). */
export const ownListing = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const navButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const sectionNote = style({ margin: 0, color: vars.color.textMuted });

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const detailedDescription = style({ margin: 0, lineHeight: 1.7 });

/** Four related cards: 1 column on phones, 2 from 640px, 4 from 1280px. */
export const relatedGrid = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.xl}px)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const deals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const deal = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const dealImage = style({
  gridRow: 'span 2',
  width: 72,
  height: 54,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const dealName = style({ fontWeight: 600, fontSize: vars.fontSize.sm, lineHeight: 1.3 });
