import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TRENDING_COUNT } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { TrendingCarousel } from './TrendingCarousel.tsx';

const trending = sampleProducts.slice(0, TRENDING_COUNT);
/** Embla loads on the first press (decision 017); on a loaded CI machine that can take seconds. */
const MOVES_WITHIN = { timeout: 10_000 };

const meta = {
  title: 'Components/TrendingCarousel',
  component: TrendingCarousel,
  args: { products: trending, autoplay: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrendingCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six slides in a labelled carousel region; the next button moves to the next slide. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole('region', { name: 'trending products' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group')).toHaveLength(TRENDING_COUNT);
    await expect(canvas.getByRole('group', { name: '1 of 6' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(
      () => expect(canvas.getByRole('group', { name: '2 of 6' })).toHaveAttribute('aria-current', 'true'),
      MOVES_WITHIN,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(
      () => expect(canvas.getByRole('group', { name: '1 of 6' })).toHaveAttribute('aria-current', 'true'),
      MOVES_WITHIN,
    );
  },
};

/**
 * Autoplay as on the home page: advances every 3000 ms, pauses on hover or focus, and offers a pause
 * button. When the user prefers reduced motion (as the story tests do) it stays still and has no
 * pause button. No screenshot: the slide shown depends on time.
 */
export const Autoplay: Story = {
  args: { autoplay: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(canvas.queryByRole('button', { name: 'Pause slide show' }) === null).toBe(reducedMotion);
  },
};
