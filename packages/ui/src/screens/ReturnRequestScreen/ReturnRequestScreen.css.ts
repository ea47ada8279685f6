import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/**
 * Layout of a return request's page (decision 067): the state, then the request and its history
 * in the main column and the viewer's next steps beside them on large screens (under them on
 * small ones, in reading order after the request).
 */
export const page = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.lg });

export const backRow = style({ margin: 0 });
export const back = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const state = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const stateLabel = style({ fontWeight: 700 });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });
export const muted = style({ color: vars.color.textMuted });
export const mono = style({ fontFamily: vars.font.mono, fontWeight: 700 });

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const productImage = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  flexShrink: 0,
});
export const productName = style({ margin: 0, fontWeight: 700 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'grid', gap: 2, alignContent: 'start' });
/** A fact on a row of its own (a note, the photos, a reason). */
export const factWide = style({ gridColumn: '1 / -1' });
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const photoLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const photo = style({
  display: 'block',
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const history = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const event = style({
  display: 'grid',
  gap: 2,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
});
export const eventTitle = style({ margin: 0, fontWeight: 700 });
export const eventMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const eventNote = style({ margin: 0, whiteSpace: 'pre-line' });

/** One step's form in the steps' card. */
export const step = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const stepForm = style({ display: 'grid', gap: vars.space.md });
export const stepActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
});

/** 'Saved. This request is now: …' after a step (focused: the step's form may be gone). */
export const done = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
/** The same line while empty: present (a live region must exist before its text), taking no room. */
export const doneEmpty = style({ margin: 0, display: 'contents' });
