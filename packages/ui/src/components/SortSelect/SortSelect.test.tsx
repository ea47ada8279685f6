import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { SortSelect } from './SortSelect.tsx';

describe('the sort control', () => {
  it("emits the contract's sort for the label chosen", async () => {
    const onSortChange = vi.fn();
    const screen = await render(<SortSelect onSortChange={onSortChange} />);
    await screen.getByRole('combobox', { name: 'Sort by' }).selectOptions('Price: high to low');
    expect(onSortChange).toHaveBeenCalledWith('price_desc');
  });

  it('can be used with the keyboard alone', async () => {
    const onSortChange = vi.fn();
    const screen = await render(<SortSelect value="relevance" onSortChange={onSortChange} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onSortChange).toHaveBeenCalledWith('price_asc');
  });
});
