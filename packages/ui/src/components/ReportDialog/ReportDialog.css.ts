import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const reasons = style({ display: 'grid', gap: vars.space.xs });

export const sent = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

/** The small 'Report' trigger: a quiet text button beside what it reports. */
export const trigger = style({ justifySelf: 'start' });
