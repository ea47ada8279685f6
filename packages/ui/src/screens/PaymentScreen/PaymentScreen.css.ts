import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the payment page (spec section 2, payment-page). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const heading = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  textTransform: 'capitalize',
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
});

export const images = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imageItem = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  maxWidth: 120,
});

export const imageBox = style({ position: 'relative' });

export const linePrice = style({ justifyContent: 'center', fontSize: vars.fontSize.sm });

export const image = style({
  width: 88,
  height: 88,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const quantity = style({ position: 'absolute', top: -6, right: -6 });

export const total = style({ margin: 0, fontSize: vars.fontSize.lg });

export const checkout = style({ minHeight: 320, display: 'grid', alignContent: 'start' });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const errorCard = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  maxWidth: 480,
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const errorTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const errorDetail = style({ margin: 0 });
