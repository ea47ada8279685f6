import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PolicyScreen } from './PolicyScreen.tsx';

const meta = {
  title: 'Screens/PolicyScreen',
  component: PolicyScreen,
  args: { slug: 'returns', shopName: 'Storefront' },
} satisfies Meta<typeof PolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Returns & refunds: the 30-day promise of the About page (the contract's default window), how to
 * ask from My orders, the seller's 3 days to answer, refunds, disputes, faulty goods (decision 067).
 */
export const Returns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Returns & refunds' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '30-day returns' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'The seller answers within 3 days' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery');
    await expect(canvas.queryByRole('link', { name: 'Returns & refunds' })).toBeNull();
  },
};

/** Decision 067: the returns page with the windows the shop is configured with (GET /marketplace/returns-policy/). */
export const ReturnsWithConfiguredWindows: Story = {
  args: { returnsPolicy: { return_window_days: 14, response_days: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '14-day returns' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'The seller answers within 1 day' }),
    ).toBeVisible();
    await expect(canvas.getByText(/within 14 days of delivery/)).toBeVisible();
  },
};

/** Delivery: free to UK addresses, one parcel per seller, tracking by e-mail. */
export const Delivery: Story = { args: { slug: 'delivery' } };

/** Privacy policy: what is collected, why, who sees it, for how long, and the UK GDPR rights. */
export const Privacy: Story = { args: { slug: 'privacy' } };

/** Terms of service. */
export const Terms: Story = { args: { slug: 'terms' } };

/** Cookie policy: the three cookies the shop sets, all strictly necessary. */
export const Cookies: Story = {
  args: { slug: 'cookies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^sid:/)).toBeVisible();
    await expect(canvas.getByText(/^csrftoken:/)).toBeVisible();
  },
};

/** FAQs, with the shop's name filled in. */
export const Faq: Story = {
  args: { slug: 'faq', shopName: 'Hart & Co' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Can I sell on Hart & Co?' })).toBeVisible();
  },
};
