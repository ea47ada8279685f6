import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { sheet, sheetOverlay } from '../sheet.css.ts';

export const trigger = style({ gap: vars.space.sm });

export const overlay = sheetOverlay;

/** The sheet: full height on the left, its body scrolling between a fixed header and footer. */
export const content = style([
  sheet,
  { width: 'min(92vw, 380px)', display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto' },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const body = style({ overflowY: 'auto', padding: vars.space.md });

export const footer = style({ padding: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const show = style({ width: '100%' });
