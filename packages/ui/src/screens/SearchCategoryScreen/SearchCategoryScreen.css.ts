import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const content = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const loading = style({ display: 'flex', justifyContent: 'center' });
