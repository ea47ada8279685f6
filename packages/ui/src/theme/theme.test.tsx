import { afterEach, describe, expect, it } from 'vitest';
import { enableWebFonts } from './index.ts';

/** The computed font-family of body text. */
const bodyFont = (): string => getComputedStyle(document.body).fontFamily;

describe('the web font (decision 017): Inter only once the page switches it on', () => {
  afterEach(() => document.documentElement.removeAttribute('data-web-fonts'));

  it('sets body text in the metric-matched fallback first, so nothing fetches Inter before first paint', () => {
    expect(bodyFont()).toMatch(/^"Inter Fallback",/);
    expect(bodyFont()).not.toContain('Inter Variable');
  });

  it('puts Inter first, before the same fallbacks, once enableWebFonts has loaded it', async () => {
    const fallback = bodyFont();
    const enabled = enableWebFonts();
    expect(bodyFont()).toBe(fallback);
    await enabled;
    expect(document.fonts.check('1em "Inter Variable"')).toBe(true);
    expect(bodyFont()).toBe(`"Inter Variable", ${fallback}`);
  });
});
