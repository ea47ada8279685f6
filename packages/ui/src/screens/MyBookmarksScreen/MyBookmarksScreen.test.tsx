import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Bookmark } from '@shop/contract';
import { MyBookmarksScreen } from './MyBookmarksScreen.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

const bookmark = (id: number, name: string): Bookmark => ({
  id,
  product: { id: 100 + id, name, price: 10, salePrice: null, images: [] },
});
const lamp = bookmark(1, 'Brass Desk Lamp');
const mug = bookmark(2, 'Speckled Stoneware Mug');
const towel = bookmark(3, 'Linen Tea Towel');

const screenOf = (bookmarks: Bookmark[], busyId: number | null = null) => (
  <MyBookmarksScreen bookmarks={bookmarks} loading={false} busyId={busyId} onRemove={vi.fn()} />
);

describe('given focus on a bookmark that is removed (decision 029)', () => {
  it('keeps focus on the trash button while the removal runs, and ignores presses', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <MyBookmarksScreen bookmarks={[lamp, mug]} loading={false} busyId={lamp.id} onRemove={onRemove} />,
    );
    const trash = screen.getByRole('button', { name: 'Remove bookmark Brass Desk Lamp' });
    trash.element().focus();
    await expect.element(trash).toHaveAttribute('aria-disabled', 'true');
    (trash.element() as HTMLButtonElement).click();
    expect(onRemove).not.toHaveBeenCalled();
    await afterRendering();
    expect(document.activeElement).toBe(trash.element());
  });

  it('moves focus to the trash button of the bookmark that takes its place', async () => {
    const screen = await render(screenOf([lamp, mug, towel]));
    screen.getByRole('button', { name: 'Remove bookmark Speckled Stoneware Mug' }).element().focus();
    await screen.rerender(screenOf([lamp, towel]));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove bookmark Linen Tea Towel' }).element(),
    );
  });

  it('moves focus to the last bookmark when the last one goes', async () => {
    const screen = await render(screenOf([lamp, mug]));
    screen.getByRole('button', { name: 'Remove bookmark Speckled Stoneware Mug' }).element().focus();
    await screen.rerender(screenOf([lamp]));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove bookmark Brass Desk Lamp' }).element(),
    );
  });

  it("moves focus to 'no bookmarks found' when none is left", async () => {
    const screen = await render(screenOf([lamp]));
    screen.getByRole('button', { name: 'Remove bookmark Brass Desk Lamp' }).element().focus();
    await screen.rerender(screenOf([]));
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.textContent).toBe('no bookmarks found');
  });

  it("moves focus to the next bookmark's name link when the name link held it", async () => {
    const screen = await render(screenOf([lamp, mug]));
    screen.getByRole('link', { name: 'Brass Desk Lamp' }).element().focus();
    await screen.rerender(screenOf([mug]));
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Speckled Stoneware Mug' }).element(),
    );
  });
});

describe('given a bookmarked product on sale (decision 047)', () => {
  it('shows the price charged, with the list price struck through', async () => {
    const onSale: Bookmark = {
      id: 9,
      product: { id: 3, name: 'Cast Iron Casserole', price: 79.95, salePrice: 39.98, images: [] },
    };
    const screen = await render(screenOf([onSale, lamp]));
    const card = screen.getByRole('listitem').filter({ hasText: 'Cast Iron Casserole' });
    await expect.element(card).toHaveTextContent('£39.98');
    // The list price is struck through (<s>, read 'was £79.95'), as on the product card.
    expect(card.element().querySelector('s')?.textContent).toBe('was £79.95');
    await expect
      .element(screen.getByRole('listitem').filter({ hasText: 'Brass Desk Lamp' }))
      .toHaveTextContent('£10.00');
  });
});
