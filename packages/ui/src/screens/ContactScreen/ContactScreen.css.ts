import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const intro = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const formTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const names = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const send = style({ justifySelf: 'start' });

export const note = style({ margin: 0, minHeight: '1.5em', color: vars.color.success, fontWeight: 600 });
