import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the local payout onboarding form (decision 059). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40rem' });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxWidth: '32rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
