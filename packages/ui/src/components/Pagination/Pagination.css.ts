import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const pageButton = style({ minWidth: 40 });
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
