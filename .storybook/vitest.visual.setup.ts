/**
 * Visual regression (light project only): after each story, once fonts are loaded, the page is compared
 * with the committed baseline `visual-baselines/<story id>.png` (see vitest.config.ts for the threshold).
 * `pnpm test:visual:update` rewrites the baselines.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { addScreenshotHook } from './test-hooks.ts';

addScreenshotHook(async (name) => {
  await document.fonts.ready;
  // Let images that are already loading finish (at most 3 s), so a screenshot never catches a half-drawn image.
  const pending = Array.from(document.images)
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 3000))]);
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, { timeout: 15_000 });
});
