import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Review } from '@shop/contract';
import { createReview } from '@shop/sample-catalogue';
import { MyReviewsScreen } from './MyReviewsScreen.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

const reviews: Review[] = [
  createReview(1, { id: 501, rating: 5 }),
  createReview(2, { id: 502, rating: 4 }),
  createReview(3, { id: 503, rating: 3 }),
];
const nameOf = (review: Review) => review.product_name ?? '';

describe('given focus on the Delete button of a review being deleted', () => {
  it('keeps focus on it while busy (aria-disabled)', async () => {
    const screen = await render(<MyReviewsScreen reviews={reviews} loading={false} onDelete={vi.fn()} />);
    const button = screen.getByRole('button', { name: `Delete comment on ${nameOf(reviews[0]!)}` });
    button.element().focus();
    await screen.rerender(
      <MyReviewsScreen reviews={reviews} loading={false} onDelete={vi.fn()} busyId={501} />,
    );
    await afterRendering();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(button.element());
  });

  it('moves focus to the review now in its place once it is gone', async () => {
    const screen = await render(<MyReviewsScreen reviews={reviews} loading={false} onDelete={vi.fn()} />);
    screen
      .getByRole('button', { name: `Delete comment on ${nameOf(reviews[0]!)}` })
      .element()
      .focus();
    await screen.rerender(<MyReviewsScreen reviews={reviews.slice(1)} loading={false} onDelete={vi.fn()} />);
    await afterRendering();
    // Its panel is closed, so its heading's button takes focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: nameOf(reviews[1]!) }).element());
  });

  it('moves focus to the empty state when the last review is gone', async () => {
    const one = reviews.slice(0, 1);
    const screen = await render(<MyReviewsScreen reviews={one} loading={false} onDelete={vi.fn()} />);
    screen
      .getByRole('button', { name: `Delete comment on ${nameOf(one[0]!)}` })
      .element()
      .focus();
    await screen.rerender(<MyReviewsScreen reviews={[]} loading={false} onDelete={vi.fn()} />);
    await afterRendering();
    expect(document.activeElement).toBe(
      screen.getByText("You haven't made any comments yet.").element().closest('[tabindex="-1"]'),
    );
  });
});
