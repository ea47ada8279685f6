import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Bar, fill and step labels of the order progress (spec section 2, my-orders). */
export const root = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  selectors: { [`${root}[data-status="cancelled"] &`]: { borderColor: vars.color.danger } },
});

export const indicator = style({
  height: '100%',
  background: vars.color.secondary,
  borderRadius: vars.radius.full,
  transition: 'width 300ms ease',
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  '@media': { [media.md]: { fontSize: vars.fontSize.sm } },
});

const stepBase = style({ textAlign: 'center', color: vars.color.textMuted });

export const step = styleVariants({
  todo: [stepBase],
  done: [stepBase, { color: vars.color.text, fontWeight: 600 }],
  current: [stepBase, { color: vars.color.secondary, fontWeight: 700 }],
});

/** The cancelled state: the danger colour with an icon, in place of the steps. */
export const cancelled = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});
