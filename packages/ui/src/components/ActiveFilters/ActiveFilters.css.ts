import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const total = style({ margin: 0, fontWeight: 600, minWidth: '6em' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const chip = style({ borderRadius: vars.radius.full });
