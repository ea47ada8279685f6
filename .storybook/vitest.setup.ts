/**
 * Setup of the story test projects (storybook): a steady page for axe and screenshots.
 * Turns off animations, transitions and the caret, and lets the preview resize the viewport per story.
 */
import { page } from 'vitest/browser';
import { setStoryTestHooks } from './test-hooks.ts';

const style = document.createElement('style');
style.dataset.storyTests = 'true';
style.textContent = `body { min-height: 100vh; }
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.append(style);

setStoryTestHooks({
  setViewport: async (width, height) => {
    if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
  },
});
