/** Styles shared by several components (visually hidden text, field groups, form alerts, cards). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Hides text visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A fieldset as a plain grid of fields: no border, padding or min-width of its own. */
export const fieldGroup = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The legend of a {@link fieldGroup}: a bold heading above the fields. */
export const fieldGroupLegend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
});

/** A form's failure message (role="alert"): danger colours with a bar on the left. */
export const formAlert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
});

/** A bordered surface card laying out its content as a grid. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
