import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of a seller's balances and payout request (decision 061). */
export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: 2,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The available balance: what a payout is made of. */
export const figureStrong = style([
  figure,
  { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
]);

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

export const figureHint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const terms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const termLabel = style({
  color: vars.color.textMuted,
  selectors: { '&::after': { content: "':'" } },
});

export const termValue = style({ margin: 0, fontWeight: 600 });

export const hold = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
});

export const holdTitle = style({ margin: 0, fontWeight: 700 });

export const holdText = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const reason = style({ margin: 0, color: vars.color.textMuted });

export const success = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});
