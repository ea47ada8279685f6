import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

/** The facet panel's column: from the large breakpoint only (below it the panel is in the drawer). */
export const sidebar = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The 'Filters' button shows below the large breakpoint only. */
export const drawerTrigger = style({ '@media': { [media.lg]: { display: 'none' } } });

export const sort = style({ marginInlineStart: 'auto', flex: '0 1 220px', minWidth: 160 });
