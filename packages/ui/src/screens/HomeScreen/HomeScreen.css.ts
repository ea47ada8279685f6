import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../../theme/theme.css.ts';

const fromSm = `screen and (min-width: ${breakpoints.sm}px)`;

export const root = style({ display: 'grid', gap: vars.space.xxl, paddingBottom: vars.space.xxl });

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  alignItems: 'center',
  minHeight: 'clamp(320px, 55vh, 520px)',
  overflow: 'hidden',
  background: '#312e81',
});

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '70% center',
  zIndex: -1,
});

/** A dark wash behind the hero text, so it reads on any part of the picture. */
export const heroShade = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background:
    'linear-gradient(90deg, rgba(17, 14, 48, 0.82) 0%, rgba(17, 14, 48, 0.55) 45%, rgba(17, 14, 48, 0) 80%)',
});

export const heroContent = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
});

/** The hero text sits on the dark gradient in both themes, so it is white on purpose. */
export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.hero,
  lineHeight: 1.05,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  color: '#ffffff',
  maxWidth: '12ch',
  textShadow: '0 2px 12px rgba(0, 0, 0, 0.35)',
});

export const heroText = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.fontSize.lg,
  color: '#ffffff',
  textShadow: '0 1px 8px rgba(0, 0, 0, 0.45)',
});

export const heroButton = style({ boxShadow: vars.shadow.lg });

export const sections = style({ display: 'grid', gap: vars.space.xxl });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  textTransform: 'capitalize',
});

export const loading = style({ justifySelf: 'center' });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const offers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const offer = style({
  position: 'relative',
  display: 'grid',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  '@media': { [fromSm]: { gridTemplateColumns: '45% 1fr' } },
});

export const offerMedia = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceAlt,
});

export const offerImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const offerBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const offerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const offerName = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });

export const offerLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.lg,
    },
  },
});

export const offerDescription = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const offerPrices = style({
  margin: 0,
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const nowPrice = style({ fontSize: vars.fontSize.xl });

export const categories = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [fromSm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const categoryTile = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

/**
 * A top-category picture: drawn whole at any width. The box takes the image's own 4:3 (its
 * `width`/`height` attributes, the generator's 800 x 600; decision 049) and `contain` keeps all
 * of it in view should a file ever differ, so no part of the drawing is cut off.
 */
export const categoryImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
  background: '#ebe7e1',
});

/** The tile's label, html under the picture: it wraps (even inside a word) rather than being cut off. */
export const categoryLabel = style({
  display: 'block',
  padding: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
