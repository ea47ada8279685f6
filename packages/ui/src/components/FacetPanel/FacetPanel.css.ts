import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const error = style({ fontSize: vars.fontSize.sm });

/** A group of choices: a fieldset or the categories' nav, no border of its own. */
export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
} as const;

export const link = recipe({
  base: {
    ...row,
    color: vars.color.text,
    textDecoration: 'none',
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

export const option = style({
  ...row,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const input = style({
  width: 18,
  height: 18,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const name = style({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The count: a fixed minimum width, so a number arriving moves nothing. */
export const count = recipe({
  base: {
    minWidth: '2.5em',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
  },
  variants: { empty: { true: { color: vars.color.textMuted, fontWeight: 400 }, false: {} } },
});

/** Where a count will show while it loads: the same width, a faint bar. */
export const countPlaceholder = style({
  minWidth: '2.5em',
  height: '0.8em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

/** A rating choice's words ('4 stars & up') stay on one line beside the stars. */
export const ratingName = style({ whiteSpace: 'nowrap' });
