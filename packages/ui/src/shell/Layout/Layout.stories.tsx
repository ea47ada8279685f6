import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES } from '@shop/api-client/contract';
import { Container } from '../../components/Container/Container.tsx';
import { mobileViewport, storyAdminUrl, storyUser } from '../fixtures.ts';
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
