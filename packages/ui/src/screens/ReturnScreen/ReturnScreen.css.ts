import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the payment return page (spec sections 2 and 4, return). */
export const page = style({ paddingBlock: vars.space.xxl, display: 'grid', justifyItems: 'center' });

const cardBase = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 560,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const card = styleVariants({
  neutral: [cardBase],
  success: [cardBase, { borderTop: `6px solid ${vars.color.success}` }],
  danger: [cardBase, { borderTop: `6px solid ${vars.color.danger}` }],
  info: [cardBase, { borderTop: `6px solid ${vars.color.info}` }],
});

export const icon = styleVariants({
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  info: { color: vars.color.info },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const email = style({ color: vars.color.text, fontWeight: 700, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The order summary of a completed payment (decision 047), left-aligned inside the centred card. */
export const summary = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
  textAlign: 'start',
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const order = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

export const orderTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const seller = style({ fontWeight: 400, color: vars.color.textMuted });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const lineName = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const lineQuantity = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lineTotal = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const address = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const addressTitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const total = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});
