import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** An order's ratings panel (decision 071). */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.infoSurface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const done = style([note, { background: vars.color.successSurface }]);

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', minWidth: 0 });

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const comment = style({ width: '100%' });

export const rating = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const ratingLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const quote = style({ margin: 0, whiteSpace: 'pre-line' });

export const reply = style({
  margin: 0,
  marginLeft: vars.space.md,
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** The stars as text, in the stars' colour. */
export const starsText = style({
  color: vars.color.warning,
  fontSize: vars.fontSize.lg,
  letterSpacing: 2,
  lineHeight: 1,
});
