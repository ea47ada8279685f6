import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProductImage } from './ProductImage.tsx';

/** An inline image (no request leaves the page; no responsive variants). */
const sampleImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180"><rect width="240" height="180" fill="#1f4fd1"/><circle cx="120" cy="90" r="50" fill="#f7f7f8"/></svg>',
  );

/** A sample-catalogue picture: its AVIF and WebP variants are in apps/storefront/public (Storybook serves it). */
const catalogueImage = '/images/products/p1-1.svg';

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
    // A data: URL has no variants: a plain img.
    await expect(img.closest('picture')).toBeNull();
  },
};

/**
 * A catalogue image with variants: a picture with AVIF and WebP sources in every width, lazy,
 * its `sizes` from the width.
 */
export const Responsive: Story = {
  args: { src: catalogueImage, alt: 'Aurora Wireless Noise-Cancelling Headphones', width: 400, height: 300 },
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Aurora Wireless Noise-Cancelling Headphones' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('src', catalogueImage);
    const sources = Array.from(canvasElement.querySelectorAll('picture > source'));
    await expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    await expect(sources[0]).toHaveAttribute('sizes', '400px');
    // The browser picked a variant, not the SVG.
    await waitFor(() => expect((img as HTMLImageElement).currentSrc).toMatch(/p1-1-\d+\.avif$/));
  },
};

/** The page's main image (LCP): eager, high fetch priority, sized by the layout it sits in. */
export const Priority: Story = {
  args: {
    src: catalogueImage,
    alt: 'Aurora Wireless Noise-Cancelling Headphones',
    width: 800,
    height: 600,
    priority: true,
    sizes: '(min-width: 768px) 50vw, 100vw',
  },
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Aurora Wireless Noise-Cancelling Headphones' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(canvasElement.querySelector('source')).toHaveAttribute(
      'sizes',
      '(min-width: 768px) 50vw, 100vw',
    );
  },
};

/** An upload whose variants (and original) are missing: steps down to the placeholder image. */
export const VariantsMissing: Story = {
  args: { src: `/uploads/products/${'0'.repeat(32)}.webp` },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Wireless headphones' })).toHaveAttribute(
        'src',
        '/images/placeholder.svg',
      ),
    );
    await expect(canvasElement.querySelector('picture')).toBeNull();
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
