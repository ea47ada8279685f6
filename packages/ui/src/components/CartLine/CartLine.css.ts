/** Styles of CartLine: one row of the cart list (spec section 2, cart). */
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 72px 1fr',
  gridTemplateAreas: `"position image details" "controls controls controls"`,
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  listStyle: 'none',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'auto 96px 1fr auto',
      gridTemplateAreas: `"position image details controls"`,
    },
  },
});

export const position = style({
  gridArea: 'position',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const image = style({
  gridArea: 'image',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const details = style({ gridArea: 'details', minWidth: 0, display: 'grid', gap: vars.space.xs });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.text });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const unitPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

export const quantity = style({ width: 96 });

export const quantityText = style({ margin: 0, fontSize: vars.fontSize.sm });

export const lineTotal = style({
  display: 'grid',
  justifyItems: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const lineTotalValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });

/** A line the stock no longer covers (decision 047): a warning border. */
export const flagged = style({ borderColor: vars.color.warning, borderWidth: 2 });

/** What is wrong with the line and what to do ('Sold out: remove it...', 'Only 3 left: lower...'). */
export const problem = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const problemIcon = style({ flexShrink: 0, marginBlockStart: 2 });
