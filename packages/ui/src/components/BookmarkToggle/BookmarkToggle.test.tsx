import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { BookmarkToggle } from './BookmarkToggle.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

const toggle = (busy: boolean, onToggle = () => {}) => (
  <BookmarkToggle bookmarked={false} busy={busy} onToggle={onToggle} productName="Desk Lamp" />
);

describe('given a focused toggle that is busy for a moment (decision 029)', () => {
  it('is disabled while busy yet keeps focus throughout', async () => {
    const screen = await render(toggle(false));
    const button = screen.getByRole('button', { name: 'Bookmark Desk Lamp' });
    button.element().focus();
    await screen.rerender(toggle(true));
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await afterRendering();
    expect(document.activeElement).toBe(button.element());
    await screen.rerender(toggle(false));
    await expect.element(button).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).toBe(button.element());
  });

  it('ignores presses while busy', async () => {
    const onToggle = vi.fn();
    const screen = await render(toggle(true, onToggle));
    // A DOM click: the browser's own click would wait for the button to be enabled.
    (screen.getByRole('button', { name: 'Bookmark Desk Lamp' }).element() as HTMLButtonElement).click();
    expect(onToggle).not.toHaveBeenCalled();
  });
});
