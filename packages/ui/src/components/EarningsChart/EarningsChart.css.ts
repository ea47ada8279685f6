import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const caption = style({ fontWeight: 700, fontSize: vars.fontSize.lg });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const svg = style({ display: 'block', width: '100%', height: 'auto', maxWidth: 720 });

/** Weeks the seller earned in. */
export const gain = style({ fill: vars.color.primary });

/** Weeks whose refunds took back more than the week earned. */
export const loss = style({ fill: vars.color.danger });

export const zeroLine = style({ stroke: vars.color.text, strokeWidth: 1 });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '3 3' });

export const tick = style({ fill: vars.color.textMuted, fontSize: 11, fontFamily: vars.font.body });
