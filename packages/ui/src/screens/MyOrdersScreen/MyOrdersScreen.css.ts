import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/**
 * Layout of the my-orders screen (spec section 2). The list grows with the orders and the page
 * scrolls (decision 047: the spec's 600px box that scrolled on its own is gone; a box inside a
 * page made two scroll bars and trapped the wheel and touch).
 */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const list = style({
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const accordion = style({ display: 'grid', gap: vars.space.md });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const header = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  flexWrap: 'wrap',
  width: '100%',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: 'transparent',
  border: 0,
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

export const progress = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const content = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  // From medium screens, one row however many facts there are (the refunded and paid amounts of
  // decision 067 join the four of the spec).
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: 2 });
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});
export const factValue = style({ margin: 0, fontWeight: 700 });

export const lines = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const lineImage = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const lineName = style({ margin: 0, fontWeight: 600 });
export const lineQty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const lineTotal = style({ fontWeight: 700 });

/** Delivery address, carrier and tracking number, side by side from medium screens. */
export const delivery = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const deliveryValue = style({ margin: 0, fontSize: vars.fontSize.sm });

/** 'Sold by {seller}' in the order header. */
export const seller = style({ fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });
export const trackingNumber = style({ fontFamily: vars.font.mono, fontWeight: 700 });

/** A line's name, quantity, refund and return, stacked. */
export const lineMain = style({ minWidth: 0 });
/** 'Refunded £12.50' on a line (decision 067). */
export const lineRefunded = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
/** A line's return state and its 'Return or report a problem' button. */
export const lineReturn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
/** The link to a line's return request, its state in words. */
export const returnLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
