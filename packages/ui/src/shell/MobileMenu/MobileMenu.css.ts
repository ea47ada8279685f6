import { style } from '@vanilla-extract/css';
import { sheet, sheetOverlay } from '../../components/sheet.css.ts';
import { media, vars } from '../../theme/theme.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [media.md]: { display: 'none' } },
});

export const overlay = sheetOverlay;

export const content = style([
  sheet,
  {
    width: 'min(88vw, 360px)',
    overflowY: 'auto',
    padding: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  },
]);

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const close = style([trigger, { '@media': { [media.md]: { display: 'inline-flex' } } }]);

export const search = style({
  display: 'flex',
  gap: vars.space.sm,
  '@media': { [media.md]: { display: 'none' } },
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const tiles = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: vars.size.tileHeight,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
