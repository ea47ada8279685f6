import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BookmarkToggle } from './BookmarkToggle.tsx';

/** Lets the browser run its focus fixup (a rendering step) before we look at focus. */
const afterRendering = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );

const toggle = (busy: boolean) => (
  <BookmarkToggle bookmarked={false} busy={busy} onToggle={() => {}} productName="Desk Lamp" />
);

describe('given a focused toggle that is busy for a moment (decision 029)', () => {
  it('is disabled while busy and gets focus back when enabled again', async () => {
    const screen = await render(toggle(false));
    const button = screen.getByRole('button', { name: 'Bookmark Desk Lamp' });
    button.element().focus();
    await screen.rerender(toggle(true));
    await expect.element(button).toBeDisabled();
    await afterRendering();
    expect(document.activeElement).toBe(document.body);
    await screen.rerender(toggle(false));
    expect(document.activeElement).toBe(button.element());
  });

  it('leaves focus alone when the user moved on meanwhile', async () => {
    const screen = await render(
      <>
        {toggle(false)}
        <input aria-label="Elsewhere" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Bookmark Desk Lamp' });
    button.element().focus();
    await screen.rerender(
      <>
        {toggle(true)}
        <input aria-label="Elsewhere" />
      </>,
    );
    await afterRendering();
    screen.getByRole('textbox', { name: 'Elsewhere' }).element().focus();
    await screen.rerender(
      <>
        {toggle(false)}
        <input aria-label="Elsewhere" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }).element());
  });
});
