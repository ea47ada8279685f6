import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.navHeight,
  maxWidth: 1400,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: vars.space.sm,
  flexShrink: 0,
});

export const logoMark = style({ color: vars.color.primary });

export const links = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { display: 'flex' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 36,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const spacer = style({ flex: 1 });

export const searchForm = style({
  display: 'none',
  alignItems: 'center',
  '@media': { [media.lg]: { display: 'flex' } },
});

export const searchInput = style({
  width: 200,
  height: 34,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  '@media': { [media.xl]: { width: 240 } },
});

export const largeOnly = style({ display: 'none', '@media': { [media.lg]: { display: 'inline-flex' } } });

export const mediumUp = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });

export const searchBadge = style({ textDecoration: 'none' });

export const cartLink = style([
  navLink,
  {
    gap: vars.space.xs,
    display: 'none',
    '@media': { [media.md]: { display: 'inline-flex' } },
  },
]);

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const greeting = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const profileLink = style([navLink, { gap: vars.space.xs }]);

/** Visually hidden below the large breakpoint (still read by screen readers), shown from it. */
export const greetingText = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.lg]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});

export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  flexShrink: 0,
});
