/**
 * The journeys' `test`: Playwright's, with one automatic check: a journey fails when its
 * page logs a console error or throws (a React hydration mismatch, a warning React reports as an
 * error, an uncaught exception). Failed network requests are not console errors of the app: the
 * browser logs them for every 4xx answer a journey provokes on purpose, and the journeys assert on
 * what the page shows instead.
 */
import { expect, test as base, type Page } from '@playwright/test';

/** Waits until the app has hydrated (or rendered) the page: `<html data-hydrated>` (App.tsx). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const test = base.extend<{ consoleErrors: void }>({
  // Every page.goto and page.reload of a journey returns once the page is interactive: a page
  // rendered on the server is visible before its buttons work.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await provide();
      expect(errors, 'console errors and uncaught exceptions on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
