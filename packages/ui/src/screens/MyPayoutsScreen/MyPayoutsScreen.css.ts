import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the seller's my-payouts screen (decision 059). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  maxWidth: '40rem',
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const notice = style({ margin: 0, fontWeight: 600 });
