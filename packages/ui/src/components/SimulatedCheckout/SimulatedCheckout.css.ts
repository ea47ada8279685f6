import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Look of the simulated embedded checkout: a card panel like a payment provider's. */
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 480,
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const testMode = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const email = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

/** Put on a field wrapper: its input shows digits in the monospace font. */
export const mono = style({});
globalStyle(`${mono} input`, { fontFamily: vars.font.mono, letterSpacing: '0.04em' });

export const hints = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'grid',
  gap: vars.space.xs,
});

export const hintCard = style({ fontFamily: vars.font.mono, color: vars.color.text, fontWeight: 600 });

export const pay = style({ width: '100%' });
