import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Layout of the back office (decision 020, /admin/). */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'transparent',
  color: vars.color.textMuted,
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: -2,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const filter = style({ minWidth: 200 });

export const muted = style({ color: vars.color.textMuted });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** The order controls' cell: wide enough for the status select and its button. */
export const controlsCell = style({ minWidth: 240 });

export const rowError = style({
  margin: 0,
  marginTop: vars.space.xs,
  color: vars.color.danger,
  fontWeight: 600,
});

export const mono = style({ fontFamily: vars.font.mono });

/** The reason form under a listing's actions (decision 045). */
export const holdForm = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  maxWidth: '24rem',
});

/** An audit note: plain text on one line, long words wrapped (decision 045). */
export const note = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
