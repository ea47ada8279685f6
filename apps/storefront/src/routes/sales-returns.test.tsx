/**
 * The seller's and staff's returns and refunds through the app's real routes (decision 067), on
 * the MSW handlers and the sample data (app/testing/renderRoute.tsx): /my-sales reads the return
 * requests on the seller's sales and offers Refund on a paid sale, refusing an incomplete refund
 * before any request; /admin reads the disputes queue for staff only, switches to the decided ones,
 * and offers Refund on the orders.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, sampleOrders, sellerUser } from '@shop/mocks';
import { RETURN_MESSAGES, orderRefundLeftPence } from '@shop/contract';
import { renderRoute } from '../app/testing/renderRoute.tsx';

const M = RETURN_MESSAGES.seller;
const S = RETURN_MESSAGES.staff;

/** A sample sale of the seller that may still be refunded (paid, not cancelled). */
const refundable = sampleOrders.find(
  (o) => o.seller?.id === sellerUser.id && orderRefundLeftPence({ ...o, refunded_amount: 0 }) > 0,
);

describe('given /my-sales', () => {
  it('reads the first page of the return requests on the seller’s sales and shows the Returns section', async () => {
    const r = await renderRoute('/my-sales', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByRole('heading', { level: 2, name: M.returnsTitle })).toBeVisible();
    await expect.poll(() => r.requested).toContain('/returns/?role=seller&page=1');
  });

  it('offers Refund on a paid sale; an incomplete refund is refused in place, nothing is sent, and focus comes back', async () => {
    expect(refundable).toBeDefined();
    const id = refundable!.id;
    const r = await renderRoute('/my-sales', { as: SELLER_ACCOUNT });
    const refund = r.screen.getByRole('button', { name: M.refundLabel(id) });
    await expect.element(refund).toBeVisible();
    await refund.click();
    const dialog = r.screen.getByRole('dialog', { name: M.refundLabel(id) });
    await expect.element(dialog.getByRole('textbox', { name: M.amountLabel })).toHaveFocus();
    await dialog.getByRole('button', { name: M.refundConfirm }).click();
    await expect.element(dialog.getByText(RETURN_MESSAGES.errors.amountRequired)).toBeVisible();
    await expect.element(dialog.getByText(M.reasonRequired)).toBeVisible();
    expect(r.requested.filter((path) => path.includes('/refunds/'))).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(refund).toHaveFocus();
  });

  it('sends a refund to the order’s refunds', async () => {
    const id = refundable!.id;
    const r = await renderRoute('/my-sales', { as: SELLER_ACCOUNT });
    await r.screen.getByRole('button', { name: M.refundLabel(id) }).click();
    const dialog = r.screen.getByRole('dialog', { name: M.refundLabel(id) });
    await dialog.getByRole('textbox', { name: M.amountLabel }).fill('0.01');
    await dialog.getByRole('textbox', { name: M.reasonLabel }).fill('Goodwill');
    await dialog.getByRole('button', { name: M.refundConfirm }).click();
    await expect.poll(() => r.requested).toContain(`/orders/${id}/refunds/`);
  });
});

describe('given /admin', () => {
  it('shows staff the Disputes tab, reading the open queue, then the decided ones on the toggle', async () => {
    const r = await renderRoute('/admin', { as: ADMIN_ACCOUNT });
    await expect.poll(() => r.requested).toContain('/admin/disputes/?state=open&page=1');
    await r.screen.getByRole('tab', { name: S.disputesTab }).click();
    await expect.element(r.screen.getByRole('heading', { level: 2, name: S.disputesTitle })).toBeVisible();
    await r.screen.getByRole('checkbox', { name: S.showDecided }).click();
    await expect.poll(() => r.requested).toContain('/admin/disputes/?state=decided&page=1');
    await expect.element(r.screen.getByRole('checkbox', { name: S.showDecided })).toBeChecked();
  });

  it('offers staff Refund on the orders', async () => {
    const r = await renderRoute('/admin', { as: ADMIN_ACCOUNT });
    await expect.element(r.screen.getByRole('columnheader', { name: S.refundColumn })).toBeVisible();
    await expect.element(r.screen.getByRole('button', { name: /^Refund order #\d+$/ }).first()).toBeVisible();
  });

  it('reads no disputes for a signed-in user who is not staff', async () => {
    const r = await renderRoute('/admin', { as: SELLER_ACCOUNT });
    await expect.element(r.screen.getByText('Only staff can use the back office.')).toBeVisible();
    expect(r.requested.filter((path) => path.startsWith('/admin/disputes/'))).toEqual([]);
  });
});
