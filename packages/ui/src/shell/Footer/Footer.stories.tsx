import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileViewport } from '../fixtures.ts';
import { Footer, FOOTER_SECTIONS, OUR_PROMISES } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  // A fixed year keeps the screenshot stable; the app leaves it out to show the current year.
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Entries with a page link to it (decision 048: the policy pages, the account pages); Best Sellers,
 * Special Offers and Blog stay plain text (decision 011); the icons are named images.
 */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    for (const section of FOOTER_SECTIONS) {
      await expect(canvas.getByRole('heading', { name: section.title })).toBeVisible();
      for (const item of section.items) {
        if (item.href)
          await expect(canvas.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
        else await expect(canvas.queryByRole('link', { name: item.label })).toBeNull();
      }
    }
    for (const [name, href] of [
      ['Shipping Policy', '/delivery'],
      ['Returns & Exchanges', '/returns'],
      ['FAQs', '/faq'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['Contact Us', '/contact'],
    ])
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    for (const promise of OUR_PROMISES) await expect(canvas.getByText(promise)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Promises' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Storefront' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText(/London/)).toBeVisible();
    await expect(canvas.getByText(/one-stop destination for quality products/)).toBeVisible();
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobileViewport };
