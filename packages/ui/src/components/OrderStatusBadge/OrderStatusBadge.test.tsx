import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { darkThemeClass } from '../../theme/theme.css.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** [r, g, b] 0-255 of a computed CSS colour ('rgb(…)' or 'rgba(…)'). */
function rgb(colour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** The hue in degrees (0-360) of an rgb colour. */
function hue([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** WCAG 2.2 contrast ratio of two rgb colours. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const lum = (c: [number, number, number]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

afterEach(() => document.documentElement.classList.remove(darkThemeClass));

describe.each([
  ['light', false],
  ['dark', true],
])("given the 'Shipped' badge in the %s theme (decision 047)", (_theme, dark) => {
  it('is not red, the colour of an error, and its text meets AA contrast', async () => {
    if (dark) document.documentElement.classList.add(darkThemeClass);
    const screen = await render(<OrderStatusBadge status="shipped" />);
    const badge = screen.getByText('Shipped');
    await expect.element(badge).toBeVisible();
    const style = getComputedStyle(badge.element());
    const text = rgb(style.color);
    const background = rgb(style.backgroundColor);
    for (const colour of [text, background]) {
      const h = hue(colour);
      const saturated = Math.max(...colour) - Math.min(...colour) > 40;
      // Red and its neighbours (pink to orange) read as an error.
      expect(saturated && (h < 30 || h > 330)).toBe(false);
    }
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
