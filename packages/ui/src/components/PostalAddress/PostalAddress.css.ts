import { style } from '@vanilla-extract/css';

export const root = style({ fontStyle: 'normal', lineHeight: 1.45 });
export const line = style({ display: 'block' });
