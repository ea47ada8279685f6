import { afterEach, describe, expect, it } from 'vitest';
import { WEB_FONTS_STORAGE_KEY, darkThemeClass } from '@shop/ui/theme';
import themeInit from '../../public/theme-init.js?raw';

/** Runs public/theme-init.js as the page's blocking head script does. */
const runThemeInit = () => new Function(themeInit)();
const root = document.documentElement;

describe('theme-init.js, before first paint (spec section 4; decision 038)', () => {
  afterEach(() => {
    localStorage.clear();
    root.classList.remove('dark');
    root.removeAttribute('data-web-fonts');
  });

  it('applies the stored dark mode', () => {
    localStorage.setItem('darkMode', 'true');
    runThemeInit();
    expect(root.classList.contains('dark')).toBe(true);
    expect(darkThemeClass).toBe('dark');
  });

  it('starts the page in Inter when this browser has fetched it before (the theme package key)', () => {
    runThemeInit();
    expect(root.hasAttribute('data-web-fonts')).toBe(false);
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, 'cached');
    runThemeInit();
    expect(root.hasAttribute('data-web-fonts')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
