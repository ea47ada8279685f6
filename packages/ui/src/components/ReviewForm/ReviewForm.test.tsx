import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '@shop/contract';
import type { ReactNode } from 'react';
import { AnnouncerProvider } from '../../shell/Announcer/Announcer.tsx';
import { ReviewForm, RATING_OPTIONS, reviewAnnouncement } from './ReviewForm.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

const handlers = () => ({ onSubmit: vi.fn(), onUpdate: vi.fn(), onDelete: vi.fn() });

describe('given a signed-in user with no review', () => {
  it("says 'Please enter a comment' for whitespace text and sends nothing", async () => {
    const h = handlers();
    const screen = await render(<ReviewForm signedIn {...h} />);
    await userEvent.fill(screen.getByLabelText('Comment', { exact: true }).element(), '    ');
    await userEvent.selectOptions(screen.getByLabelText('Rating').element(), '3');
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect.element(screen.getByText(MESSAGES.reviews.enterReview)).toBeVisible();
    expect(screen.getByText(MESSAGES.reviews.selectRating).query()).toBeNull();
    expect(h.onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Please select a rating' when no rating is chosen and sends nothing", async () => {
    const h = handlers();
    const screen = await render(<ReviewForm signedIn {...h} />);
    await userEvent.fill(screen.getByLabelText('Comment', { exact: true }).element(), 'Nice.');
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect.element(screen.getByText(MESSAGES.reviews.selectRating)).toBeVisible();
    expect(h.onSubmit).not.toHaveBeenCalled();
  });

  it('offers ratings labelled 1 Star to 5 Stars', () => {
    expect(RATING_OPTIONS.map((o) => o.label)).toEqual([
      '1 Star',
      '2 Stars',
      '3 Stars',
      '4 Stars',
      '5 Stars',
    ]);
  });

  it('fills the form with the new review, ready to edit, once the parent passes it', async () => {
    const h = handlers();
    const screen = await render(<ReviewForm signedIn {...h} />);
    await userEvent.fill(screen.getByLabelText('Comment', { exact: true }).element(), 'Nice.');
    await userEvent.selectOptions(screen.getByLabelText('Rating').element(), '4');
    await screen.getByRole('button', { name: 'Submit' }).click();
    expect(h.onSubmit).toHaveBeenCalledWith({ text: 'Nice.', rating: 4 });
    await screen.rerender(
      <ReviewForm signedIn {...h} existingReview={{ id: 9, text: 'Nice.', rating: 4 }} />,
    );
    await expect.element(screen.getByLabelText('Comment', { exact: true })).toHaveValue('Nice.');
    await expect.element(screen.getByLabelText('Rating')).toHaveValue('4');
    await expect.element(screen.getByRole('button', { name: 'Update' })).toBeVisible();
  });
});

describe('given a signed-in user who already reviewed the product', () => {
  it('shows their review in the form, sends the edit, and empties the form once it is deleted', async () => {
    const h = handlers();
    const existing = { id: 9, text: 'Nice.', rating: 4 };
    const screen = await render(<ReviewForm signedIn {...h} existingReview={existing} />);
    const text = screen.getByLabelText('Comment', { exact: true });
    await expect.element(text).toHaveValue('Nice.');
    await expect.element(screen.getByLabelText('Rating')).toHaveValue('4');
    await userEvent.fill(text.element(), 'Nicer than I thought.');
    await userEvent.selectOptions(screen.getByLabelText('Rating').element(), '5');
    await screen.getByRole('button', { name: 'Update' }).click();
    expect(h.onUpdate).toHaveBeenCalledWith(9, { text: 'Nicer than I thought.', rating: 5 });
    // The parent passes the saved review: the form shows it as saved.
    await screen.rerender(
      <ReviewForm signedIn {...h} existingReview={{ id: 9, text: 'Nicer than I thought.', rating: 5 }} />,
    );
    await expect.element(text).toHaveValue('Nicer than I thought.');
    await screen.rerender(<ReviewForm signedIn {...h} existingReview={null} />);
    await expect.element(screen.getByLabelText('Comment', { exact: true })).toHaveValue('');
    await expect.element(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  it('keeps what the user typed when the parent re-renders with the same review (a failed update)', async () => {
    const h = handlers();
    const screen = await render(
      <ReviewForm signedIn {...h} existingReview={{ id: 9, text: 'Nice.', rating: 4 }} />,
    );
    const text = screen.getByLabelText('Comment', { exact: true });
    await userEvent.fill(text.element(), 'Changed my mind.');
    await screen.rerender(
      <ReviewForm
        signedIn
        {...h}
        existingReview={{ id: 9, text: 'Nice.', rating: 4 }}
        error="Failed to update comment"
      />,
    );
    await expect.element(text).toHaveValue('Changed my mind.');
  });
});

describe('given a delete that failed without a message', () => {
  it('shows the delete fallback under the form', async () => {
    const h = handlers();
    const existing = { id: 9, text: 'Nice.', rating: 4 };
    const screen = await render(<ReviewForm signedIn {...h} existingReview={existing} />);
    await screen.getByRole('button', { name: 'Delete' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(h.onDelete).toHaveBeenCalledWith(9);
    await screen.rerender(<ReviewForm signedIn {...h} existingReview={existing} error={{}} />);
    await expect.element(screen.getByText(MESSAGES.reviews.deleteFallback)).toBeVisible();
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The form inside the shop's live region, as the Layout renders it. */
const announced = (node: ReactNode) => <AnnouncerProvider>{node}</AnnouncerProvider>;
const liveRegion = () => document.querySelector('[data-announcer]');

describe('given a review change the parent confirms', () => {
  it('announces an added, an updated and a deleted review in the live region', async () => {
    const h = handlers();
    const screen = await render(announced(<ReviewForm signedIn {...h} />));
    await userEvent.fill(screen.getByLabelText('Comment', { exact: true }).element(), 'Nice.');
    await userEvent.selectOptions(screen.getByLabelText('Rating').element(), '4');
    await screen.getByRole('button', { name: 'Submit' }).click();
    expect(liveRegion()).toHaveTextContent('');
    await screen.rerender(
      announced(<ReviewForm signedIn {...h} existingReview={{ id: 9, text: 'Nice.', rating: 4 }} />),
    );
    await expect.poll(() => liveRegion()?.textContent).toBe(reviewAnnouncement('added'));

    await userEvent.selectOptions(screen.getByLabelText('Rating').element(), '5');
    await screen.getByRole('button', { name: 'Update' }).click();
    await screen.rerender(
      announced(<ReviewForm signedIn {...h} existingReview={{ id: 9, text: 'Nice.', rating: 5 }} />),
    );
    await expect.poll(() => liveRegion()?.textContent).toBe(reviewAnnouncement('updated'));

    await screen.getByRole('button', { name: 'Delete' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await screen.rerender(announced(<ReviewForm signedIn {...h} existingReview={null} />));
    await expect.poll(() => liveRegion()?.textContent).toBe(reviewAnnouncement('deleted'));
  });

  it('announces nothing when the review arrives without the user asking (another product loaded)', async () => {
    // The announcer speaks on a timer: a fake clock, run out below, shows it was never started.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const h = handlers();
    const screen = await render(announced(<ReviewForm signedIn {...h} />));
    await screen.rerender(
      announced(<ReviewForm signedIn {...h} existingReview={{ id: 3, text: 'Old.', rating: 2 }} />),
    );
    vi.runAllTimers();
    await afterRendering();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('announces nothing when the call failed', async () => {
    const h = handlers();
    const existing = { id: 9, text: 'Nice.', rating: 4 };
    // The announcer speaks on a timer: a fake clock, run out below, shows it was never started.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(announced(<ReviewForm signedIn {...h} existingReview={existing} />));
    await screen.getByRole('button', { name: 'Update' }).click();
    await screen.rerender(
      announced(<ReviewForm signedIn {...h} existingReview={existing} error="Failed to update comment" />),
    );
    await screen.rerender(
      announced(<ReviewForm signedIn {...h} existingReview={{ ...existing, text: 'Other.' }} />),
    );
    vi.runAllTimers();
    await afterRendering();
    expect(liveRegion()).toHaveTextContent('');
  });
});

describe("given focus on the form's buttons", () => {
  it('keeps focus on Submit while busy and as it turns into Update', async () => {
    const h = handlers();
    const screen = await render(<ReviewForm signedIn {...h} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.element().focus();
    await screen.rerender(<ReviewForm signedIn {...h} busy />);
    await afterRendering();
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(submit.element());
    await screen.rerender(
      <ReviewForm signedIn {...h} existingReview={{ id: 9, text: 'Nice.', rating: 4 }} />,
    );
    await afterRendering();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Update' }).element());
  });

  it("moves focus to the review field when the deleted review's Delete button goes", async () => {
    const h = handlers();
    const existing = { id: 9, text: 'Nice.', rating: 4 };
    const screen = await render(<ReviewForm signedIn {...h} existingReview={existing} />);
    await screen.getByRole('button', { name: 'Delete' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await screen.rerender(<ReviewForm signedIn {...h} existingReview={existing} busy />);
    await expect.poll(() => document.activeElement?.textContent).toBe('Delete');
    await screen.rerender(<ReviewForm signedIn {...h} existingReview={null} />);
    await afterRendering();
    expect(document.activeElement).toBe(screen.getByLabelText('Comment', { exact: true }).element());
  });

  it('leaves focus alone on first load', async () => {
    const before = document.activeElement;
    await render(<ReviewForm signedIn {...handlers()} />);
    await afterRendering();
    expect(document.activeElement).toBe(before);
  });
});

describe("given a product page rendered on the server for a review's author", () => {
  it('arrives with the review and its rating in the fields, before any script runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AnnouncerProvider>
        <ReviewForm
          signedIn
          existingReview={{ id: 7, text: 'Sturdy and warm.', rating: 4 }}
          {...handlers()}
        />
      </AnnouncerProvider>,
    );
    expect(container.querySelector('textarea')?.value).toBe('Sturdy and warm.');
    expect(container.querySelector('select')?.value).toBe('4');
  });
});
