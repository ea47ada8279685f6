import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  maxWidth: 640,
  marginInline: 'auto',
});

export const icon = style({ color: vars.color.danger });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 800 });
export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
