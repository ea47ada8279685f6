import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.ts';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: '1.4fr repeat(4, 1fr)' },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const brandName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });
export const tagline = style({ margin: 0, color: vars.color.textMuted });

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, fontWeight: 700 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

/** A footer entry with a destination (decision 048): underlined, in the body colour, unlike the plain entries. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { textDecorationThickness: '2px' },
});

export const contact = style({
  fontStyle: 'normal',
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const contactRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const copyright = style({ margin: 0 });
