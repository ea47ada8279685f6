/** Styles of MyProfileScreen (spec section 2, my-profile). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const shortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The 'check your new inbox' notice after an e-mail change (decision 044): the info colours of `note`, focusable. */
export const pending = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
  border: `1px solid ${vars.color.info}`,
  fontWeight: 600,
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
  border: `1px solid ${vars.color.info}`,
});

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
