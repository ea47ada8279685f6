import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The top bar's Messages link (decision 074): an icon the size of the slot TopNav keeps for it. */
export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

/** The unread count over the icon's corner: it takes no room, so nothing moves when it comes. */
export const count = style({
  position: 'absolute',
  insetBlockStart: -2,
  insetInlineEnd: -4,
  minWidth: 18,
  paddingInline: 4,
  borderRadius: 9,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});
