import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** A seller's public page (decision 071). */
export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const ratings = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rating = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const comment = style({ margin: 0, whiteSpace: 'pre-line' });

export const byline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reply = style({
  margin: 0,
  marginLeft: vars.space.md,
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const average = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const averageNumber = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, lineHeight: 1 });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const histogram = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: 420,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '7ch minmax(0, 1fr) 4ch',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const rowLabel = style({ whiteSpace: 'nowrap' });

export const rowCount = style({ textAlign: 'end' });

export const bar = style({
  display: 'block',
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const barFill = style({ display: 'block', height: '100%', background: vars.color.warning });

/** The seller's listings (decision 075), as the products page's list. */
export const listings = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const listingsLoading = style({ justifySelf: 'center' });
