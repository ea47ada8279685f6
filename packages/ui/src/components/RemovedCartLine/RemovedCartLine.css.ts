/** Styles of RemovedCartLine: the notice that takes a removed cart line's place for a while. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  listStyle: 'none',
});

export const text = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
