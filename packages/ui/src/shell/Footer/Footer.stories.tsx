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

/** Every entry is plain text (no destination, decision 011); the icons are named images. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    for (const section of FOOTER_SECTIONS) {
      await expect(canvas.getByRole('heading', { name: section.title })).toBeVisible();
      for (const item of section.items) await expect(canvas.getAllByText(item).length).toBeGreaterThan(0);
    }
    for (const promise of OUR_PROMISES) await expect(canvas.getByText(promise)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Promises' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText(/London/)).toBeVisible();
    await expect(canvas.getByText(/one-stop destination for quality products/)).toBeVisible();
    await expect(canvas.getByText(/© 2026/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobileViewport };
