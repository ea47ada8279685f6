/**
 * The author of a review staff hid on reports (decisions 072, 076), on the real product route with
 * the mocks: their review is off the page, and instead of the review form (whose Submit the API
 * would refuse with reviewExists) they are told it was hidden; without a hidden review, the form.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, db } from '@shop/mocks';
import { renderRoute } from '../app/testing/renderRoute.tsx';

const PRODUCT = 7;

describe('given a review of mine that staff hid', () => {
  it('tells me it was hidden in place of the form; the review itself is off the page', async () => {
    const r = await renderRoute(`/single-product/${PRODUCT}`, {
      as: SELLER_ACCOUNT,
      setup: async (client) => {
        const { comment } = await client.request('addReview', {
          params: { id: PRODUCT },
          body: { text: 'Rude words here', rating: 1 },
        });
        const row = db.reviews.find((c) => c.review.id === comment.id);
        if (!row) throw new Error('the review was not written');
        row.hiddenAt = new Date().toISOString();
      },
    });
    await expect.element(r.screen.getByText(REPORT_MESSAGES.reviewHidden)).toBeVisible();
    await expect.element(r.screen.getByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await expect.element(r.screen.getByText('Rude words here')).not.toBeInTheDocument();
  });

  it('gives me the form while no review of mine is hidden', async () => {
    const r = await renderRoute(`/single-product/${PRODUCT}`, { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect.element(r.screen.getByText(REPORT_MESSAGES.reviewHidden)).not.toBeInTheDocument();
  });
});
