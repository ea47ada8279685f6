/** Styles of CartSummary: the summary table of the cart (spec section 2, cart). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  overflowX: 'auto',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  paddingBottom: vars.space.sm,
  color: vars.color.text,
});

export const headCell = style({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
});

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const totalRow = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

/** 'quantity × unit price' under a line's price, small and muted. */
export const unit = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 400,
});

export const unitValue = style({ fontWeight: 400 });
