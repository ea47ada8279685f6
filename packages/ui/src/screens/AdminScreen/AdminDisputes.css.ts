import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

/** Styles of the back office's Disputes panel and a dispute's thread (decision 067). */

/** The toggle and the status line above the queue. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** A decision or refund just made, announced above the list; it takes focus when its row is gone. */
export const done = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const dialogText = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });

/** The request's facts: label above value, two or three columns on wider screens. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: 2, alignContent: 'start' });

/** A fact holding a note: the whole width, long words wrapped. */
export const wideFact = style([fact, { gridColumn: '1 / -1' }]);

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });

export const mono = style({ fontFamily: vars.font.mono });

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
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const photo = style({
  display: 'block',
  width: 112,
  height: 112,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

/** The history, oldest first: one step a line. */
export const history = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const event = style({
  display: 'grid',
  gap: 2,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const eventHead = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const eventText = style({ margin: 0 });

export const eventNote = style({
  margin: 0,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** The decision form. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const outcomes = style({ display: 'grid', gap: vars.space.xs });

export const outcomeHint = style({
  margin: 0,
  marginInlineStart: 26,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** A decided dispute's decision in the queue and the thread. */
export const decision = style({ margin: 0, fontWeight: 600 });
