import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ color: vars.color.danger, fontWeight: 600, margin: `${vars.space.sm} 0` });
