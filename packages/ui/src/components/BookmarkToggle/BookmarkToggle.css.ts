import { style } from '@vanilla-extract/css';

/** Keeps the icon-only toggle square and easy to hit (at least 32px, WCAG 2.5.8). */
export const root = style({ minWidth: 36, minHeight: 36 });
