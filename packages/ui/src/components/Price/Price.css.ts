import { style } from '@vanilla-extract/css';

export const root = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
