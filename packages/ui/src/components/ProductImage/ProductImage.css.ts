import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The `<picture>` around a responsive image makes no box of its own: the `<img>` is laid out as before. */
export const picture = style({ display: 'contents' });

/**
 * Its `<source>` elements must not become boxes either: with `display: contents` on the picture
 * they would otherwise be items of the parent's grid or flex layout and take its cells.
 */
globalStyle(`${picture} > source`, { display: 'none' });

export const image = style({
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  maxWidth: '100%',
  height: 'auto',
});

export const missing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  maxWidth: '100%',
});
