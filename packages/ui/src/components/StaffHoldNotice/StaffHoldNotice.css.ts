import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
