import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { sampleOrders } from '@shop/sample-catalogue';
import type { Order } from '@shop/contract';
import { MyOrdersScreen } from './MyOrdersScreen.tsx';

/** Twelve orders, all open: far taller than the 600px box the spec had. */
const many: Order[] = Array.from({ length: 12 }, (_, i) => {
  const base = sampleOrders[i % sampleOrders.length] as Order;
  return { ...base, id: 100 + i };
});

describe('given more orders than fit on the screen (decision 047)', () => {
  it('lets the page scroll, never a box of its own', async () => {
    const screen = await render(
      <MyOrdersScreen orders={many} loading={false} error={null} defaultOpen={many.map((o) => o.id)} />,
    );
    const list = screen.getByRole('region', { name: 'Your orders' });
    await expect.element(list).toBeVisible();
    const box = list.element() as HTMLElement;
    expect(getComputedStyle(box).overflowY).toBe('visible');
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(box.clientHeight).toBeGreaterThan(600);
  });
});
