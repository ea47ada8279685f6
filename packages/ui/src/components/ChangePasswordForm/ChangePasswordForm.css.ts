/** Styles of ChangePasswordForm (my-profile). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  alignItems: 'start',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/** The success message: success colours with a bar on the left (the danger one is formAlert). */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});
