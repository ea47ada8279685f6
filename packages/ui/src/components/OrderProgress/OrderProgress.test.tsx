import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { OrderProgress } from './OrderProgress.tsx';

describe('given an order status', () => {
  it.each([
    ['pending', 50 / 3],
    ['processing', 66.7],
    ['shipped', 83.3],
    ['delivered', 100],
  ])('shows a %s order at %d percent', async (status, percent) => {
    const screen = await render(<OrderProgress status={status} />);
    const bar = screen.getByRole('progressbar', { name: 'Order progress' });
    await expect.element(bar).toBeVisible();
    expect(Number(bar.element().getAttribute('aria-valuenow'))).toBeCloseTo(percent, 5);
  });

  it('marks the current step for assistive technology', async () => {
    const screen = await render(<OrderProgress status="shipped" />);
    await expect.element(screen.getByText('Shipped')).toHaveAttribute('aria-current', 'step');
    await expect.element(screen.getByText('Pending')).not.toHaveAttribute('aria-current');
  });
});

describe('given an unknown status', () => {
  it('shows an empty bar and says the status is unknown', async () => {
    const screen = await render(<OrderProgress status="lost" />);
    const bar = screen.getByRole('progressbar', { name: 'Order progress' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '0');
    await expect.element(bar).toHaveAttribute('aria-valuetext', 'Unknown status lost (0%)');
  });
});

describe('given a cancelled order', () => {
  it('shows an empty bar, says it is cancelled and shows no steps', async () => {
    const screen = await render(<OrderProgress status="cancelled" />);
    const bar = screen.getByRole('progressbar', { name: 'Order progress' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '0');
    await expect.element(bar).toHaveAttribute('aria-valuetext', 'Cancelled (0%)');
    await expect.element(screen.getByText('Order cancelled')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Order steps' }).query()).toBeNull();
  });
});
