import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The Messages page (decision 074). */
export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const itemUnread = style({ borderColor: vars.color.primary, borderWidth: 2 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The latest message, on one line. */
export const preview = style({
  gridColumn: '1 / -1',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const conversationTitle = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const messages = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '40rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The caller's own messages, on the other side. */
export const mine = style({ justifySelf: 'end', background: vars.color.surfaceAlt });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The unread count in a list item's corner, as wide as its number. */
export const unreadBadge = style({ justifySelf: 'end', alignSelf: 'start' });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The open conversation, under the page's heading. */
export const conversation = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const back = style({ margin: 0 });
