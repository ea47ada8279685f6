import type { StoryContext } from '@storybook/react-vite';

/**
 * A bridge between the Vitest setup files (which may import 'vitest' and 'vitest/browser') and the
 * Storybook preview (which must not, so that `pnpm storybook` never loads Vitest). The setup files
 * register the hooks; the preview calls them around each story when they are there.
 */
export type StoryTestHooks = {
  /** Resizes the browser viewport (px). */
  setViewport: (width: number, height: number) => Promise<void>;
  /** Compares a screenshot of the page with the committed baseline named `name` (light project only). */
  matchScreenshot?: (name: string) => Promise<void>;
  /**
   * Checks the story as it stands (after its play function) with axe again in the dark theme;
   * throws on a violation (story test project only).
   */
  checkDarkTheme?: (context: StoryContext) => Promise<void>;
};

const holder: { hooks: StoryTestHooks | null } = { hooks: null };

/** Registers the hooks (called once by the Vitest setup file). */
export function setStoryTestHooks(hooks: StoryTestHooks): void {
  holder.hooks = hooks;
}

/** Adds the screenshot hook (called by the visual setup file, after {@link setStoryTestHooks}). */
export function addScreenshotHook(matchScreenshot: (name: string) => Promise<void>): void {
  if (holder.hooks) holder.hooks.matchScreenshot = matchScreenshot;
}

/** The registered hooks, or null outside Vitest (Storybook in the browser). */
export function getStoryTestHooks(): StoryTestHooks | null {
  return holder.hooks;
}

/** Adds the dark-theme accessibility check (called by the dark setup file, after {@link setStoryTestHooks}). */
export function addDarkThemeHook(checkDarkTheme: (context: StoryContext) => Promise<void>): void {
  if (holder.hooks) holder.hooks.checkDarkTheme = checkDarkTheme;
}
