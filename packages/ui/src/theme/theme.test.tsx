import { afterEach, describe, expect, it } from 'vitest';
import { WEB_FONTS_STORAGE_KEY, enableWebFonts, fetchWebFonts } from './index.ts';

/** The computed font-family of body text. */
const bodyFont = (): string => getComputedStyle(document.body).fontFamily;

describe('the web font (decision 017): Inter only once the page switches it on', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-web-fonts');
    localStorage.removeItem(WEB_FONTS_STORAGE_KEY);
  });

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

  it('fetchWebFonts loads Inter without using it and remembers that this browser has it', async () => {
    const fallback = bodyFont();
    await fetchWebFonts();
    expect(document.fonts.check('1em "Inter Variable"')).toBe(true);
    expect(bodyFont()).toBe(fallback);
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('cached');
  });

  it('enableWebFonts switches at once, synchronously, when the font is already loaded', async () => {
    await fetchWebFonts();
    const fallback = bodyFont();
    void enableWebFonts();
    expect(bodyFont()).toBe(`"Inter Variable", ${fallback}`);
  });
});
