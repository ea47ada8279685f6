import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ActiveFilters } from './ActiveFilters.tsx';

describe('given active filters', () => {
  it('emits the change that removes the chip pressed', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <ActiveFilters choice={{ min_rating: 4, in_stock: true }} onChange={onChange} total={3} />,
    );
    await screen.getByRole('button', { name: 'Remove filter: In stock only' }).click();
    expect(onChange).toHaveBeenCalledWith({ in_stock: undefined });
  });

  it('moves focus to the next chip when the focused one goes, then to the group', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <ActiveFilters choice={{ min_rating: 4, in_stock: true }} onChange={onChange} total={3} />,
    );
    screen.getByRole('button', { name: 'Remove filter: 4 stars & up' }).element().focus();
    await screen.rerender(<ActiveFilters choice={{ in_stock: true }} onChange={onChange} total={5} />);
    await expect.element(screen.getByRole('button', { name: 'Remove filter: In stock only' })).toHaveFocus();
    await screen.rerender(<ActiveFilters choice={{}} onChange={onChange} total={9} />);
    await expect.element(screen.getByRole('group', { name: 'Active filters' })).toHaveFocus();
  });

  it('says how many results, singular for one, and nothing while loading', async () => {
    const screen = await render(<ActiveFilters choice={{}} onChange={() => {}} total={1} />);
    await expect.element(screen.getByText('1 result')).toBeVisible();
    await screen.rerender(<ActiveFilters choice={{}} onChange={() => {}} />);
    expect(screen.container.textContent?.trim()).toBe('');
  });
});
