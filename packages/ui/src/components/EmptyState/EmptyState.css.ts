import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // A landing place for programmatic focus (a removed list's last item), like <main>: no ring.
  selectors: { '&[tabindex="-1"]:focus': { outline: 'none' } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const action = style({ marginTop: vars.space.sm });
