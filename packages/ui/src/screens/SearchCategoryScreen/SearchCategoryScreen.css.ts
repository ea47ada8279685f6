import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

/** The side panel: a scrolling strip under the heading on small screens, a sticky column from 768px. */
export const panel = style({
  maxHeight: 220,
  overflowY: 'auto',
  '@media': {
    [media.md]: { maxHeight: 'none', overflowY: 'visible', position: 'sticky', top: vars.space.md },
  },
});

export const content = style({ minWidth: 0 });

export const loading = style({ display: 'flex', justifyContent: 'center' });
