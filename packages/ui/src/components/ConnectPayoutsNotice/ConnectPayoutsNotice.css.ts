import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
});

export const text = style({ margin: 0, flex: '1 1 16rem' });
