import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Styles of the shared data table (decision 052): a scrollable, bordered surface. */
export const wrap = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

/** A visible caption: the table's title above its headings. */
export const caption = style({
  textAlign: 'left',
  padding: vars.space.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
});

export const th = style({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const rowHead = style([td, { fontWeight: 600, textAlign: 'left' }]);

/** A numeric column (prices, counts): right-aligned tabular figures on one line. */
export const numeric = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** A cell of the totals row: set apart from the rows above it. */
export const foot = style({ fontWeight: 700, borderTop: `2px solid ${vars.color.border}`, borderBottom: 0 });
