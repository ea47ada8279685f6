import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import {
  mobileViewport,
  narrowViewport,
  storyAdminUrl,
  storyStaff,
  storyUser,
  tabletViewport,
} from '../fixtures.ts';
import { MessagesLink } from '../MessagesLink/MessagesLink.tsx';
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

/** Suggestions as the server would give them for 'coffee' (the sample catalogue's names and images). */
const coffeeSuggestions = sampleProducts
  .filter((p) => p.name.toLowerCase().includes('coffee'))
  .map((p) => ({ id: p.id, name: p.name, category: p.category, imageUrl: p.imageUrl ?? '' }));

/** Fails when the page scrolls sideways or a control of the bar sticks out of the viewport. */
async function expectBarInView(canvasElement: HTMLElement) {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  const controls = [...canvasElement.querySelectorAll<HTMLElement>('header a, header button, header input')];
  for (const control of controls.filter((c) => c.getClientRects().length > 0 && c.offsetWidth > 1)) {
    const box = control.getBoundingClientRect();
    await expect({
      name: control.textContent,
      left: box.left >= 0,
      right: box.right <= root.clientWidth,
    }).toEqual({
      name: control.textContent,
      left: true,
      right: true,
    });
  }
}

/**
 * 200% text zoom: the root font size doubled, as the browser's text-only zoom does.
 * Set again by the play function (a previous story's cleanup may run after this story's
 * beforeEach), which then waits for the bar to wrap.
 */
const textZoom200 = () => {
  document.documentElement.style.fontSize = '200%';
  return () => {
    document.documentElement.style.fontSize = '';
  };
};

/** Doubles the root font size and waits until the bar has wrapped onto a second row. */
async function zoomTextAndWaitForWrap(canvasElement: HTMLElement) {
  document.documentElement.style.fontSize = '200%';
  const header = canvasElement.querySelector('header');
  await waitFor(() => expect(header?.getBoundingClientRect().height).toBeGreaterThan(60));
}

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

/** A signed-in member of staff: Logout, initials 'AL' with 'Hi, Ada' to /my-profile, the Admin link, 3 items. */
export const SignedIn: Story = {
  args: { user: storyStaff, cartCount: 3 },
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

/** A signed-in customer (not staff): no Admin link, the back office is not theirs (decision 048). */
export const SignedInCustomer: Story = {
  args: { user: storyUser, cartCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Hi, Ada/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Admin/ })).toBeNull();
  },
};

/** Light theme on: the toggle offers dark mode. */
/** A signed-in user with unread messages: the Messages link in its slot beside the profile (decision 074). */
export const SignedInWithMessages: Story = {
  args: { user: storyUser, cartCount: 3, messagesSlot: <MessagesLink unread={2} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages, 2 unread messages' })).toBeVisible();
  },
};

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
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(box).toHaveFocus();
    await userEvent.type(box, '  desk lamp ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('desk lamp'), { timeout: 3000 });
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/**
 * Typing 'coffee': the suggestions open under the box, each a link to its product page;
 * onSearchTextChange gets the text to fetch them with.
 */
export const SearchSuggestions: Story = {
  args: { suggestions: coffeeSuggestions, onSearchTextChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'coffee');
    await expect(args.onSearchTextChange).toHaveBeenLastCalledWith('coffee');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(coffeeSuggestions.length);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * Below the medium breakpoint: the menu button, the cart icon with its count and a 'Search' button
 * show; the main links and the search box hide.
 */
export const MobileSignedOut: Story = {
  globals: mobileViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('input[type="search"]')).not.toBeVisible();
    await expect(canvasElement.querySelector('a[href="/products"]')).not.toBeVisible();
    await expectBarInView(canvasElement);
  },
};

/** The phone's 'Search' button opens the search box as a row under the bar, focused; pressed again, it closes it. */
export const MobileSearchOpen: Story = {
  args: { user: storyUser, cartCount: 2 },
  globals: mobileViewport,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
    await expectBarInView(canvasElement);
  },
};

/** 320px wide, signed out: every control of the bar fits, nothing scrolls sideways. */
export const NarrowSignedOut: Story = {
  globals: narrowViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Storefront' })).toBeVisible();
    await expectBarInView(canvasElement);
  },
};

/** 320px wide, signed in with a two-digit cart: every control fits, nothing scrolls sideways. */
export const NarrowSignedIn: Story = {
  args: { user: storyUser, cartCount: 12 },
  globals: narrowViewport,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /my profile/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Cart/ })).toHaveTextContent('12');
    await expectBarInView(canvasElement);
  },
};

/**
 * 200% text zoom on a large screen, signed in (before, Logout and the profile link were
 * pushed off screen): the bar wraps and every control stays in view.
 */
export const TextZoom200SignedIn: Story = {
  args: { user: storyUser, cartCount: 3 },
  beforeEach: textZoom200,
  play: async ({ canvas, canvasElement }) => {
    await zoomTextAndWaitForWrap(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /my profile/ })).toBeVisible();
    await expectBarInView(canvasElement);
  },
};

/** 200% text zoom on a medium screen, signed out: Sign In and Sign Up stay in view. */
export const TextZoom200Tablet: Story = {
  globals: tabletViewport,
  beforeEach: textZoom200,
  play: async ({ canvas, canvasElement }) => {
    await zoomTextAndWaitForWrap(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectBarInView(canvasElement);
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
