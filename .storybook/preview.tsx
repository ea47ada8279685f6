import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@shop/mocks/handlers';
import { darkThemeClass } from '@shop/ui/theme';
import '@fontsource-variable/inter';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    // Accessibility check on every story; a violation fails the story test.
    a11y: { test: 'error' },
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
};
export default preview;
