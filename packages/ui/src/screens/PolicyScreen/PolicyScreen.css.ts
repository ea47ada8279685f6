import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  maxWidth: '48rem',
});

export const intro = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const paragraph = style({ margin: 0, lineHeight: 1.6 });

export const related = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
