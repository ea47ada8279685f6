import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const form = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: 34,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
});

/** The popup: under the box, right-aligned, at least 22rem wide but never wider than the viewport. */
export const listbox = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  right: 0,
  zIndex: 50,
  width: 'min(max(100%, 22rem), calc(100vw - 2 * 8px))',
  maxHeight: '70vh',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  display: 'grid',
  gap: 2,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-selected="true"]': {
      background: vars.color.surfaceAlt,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const image = style({
  width: 40,
  height: 40,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  gridRow: 'span 2',
});

export const name = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });

export const category = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** The matching part of a name: bold and underlined, in the text's own colour (contrast as the text). */
export const mark = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
});
