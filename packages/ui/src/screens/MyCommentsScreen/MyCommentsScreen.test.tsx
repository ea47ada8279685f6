import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Comment } from '@shop/contract';
import { createComment } from '@shop/sample-catalogue';
import { MyCommentsScreen } from './MyCommentsScreen.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

const comments: Comment[] = [
  createComment(1, { id: 501, rating: 5 }),
  createComment(2, { id: 502, rating: 4 }),
  createComment(3, { id: 503, rating: 3 }),
];
const nameOf = (comment: Comment) => comment.product_name ?? '';

describe('given focus on the Delete button of a comment being deleted', () => {
  it('keeps focus on it while busy (aria-disabled)', async () => {
    const screen = await render(<MyCommentsScreen comments={comments} loading={false} onDelete={vi.fn()} />);
    const button = screen.getByRole('button', { name: `Delete comment on ${nameOf(comments[0]!)}` });
    button.element().focus();
    await screen.rerender(
      <MyCommentsScreen comments={comments} loading={false} onDelete={vi.fn()} busyId={501} />,
    );
    await afterRendering();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(button.element());
  });

  it('moves focus to the comment now in its place once it is gone', async () => {
    const screen = await render(<MyCommentsScreen comments={comments} loading={false} onDelete={vi.fn()} />);
    screen
      .getByRole('button', { name: `Delete comment on ${nameOf(comments[0]!)}` })
      .element()
      .focus();
    await screen.rerender(
      <MyCommentsScreen comments={comments.slice(1)} loading={false} onDelete={vi.fn()} />,
    );
    await afterRendering();
    // Its panel is closed, so its heading's button takes focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: nameOf(comments[1]!) }).element());
  });

  it('moves focus to the empty state when the last comment is gone', async () => {
    const one = comments.slice(0, 1);
    const screen = await render(<MyCommentsScreen comments={one} loading={false} onDelete={vi.fn()} />);
    screen
      .getByRole('button', { name: `Delete comment on ${nameOf(one[0]!)}` })
      .element()
      .focus();
    await screen.rerender(<MyCommentsScreen comments={[]} loading={false} onDelete={vi.fn()} />);
    await afterRendering();
    expect(document.activeElement).toBe(
      screen.getByText("You haven't made any comments yet.").element().closest('[tabindex="-1"]'),
    );
  });
});
