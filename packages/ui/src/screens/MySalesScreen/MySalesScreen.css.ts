import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the seller's my-sales screen. */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const orderTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const date = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: 2, alignContent: 'start' });

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm });

export const trackingNumber = style({ fontFamily: vars.font.mono, fontWeight: 700 });

export const items = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: 700,
});

/** The shop's fee and the seller's net under the total (decision 056). */
export const split = style({ display: 'grid', gap: 2, margin: 0, fontSize: vars.fontSize.sm });

export const splitRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const netRow = style([splitRow, { color: vars.color.text, fontWeight: 700 }]);

export const splitValue = style({ margin: 0 });

export const splitNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** An unshipped sale's ship-by hint under its date (decision 060). */
export const deadlineHint = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

/** A released sale's note (decision 060). */
export const releaseNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontWeight: 600,
});

/** The Returns section above the sales (decision 067). */
export const returns = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, fontWeight: 400 });

/** Under a request's state: the seller moves next. */
export const yourMove = style({
  marginTop: 2,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.text,
});

/** A line's price with what was refunded on it under it (decision 067). */
export const itemPrice = style({ display: 'grid', justifyItems: 'end' });

export const lineRefunded = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** The Refund button and its announcement (decision 067). */
export const refund = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The line that confirms a refund; it takes focus when the Refund button is gone. */
export const refundNote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
