import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

/** Badge look by tone. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    lineHeight: 1.4,
    border: '1px solid transparent',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceAlt, color: vars.color.text, borderColor: vars.color.border },
      info: { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSurface,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
      danger: {
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      /** On its way (an order shipped, decision 047): teal, never read as an error. */
      transit: {
        background: vars.color.surface,
        color: vars.color.secondary,
        borderColor: vars.color.secondary,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
