import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { Container } from '../../components/Container/Container.tsx';
import { mobileViewport, narrowViewport, storyAdminUrl, storyUser } from '../fixtures.ts';
import { Layout } from './Layout.tsx';

const nav = {
  user: null,
  cartCount: 0,
  adminUrl: storyAdminUrl,
  dark: false,
  onToggleDark: fn(),
  onLogout: fn(),
  onSearch: fn(),
};

const meta = {
  title: 'Shell/Layout',
  component: Layout,
  args: {
    nav,
    footer: { year: 2026 },
    children: (
      <Container>
        <h1>Page content</h1>
        <p>The route renders its screen here.</p>
      </Container>
    ),
  },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link is first and leads to `<main id="main">`. */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const SignedInWithAlert: Story = {
  args: {
    nav: { ...nav, user: storyUser, cartCount: 4 },
    alert: { message: MESSAGES.testUser.default, type: 'alert-danger', onDismiss: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.testUser.default);
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

export const Mobile: Story = { args: { nav: { ...nav, user: storyUser } }, globals: mobileViewport };

/**
 * 320px wide, signed in, with an alert: the top bar, the alert, the page and the footer
 * fit; nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: {
    nav: { ...nav, user: storyUser, cartCount: 12 },
    alert: { message: MESSAGES.testUser.default, type: 'alert-danger', onDismiss: fn() },
  },
  globals: narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * 200% text zoom, scrolled down: the top bar wraps onto two rows and the alert still
 * sits right under it, both in view.
 */
export const TextZoom200WithAlert: Story = {
  // A full-page screenshot of a scrolled page with sticky parts is not stable; the play checks it.
  parameters: { visual: { disable: true } },
  args: {
    nav: { ...nav, user: storyUser, cartCount: 4 },
    alert: { message: MESSAGES.testUser.default, type: 'alert-danger', onDismiss: fn() },
    children: (
      <Container>
        <h1>Page content</h1>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>The route renders its screen here.</p>
        ))}
      </Container>
    ),
  },
  beforeEach: () => {
    document.documentElement.style.fontSize = '200%';
    return () => {
      document.documentElement.style.fontSize = '';
      window.scrollTo(0, 0);
    };
  },
  play: async ({ canvas, canvasElement }) => {
    // Again here: a previous story's cleanup may run after this story's beforeEach.
    document.documentElement.style.fontSize = '200%';
    const header = canvasElement.querySelector('header');
    // The enlarged text wraps the bar onto a second row (once the viewport and font size apply).
    await waitFor(() => expect(header?.getBoundingClientRect().height).toBeGreaterThan(60));
    window.scrollTo(0, 800);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(400));
    const bar = header?.getBoundingClientRect();
    const alert = canvas.getByRole('alert').getBoundingClientRect();
    await expect(bar?.top).toBe(0);
    await expect(Math.abs(alert.top - (bar?.bottom ?? 0))).toBeLessThan(2);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
