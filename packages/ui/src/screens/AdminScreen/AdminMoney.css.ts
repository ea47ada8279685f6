import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Styles of the back office's money panels (decision 064): the hold form (in a FormDialog) and the order ledger. */

export const dialogForm = style({ display: 'grid', gap: vars.space.md });
export const dialogText = style({ margin: 0, color: vars.color.textMuted });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** A panel's heading, focused when what held focus has gone (tabIndex -1: no ring on click). */
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

/** A hold's reason under its badge: one plain line, long words wrapped (decision 045). */
export const reason = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  maxWidth: '16rem',
});

/** The order number form of the Order ledger panel. */
export const ledgerForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const orderField = style({ width: '12rem' });

/** The journals of one order, one table each. */
export const journals = style({ display: 'grid', gap: vars.space.md });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

/** A ledger account's name as stored, under its label. */
export const account = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontWeight: 400,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
