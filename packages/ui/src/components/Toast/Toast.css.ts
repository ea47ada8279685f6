import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  width: 'min(100vw, 400px)',
  margin: 0,
  listStyle: 'none',
  zIndex: 100,
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    boxShadow: vars.shadow.md,
    selectors: { '&[data-state="open"]': { animation: `${slideIn} 150ms ease-out` } },
  },
  variants: {
    tone: {
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      danger: {
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'success' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const title = style({ fontWeight: 700 });
export const description = style({ marginTop: vars.space.xs, color: vars.color.text });
export const close = style({
  background: 'transparent',
  border: 0,
  padding: vars.space.xs,
  cursor: 'pointer',
  color: 'inherit',
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
});
