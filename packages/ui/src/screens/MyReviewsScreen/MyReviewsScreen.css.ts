/** Styles of MyReviewsScreen (spec section 2, my-comments). */
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const accordion = style({ display: 'grid', gap: vars.space.md });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: 'transparent',
  border: 0,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const chevron = style({
  marginLeft: 'auto',
  flexShrink: 0,
  transition: 'transform 200ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  alignItems: 'start',
  // `display: grid` would override the closed panel's `hidden` attribute.
  selectors: { '&[hidden], &[data-state="closed"]': { display: 'none' } },
  '@media': { [media.md]: { gridTemplateColumns: '160px 1fr' } },
});

export const image = style({
  width: 160,
  height: 160,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  width: 160,
  height: 160,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const rating = style({ margin: 0, fontWeight: 700 });

export const text = style({ margin: 0, whiteSpace: 'pre-line' });
