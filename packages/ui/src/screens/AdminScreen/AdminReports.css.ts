import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const content = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const reports = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const choices = style({ display: 'grid', gap: vars.space.xs });

export const done = style({ margin: 0, fontWeight: 600 });
