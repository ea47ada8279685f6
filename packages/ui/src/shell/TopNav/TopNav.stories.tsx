import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { mobileViewport, storyAdminUrl, storyUser, tabletViewport } from '../fixtures.ts';
import { TopNav } from './TopNav.tsx';

const meta = {
  title: 'Shell/TopNav',
  component: TopNav,
  args: {
    user: null,
    cartCount: 0,
    adminUrl: storyAdminUrl,
    dark: false,
    onToggleDark: fn(),
    onLogout: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Sign In, Sign Up, 'Hi, shopper', an empty cart (0). */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.getByText('Hi, shopper')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Cart/ })).toHaveTextContent('0');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    for (const [name, href] of [
      ['Home', '/'],
      ['Contact', '/contact'],
      ['About', '/about'],
      ['Browse', '/products'],
      ['search', '/search'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/** A signed-in user: Logout, initials 'AL' with 'Hi, Ada' to /my-profile, the Admin link, 3 items. */
export const SignedIn: Story = {
  args: { user: storyUser, cartCount: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const profile = canvas.getByRole('link', { name: /Hi, Ada/ });
    await expect(profile).toHaveAttribute('href', '/my-profile');
    await expect(profile).toHaveTextContent('AL');
    const admin = canvas.getByRole('link', { name: /Admin/ });
    await expect(admin).toHaveAttribute('target', '_blank');
    await expect(admin).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(admin).toHaveAttribute('href', storyAdminUrl);
    await expect(canvas.getByRole('link', { name: /Cart/ })).toHaveTextContent('3');
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Light theme on: the toggle offers dark mode. */
export const LightModeToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark mode' }));
    await expect(args.onToggleDark).toHaveBeenCalledOnce();
  },
};

/** Dark theme on: the toggle offers light mode. */
export const DarkModeToggle: Story = {
  args: { dark: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  },
};

/** Ctrl+K focuses the search box; typing calls onSearch with the trimmed text after 1000 ms. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(box).toHaveFocus();
    await userEvent.type(box, '  desk lamp ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('desk lamp'), { timeout: 3000 });
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** Below the medium breakpoint: the menu button shows; the cart link, main links and search box hide. */
export const MobileSignedOut: Story = {
  globals: mobileViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvasElement.querySelector('a[href="/cart"]')).not.toBeVisible();
    await expect(canvasElement.querySelector('input[type="search"]')).not.toBeVisible();
    await expect(canvasElement.querySelector('a[href="/products"]')).not.toBeVisible();
  },
};

export const MobileSignedIn: Story = { args: { user: storyUser, cartCount: 2 }, globals: mobileViewport };

/** Medium screens: links and cart show, the search box and 'search' badge do not. */
export const TabletSignedIn: Story = {
  args: { user: storyUser, cartCount: 2 },
  globals: tabletViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(canvasElement.querySelector('input[type="search"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse' })).toBeVisible();
  },
};
