import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the delete-product screen (spec section 2). */
export const page = style({
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: 720,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { gridTemplateColumns: '200px 1fr' } },
});

export const image = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const body = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const warning = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});

export const warningLine = style({ margin: 0 });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const state = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });
