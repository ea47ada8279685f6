import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/** Button look: variant (colour role) and size. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.primaryHover },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { filter: 'brightness(1.1)' } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceAlt },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceAlt },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { filter: 'brightness(1.1)' } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: 32 },
      md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.md}`, minHeight: 40 },
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.md} ${vars.space.lg}`, minHeight: 52 },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
