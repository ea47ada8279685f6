import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const stars = style({ display: 'inline-flex', gap: 2, flexShrink: 0 });
export const starFilled = style({ color: vars.color.warning });
export const starEmpty = style({ color: vars.color.textMuted });
