import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the product form (spec section 2, add-product): a 3-column grid, 1 column on small screens. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const checkboxCell = style({ alignSelf: 'center' });

export const fullRow = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700 });

export const bulletGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fileInput = style({
  width: '100%',
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  border: `1px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumb = style({
  width: 72,
  height: 72,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

const bannerBase = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  fontWeight: 600,
});

export const banner = styleVariants({
  warning: [bannerBase, { background: vars.color.warningSurface, color: vars.color.warning }],
  danger: [bannerBase, { background: vars.color.dangerSurface, color: vars.color.danger }],
  info: [bannerBase, { background: vars.color.infoSurface, color: vars.color.info }],
});
