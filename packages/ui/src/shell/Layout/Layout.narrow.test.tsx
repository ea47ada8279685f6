/**
 * "No horizontal scroll at 320 px on any route": every story of every screen, rendered
 * in the main layout (top bar, footer) in a 320px-wide page, must not scroll sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Layout } from './Layout.tsx';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('../../screens/*/*.stories.tsx', { eager: true });

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    id: `${file.split('/').at(-2)} / ${name}`,
    Story: Story as unknown as ComponentType,
  })),
);

const nav = {
  user: { first_name: 'Ada', last_name: 'Lovelace' },
  cartCount: 12,
  adminUrl: '/admin/',
  dark: false,
  onToggleDark: () => {},
  onLogout: () => {},
  onSearch: () => {},
};

/** The page's overflow to the side, and the element reaching furthest right (to name the likely culprit). */
function sidewaysOverflow() {
  const root = document.documentElement;
  const width = root.clientWidth;
  let culprit = '';
  let widest = width;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const right = element.getBoundingClientRect().right;
    if (right > widest + 0.5) {
      widest = right;
      culprit = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 40)}"`;
    }
  }
  return { overflow: Math.max(0, root.scrollWidth - width), culprit };
}

describe('given a 320px-wide phone', () => {
  beforeAll(async () => {
    await page.viewport(320, 640);
  });
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  it('finds the screen stories and measures a 320px page', () => {
    expect(stories.length).toBeGreaterThan(50);
    expect(document.documentElement.clientWidth).toBe(320);
  });

  it('notices a page that is too wide (the check can fail)', async () => {
    const screen = await render(
      <Layout nav={nav} footer={{ year: 2026 }}>
        <p style={{ width: 400 }}>A line too wide for a phone</p>
      </Layout>,
    );
    expect(sidewaysOverflow().overflow).toBeGreaterThan(0);
    await screen.unmount();
  });

  it.each(stories)('$id does not scroll sideways', async ({ Story }) => {
    const screen = await render(
      <Layout nav={nav} footer={{ year: 2026 }}>
        <Story />
      </Layout>,
    );
    await document.fonts.ready;
    const { overflow, culprit } = sidewaysOverflow();
    expect(overflow, `scrolls ${overflow}px sideways; widest: ${culprit}`).toBe(0);
    await screen.unmount();
  });
});
