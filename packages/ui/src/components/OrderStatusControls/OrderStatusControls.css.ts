import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const error = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

/** The line that confirms a move ('Order #12 is now shipped.'); it takes focus when nothing else can. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The empty live region, kept in the page so that its later text is announced. */
export const noteEmpty = style({ margin: 0, display: 'contents' });
