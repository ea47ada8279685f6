import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});
