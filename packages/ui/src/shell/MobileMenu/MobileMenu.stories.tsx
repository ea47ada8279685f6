import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ON_DEMAND_CODE_WAIT_MS } from '../../testing/fixtures.ts';
import { mobileViewport, storyUser } from '../fixtures.ts';
import { MobileMenu } from './MobileMenu.tsx';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  args: { user: null, cartCount: 0, onSearch: fn(), onLogout: fn() },
  globals: mobileViewport,
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed: the menu button opens it (its dialog code loads on this first open, decision 017) and the
 * close button closes it, giving focus back to the menu button.
 */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** From the keyboard: Enter on the menu button opens it, focus moves inside, Escape closes it and focus returns. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open for a visitor: a 200px tile per main link, Sign In and Sign Up, a close button. */
export const OpenSignedOut: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    const home = screen.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home.getBoundingClientRect().height).toBe(200);
    for (const name of ['Contact', 'About', 'Browse', 'Cart (0)', 'Sign In', 'Sign Up']) {
      await expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(screen.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

/** Open for a signed-in user: My Profile and Logout instead of Sign In and Sign Up. */
export const OpenSignedIn: Story = {
  args: { defaultOpen: true, user: storyUser, cartCount: 2 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    await expect(screen.getByRole('link', { name: 'Cart (2)' })).toHaveAttribute('href', '/cart');
    await expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Logout from the menu calls onLogout and closes the menu. */
export const LogoutFromMenu: Story = {
  args: { defaultOpen: true, user: storyUser },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The menu's search form sends the trimmed text and closes the menu, leaving focus to the page it
 * opens (not back on the menu button; decision 029).
 */
export const SearchFromMenu: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: ON_DEMAND_CODE_WAIT_MS });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search products' }),
      '  garden chair {enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('garden chair');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveFocus();
  },
};
