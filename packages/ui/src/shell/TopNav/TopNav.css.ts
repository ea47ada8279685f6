import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * The bar: at least navHeight (50px) high; it wraps onto more rows rather than overflowing when the
 * text is enlarged (200% text zoom), with a smaller gap and padding on phones (320px).
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.navHeight,
  maxWidth: 1400,
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  paddingBlock: 5,
  '@media': { [media.md]: { gap: vars.space.sm, paddingInline: vars.space.md } },
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
  minHeight: 40,
});

/** The brand's text: hidden visually below the small breakpoint (still the logo link's name). */
export const brandText = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.sm - 1}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const logoMark = style({ color: vars.color.primary });

export const links = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { display: 'flex' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const spacer = style({ flex: 1 });

/**
 * The search box's place: in the bar on large screens; below them a full-width row under the bar,
 * shown while the 'Search' button is pressed (`data-open`).
 */
export const searchRow = style({
  display: 'none',
  order: 99,
  flexBasis: '100%',
  paddingBlock: vars.space.xs,
  selectors: { '&[data-open]': { display: 'block' } },
  '@media': {
    [media.lg]: { display: 'block', order: 0, flexBasis: 'auto', paddingBlock: 0 },
  },
});

export const searchInput = style({
  height: 34,
  // In rem, so that the box grows with enlarged text (12.5rem and 15rem are 200px and 240px at 100%).
  '@media': { [media.lg]: { width: '12.5rem' }, [media.xl]: { width: '15rem' } },
});

/** Shown below the large breakpoint only (the search button). */
export const belowLarge = style({ '@media': { [media.lg]: { display: 'none' } } });

export const largeOnly = style({ display: 'none', '@media': { [media.lg]: { display: 'inline-flex' } } });

export const mediumUp = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });

export const searchBadge = style({ textDecoration: 'none' });

/** The cart link with its count, at every width (the phone top bar has the cart icon). */
export const cartLink = style([navLink, { gap: vars.space.xs, paddingInline: vars.space.xs }]);

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

export const profileLink = style([navLink, { gap: vars.space.xs, paddingInline: vars.space.xs }]);

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
  // In rem (30px at 100%), so the circle grows with enlarged text.
  width: '1.875rem',
  height: '1.875rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  flexShrink: 0,
});

/** The Messages link's place (decision 074): its size before the link arrives, so nothing moves. */
export const messagesSlot = style({ display: 'inline-flex', width: 36, height: 36, flexShrink: 0 });
