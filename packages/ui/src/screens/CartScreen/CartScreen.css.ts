/** Styles of CartScreen (spec section 2, cart). */
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const lines = style({ margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const aside = style({ display: 'grid', gap: vars.space.md });

export const pay = style({ width: '100%' });

/** Why 'make payment' is disabled while a line is flagged (decision 047). */
export const needsChanges = style({
  margin: 0,
  color: vars.color.warning,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
