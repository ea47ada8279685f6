/**
 * Styles shared by the sign-in and sign-up pages: outside the main layout, a centred card with
 * its own h1 (spec section 2).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.bg,
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, textAlign: 'center' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const action = style({ flex: '1 1 140px' });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

/** The 'Forgot password?' line under the password field. */
export const forgot = style({ margin: 0, justifySelf: 'end', fontSize: vars.fontSize.sm });

/** A short explanation under the title (the forgot and reset password pages). */
export const intro = style({ margin: 0, color: vars.color.textMuted });

/** A success message (role status): success colours, like the alert's danger ones. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: 600,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** A button whose label may wrap on a narrow phone rather than widen the card (Layout.narrow test). */
export const wrappingAction = style({ whiteSpace: 'normal', minWidth: 0, height: 'auto' });

/** 'Sign in with a passkey' (decision 070): its own row under the form, set apart by a rule. */
export const passkey = style({
  display: 'flex',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Its label wraps on a 320px phone rather than widening the card (buttons keep one line elsewhere). */
globalStyle(`${passkey} button`, { whiteSpace: 'normal', minWidth: 0 });
