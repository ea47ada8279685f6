import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { paginationWindow } from '@shop/contract';
import { Pagination } from './Pagination.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

describe('paginationWindow (spec section 4)', () => {
  it('gives no page buttons for 0 or 1 pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([]);
  });
  it('gives every page when there are 5 or fewer', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres 5 buttons on the current page in the middle of many pages', () => {
    expect(paginationWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });
  it('clamps the window at the first and the last page', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

describe('given a single page', () => {
  it('renders nothing', async () => {
    const screen = await render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.container.querySelector('nav')).toBeNull();
  });
});

describe('given zero pages', () => {
  it('renders nothing', async () => {
    const screen = await render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.container.innerHTML).toBe('');
  });
});

describe('given page 1 of 8', () => {
  it('disables Previous, enables Next and says Page 1 of 8', async () => {
    const screen = await render(<Pagination page={1} totalPages={8} onPageChange={() => {}} />);
    await expect.element(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Previous' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await expect.element(screen.getByText('Page 1 of 8')).toBeVisible();
  });
  it('shows 5 page buttons, 1 to 5, with page 1 current', async () => {
    const screen = await render(<Pagination page={1} totalPages={8} onPageChange={() => {}} />);
    const numbers = screen
      .getByRole('button', { name: /^\d+$/ })
      .elements()
      .map((el) => el.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    await expect
      .element(screen.getByRole('button', { name: '1', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('button', { name: '2', exact: true }))
      .not.toHaveAttribute('aria-current');
  });
  it('asks for page 2 when Next is pressed', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={1} totalPages={8} onPageChange={onPageChange} />);
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('given page 8 of 8', () => {
  it('disables Next and asks for page 7 on Previous', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={8} totalPages={8} onPageChange={onPageChange} />);
    await expect
      .element(screen.getByRole('button', { name: 'Next' }))
      .toHaveAttribute('aria-disabled', 'true');
    await screen.getByRole('button', { name: 'Previous' }).click();
    expect(onPageChange).toHaveBeenCalledWith(7);
  });
});

describe('given page 5 of 8', () => {
  it('asks for the page whose button is pressed', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={5} totalPages={8} onPageChange={onPageChange} />);
    await screen.getByRole('button', { name: '6', exact: true }).click();
    expect(onPageChange).toHaveBeenCalledWith(6);
  });
  it('does not ask for the current page again', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={5} totalPages={8} onPageChange={onPageChange} />);
    await screen.getByRole('button', { name: '5', exact: true }).click();
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe('given focus on Next when it leads to the last page (decision 029)', () => {
  it('keeps focus on Next, now disabled, and ignores further presses', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={7} totalPages={8} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    await next.click();
    expect(onPageChange).toHaveBeenCalledWith(8);
    await screen.rerender(<Pagination page={8} totalPages={8} onPageChange={onPageChange} />);
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    await afterRendering();
    expect(document.activeElement).toBe(next.element());
    (next.element() as HTMLButtonElement).click();
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });
});
