import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the my-listings screen (spec section 2). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const count = style({
  display: 'grid',
  minWidth: 140,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const countValue = style({ color: vars.color.text, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const tableWrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const table = style({ width: '100%', minWidth: 560, borderCollapse: 'collapse' });

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const thumb = style({
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const name = style({ fontWeight: 600, textAlign: 'left' });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const sold = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/** A staff hold: the badge and its reason (decision 045). */
export const hold = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const holdReason = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
