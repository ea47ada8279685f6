import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Styles of the return request form (decision 067); the dialog around it is FormDialog. */

export const form = style({ display: 'grid', gap: vars.space.md });

/** Quantity and reason side by side from medium screens. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: '8rem minmax(0, 1fr)' } },
});

export const fileInput = style({
  width: '100%',
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderStyle: 'solid' } },
});

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs });

export const thumb = style({
  display: 'block',
  width: 72,
  height: 72,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
