import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl });

export const intro = style({ display: 'grid', gap: vars.space.sm, maxWidth: '48rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const blocks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const block = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const icon = style({ color: vars.color.primary });

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const blockText = style({ margin: 0, color: vars.color.textMuted });

export const cta = style({ display: 'flex', justifyContent: 'center' });
