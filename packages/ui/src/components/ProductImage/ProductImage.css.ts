import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const image = style({
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  maxWidth: '100%',
  height: 'auto',
});

export const missing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  maxWidth: '100%',
});
