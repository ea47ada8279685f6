/**
 * The dark theme in the story test project: after each story's play function (and its light-theme
 * screenshot), the page is switched to the dark theme (`darkThemeClass` on the root: the theme is
 * CSS only, no component reads it) and checked with axe again, with the story's own a11y
 * parameters, through the a11y addon's own check; a violation fails the story. The theme is put
 * back afterwards. This replaces a second run of every story in a dark project (decision 051).
 */
import { afterEach as a11yCheck } from '@storybook/addon-a11y/preview';
import { darkThemeClass } from '@shop/ui/theme';
import { addDarkThemeHook } from './test-hooks.ts';

addDarkThemeHook(async (context) => {
  const root = document.documentElement;
  const wasDark = root.classList.contains(darkThemeClass);
  root.classList.add(darkThemeClass);
  try {
    await a11yCheck(context);
  } catch (error) {
    throw new Error(`In the dark theme: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    root.classList.toggle(darkThemeClass, wasDark);
  }
});
