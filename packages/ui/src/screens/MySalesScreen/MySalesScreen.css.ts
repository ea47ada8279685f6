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
