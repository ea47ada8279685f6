import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { createProduct } from '@shop/sample-catalogue';
import { TrendingCarousel } from './TrendingCarousel.tsx';

const products = Array.from({ length: 6 }, (_, i) =>
  createProduct({ id: 100 + i, name: `Trending ${i + 1}` }),
);

afterEach(() => {
  vi.useRealTimers();
});

/** Two rendering steps (frames): React has committed what the timers run above set off. */
const afterRendering = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('given autoplay', () => {
  it('moves to the next slide by itself after the delay', async () => {
    // A fake clock from the start: the slide moves when the clock passes the delay, however slow
    // the machine (a real clock could pass it while the pointer is still being moved away).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const screen = await render(<Spaced delayMs={300} />);
    // The pointer may rest wherever an earlier test file left it: put it outside, as a hover
    // pauses the slide show.
    await userEvent.hover(screen.getByText('Outside the carousel'));
    await expect
      .element(screen.getByRole('group', { name: '1 of 6' }))
      .toHaveAttribute('aria-current', 'true');
    vi.advanceTimersByTime(299);
    await afterRendering();
    expect(currentSlide(screen.container)).toBe('1 of 6');
    vi.advanceTimersByTime(1);
    await afterRendering();
    await expect
      .element(screen.getByRole('group', { name: '2 of 6' }))
      .toHaveAttribute('aria-current', 'true');
  });

  it('stays still once the pause button is pressed, even after the pointer leaves', async () => {
    // A fake clock from the start: every autoplay timer is on it, and running it shows none moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const screen = await render(<Spaced delayMs={300} />);
    const pause = screen.getByRole('button', { name: 'Pause slide show' });
    await pause.click();
    await expect.element(screen.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await userEvent.hover(screen.getByText('Outside the carousel'));
    const before = currentSlide(screen.container);
    vi.advanceTimersByTime(1000);
    await afterRendering();
    expect(currentSlide(screen.container)).toBe(before);
  });

  it('pauses while the pointer is over it and goes on when it leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const screen = await render(<Spaced delayMs={300} />);
    const carousel = screen.getByRole('region', { name: 'trending products' });
    await userEvent.hover(carousel);
    const before = currentSlide(screen.container);
    vi.advanceTimersByTime(1000);
    await afterRendering();
    expect(currentSlide(screen.container)).toBe(before);
    await userEvent.hover(screen.getByText('Outside the carousel'));
    vi.advanceTimersByTime(300);
    await afterRendering();
    await expect.poll(() => currentSlide(screen.container)).not.toBe(before);
  });
});

describe('given autoplay off', () => {
  it('stays on the first slide and offers no pause button', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const screen = await render(<TrendingCarousel products={products} autoplay={false} delayMs={200} />);
    vi.advanceTimersByTime(700);
    await afterRendering();
    await expect
      .element(screen.getByRole('group', { name: '1 of 6' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByRole('button', { name: 'Pause slide show' })).not.toBeInTheDocument();
  });

  it('moves with the next and previous buttons', async () => {
    const screen = await render(<TrendingCarousel products={products} autoplay={false} />);
    await screen.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .element(screen.getByRole('group', { name: '2 of 6' }))
      .toHaveAttribute('aria-current', 'true');
    await screen.getByRole('button', { name: 'Previous slide' }).click();
    await expect
      .element(screen.getByRole('group', { name: '1 of 6' }))
      .toHaveAttribute('aria-current', 'true');
  });
});

/** The label of the slide marked current ('n of total'). */
function currentSlide(container: HTMLElement): string | null {
  return (
    container
      .querySelector('[aria-roledescription="slide"][aria-current="true"]')
      ?.getAttribute('aria-label') ?? null
  );
}

/** The carousel below a spacer, where the pointer can go to leave it. */
function Spaced({ delayMs }: { delayMs: number }) {
  return (
    <div>
      <p style={{ height: 200, margin: 0 }}>Outside the carousel</p>
      <TrendingCarousel products={products} delayMs={delayMs} />
    </div>
  );
}
