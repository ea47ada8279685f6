import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const banner = recipe({
  base: {
    // Below the sticky top navigation (decision 029): visible wherever the page is scrolled.
    position: 'sticky',
    top: `calc(${vars.size.navHeight} + 1px)`,
    zIndex: 39,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: '2px solid',
    fontWeight: 600,
    selectors: { '&:focus-visible': { outlineOffset: '-3px' }, '&:focus': { outline: 'none' } },
  },
  variants: {
    type: {
      'alert-info': {
        background: vars.color.infoSurface,
        color: vars.color.info,
        borderColor: vars.color.info,
      },
      'alert-success': {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      'alert-danger': {
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
      'alert-warning': {
        background: vars.color.warningSurface,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
    },
  },
  defaultVariants: { type: 'alert-info' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const message = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  minHeight: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
