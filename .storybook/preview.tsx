import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@shop/mocks/handlers';
import { darkThemeClass, enableWebFonts } from '@shop/ui/theme';
import { getStoryTestHooks } from './test-hooks.ts';
import { viewportOptions, viewportSize } from './viewports.ts';

const preview: Preview = {
  // Stories show the shop's finished look: body text in Inter before they render (decision 017).
  loaders: [mswLoader(), () => enableWebFonts()],
  parameters: {
    layout: 'fullscreen',
    // Handlers by domain (object form): a story overrides one domain with `msw: { handlers: { cart: [...] } }`.
    msw: { handlers },
    // Accessibility check on every story; a violation fails the story test.
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
  },
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      document.documentElement.classList.toggle(darkThemeClass, context.globals.theme === 'dark');
      return <Story />;
    },
  ],
  // In the Vitest project only: the story's viewport (globals.viewport, default 1280x800) before it
  // renders; after its play function, a screenshot compared with its baseline (light theme), then
  // axe once more with the dark theme on (decision 051).
  beforeEach: async (context) => {
    const hooks = getStoryTestHooks();
    if (!hooks) return;
    const viewport = context.globals.viewport as { value?: unknown } | string | undefined;
    const { width, height } = viewportSize(typeof viewport === 'object' ? viewport?.value : viewport);
    await hooks.setViewport(width, height);
  },
  afterEach: async (context) => {
    const hooks = getStoryTestHooks();
    if (hooks?.matchScreenshot && context.parameters.visual?.disable !== true)
      await hooks.matchScreenshot(context.id);
    await hooks?.checkDarkTheme?.(context);
  },
};
export default preview;
