/**
 * Setup of the story test projects (storybook): a steady page for axe and screenshots.
 * Turns off animations, transitions and the caret, lets the preview resize the viewport per story,
 * and gives findBy* and waitFor 10 s.
 */
import { configure } from 'storybook/test';
import { page } from 'vitest/browser';
import { setStoryTestHooks } from './test-hooks.ts';

// A story's findBy* and waitFor wait up to 10 s, not Testing Library's 1 s: on CI's two shared
// cores a lazy part (a dialog, a carousel's library) can take seconds to load, and a story that
// waited 1 s failed without anything being wrong (decision 051). A story that is right passes as
// soon as its element is there; only a wrong one waits the whole time.
configure({ asyncUtilTimeout: 10_000 });

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
