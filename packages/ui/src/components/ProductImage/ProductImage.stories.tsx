import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProductImage } from './ProductImage.tsx';

/** An inline image (no request leaves the page). */
const sampleImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180"><rect width="240" height="180" fill="#1f4fd1"/><circle cx="120" cy="90" r="50" fill="#f7f7f8"/></svg>',
  );

const meta = {
  title: 'Components/ProductImage',
  component: ProductImage,
  args: { src: sampleImage, alt: 'Wireless headphones', width: 240, height: 180 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Wireless headphones' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '240');
  },
};

/** No src: the placeholder image, or a neutral box when the placeholder is not served. */
export const MissingSource: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Wireless headphones' })).toBeVisible();
  },
};

/** The image fails to load: the fallback node shows instead. */
export const LoadErrorWithFallback: Story = {
  args: { src: '/images/does-not-exist.jpg', fallback: <span>No image</span> },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No image')).toBeVisible());
  },
};

export const MissingWithFallback: Story = {
  args: { src: undefined, fallback: <span>No image</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
