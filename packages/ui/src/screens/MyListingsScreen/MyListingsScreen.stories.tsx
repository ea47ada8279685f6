import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { MyListingsScreen, NO_LISTINGS_TEXT } from './MyListingsScreen.tsx';

/** Sam Seller's products (ids 21-30); one out of stock and one suspended, so both badges show. */
const sellerProducts = sampleProducts
  .filter((p) => p.id > 20)
  .map((p) => (p.id === 23 ? { ...p, inStock: false } : p.id === 26 ? { ...p, suspend: true } : p))
  // Units sold as the server counts them; the last product has no figure and shows 0.
  .map((p, i, all) =>
    i === all.length - 1 ? { ...p, itemsSold: undefined } : { ...p, itemsSold: ((i * 7) % 12) + 1 },
  );

const meta = {
  title: 'Screens/Seller/MyListingsScreen',
  component: MyListingsScreen,
  args: { products: sellerProducts, loading: false, error: null },
} satisfies Meta<typeof MyListingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Manage your product listings' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'new product' })).toHaveAttribute('href', '/add-product');
    const first = sellerProducts[0]!;
    await expect(canvas.getByRole('link', { name: `Edit ${first.name}` })).toHaveAttribute(
      'href',
      `/edit-my-listing/${first.id}`,
    );
    await expect(canvas.getByRole('link', { name: `Delete ${first.name}` })).toHaveAttribute(
      'href',
      `/delete-product/${first.id}`,
    );
    await expect(canvas.getAllByText('Inactive')).toHaveLength(2);
    await expect(canvas.getByText('Active products')).toHaveTextContent(`${sellerProducts.length - 2}`);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(new RegExp(`${sellerProducts[0]!.itemsSold}$`));
    await expect(rows[rows.length - 1]).toHaveTextContent(/0$/);
  },
};

/**
 * The seller has no active payout account (decision 059): their listings cannot be bought until
 * they connect payouts; the notice links to /my-payouts.
 */
export const PayoutsNotConnected: Story = {
  args: { takingOrders: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your listings cannot be bought until you connect a payout account.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect payouts' })).toHaveAttribute(
      'href',
      '/my-payouts',
    );
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_LISTINGS_TEXT)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your products');
  },
};

export const Error: Story = {
  args: { products: [], error: MESSAGES.products.fetchMine },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.products.fetchMine}`);
  },
};

/** Small screen: the table scrolls sideways inside a focusable region. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your product listings' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** 320px wide: only the table's own region scrolls sideways, never the page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your product listings' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A listing staff hold (decision 045): 'Suspended by our staff' with the reason, in place of the
 * Active/Inactive badge; it does not count as active.
 */
export const HeldByStaff: Story = {
  args: {
    products: sellerProducts.map((p) =>
      p.id === 25 ? { ...p, hold_reason: 'The photos show a different product.' } : p,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended by our staff')).toBeVisible();
    await expect(canvas.getByText('The photos show a different product.')).toBeVisible();
  },
};
