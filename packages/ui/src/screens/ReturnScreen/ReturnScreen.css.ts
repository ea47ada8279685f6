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
