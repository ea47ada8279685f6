import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

export const link = recipe({
  base: {
    display: 'block',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    selectors: { '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'underline' } },
  },
  variants: {
    current: {
      true: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: 700,
        selectors: { '&:hover': { background: vars.color.primaryHover } },
      },
      false: {},
    },
  },
});
