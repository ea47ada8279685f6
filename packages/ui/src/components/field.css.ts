/** Styles shared by the form fields (TextField, TextareaField, SelectField, CheckboxField). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const control = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 40,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style({ minHeight: 120, resize: 'vertical' });

export const checkboxRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const checkbox = style({ width: 18, height: 18, accentColor: vars.color.primary, margin: 0 });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
