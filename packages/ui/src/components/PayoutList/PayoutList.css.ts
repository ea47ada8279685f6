import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Layout of a seller's payouts (decision 061). */
export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0 });

/** A failed payout's reason, under its badge. */
export const failure = style({
  display: 'block',
  marginTop: vars.space.xs,
  maxWidth: '28rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
