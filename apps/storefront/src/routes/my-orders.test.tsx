/**
 * My orders' Confirm receipt (decision 060) over the mocks: a shipped order offers it, asks first,
 * then shows the order complete and a thank-you toast; the demo user is refused with the spec's text.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DEMO_ACCOUNT, MESSAGES } from '@shop/api-client';
import { SELLER_ACCOUNT, sampleOrderOwners, sampleOrders, sellerUser } from '@shop/mocks';
import { CONFIRM_RECEIPT_LABEL, confirmReceiptTitle } from '@shop/ui/components/OrderReceipt/index.ts';
import { RECEIPT_CONFIRMED_TOAST } from '@shop/ui/screens/MyOrdersScreen/index.ts';
import { renderRoute } from '../app/testing/renderRoute.tsx';

/** A sample order of `email` in `status` (throws when the sample data has none: the test is wrong). */
function sampleOrder(email: string, status: string) {
  const found = sampleOrders.find((o) => sampleOrderOwners[o.id] === email && o.status === status);
  if (!found) throw new Error(`no ${status} sample order of ${email}`);
  return found;
}

describe('given a buyer with a shipped order on /my-orders', () => {
  it('confirms receipt after the confirm step: the order is complete and a toast says thank you', async () => {
    const order = sampleOrder(sellerUser.email, 'shipped');
    const r = await renderRoute('/my-orders', { as: SELLER_ACCOUNT });
    const trigger = r.screen.getByRole('button', { name: new RegExp(`Order #${order.id}`) });
    await expect.element(trigger).toBeVisible();
    if (trigger.element().getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
    const panel = r.screen.getByRole('group', { name: `Receipt of order #${order.id}` });
    await userEvent.click(panel.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    const dialog = r.screen.getByRole('alertdialog', { name: confirmReceiptTitle(order.id) });
    await userEvent.click(dialog.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    await expect.element(r.screen.getByText(RECEIPT_CONFIRMED_TOAST)).toBeVisible();
    await expect.element(r.screen.getByText(/^You confirmed receipt on /)).toBeVisible();
    await expect.element(panel.getByRole('button', { name: CONFIRM_RECEIPT_LABEL })).not.toBeInTheDocument();
    await expect.element(panel).toHaveFocus();
    const saved = (await r.client.request('getOrder', { params: { id: order.id } })).order;
    expect(saved).toMatchObject({ status: 'delivered' });
    expect(saved.receipt_confirmed_at).not.toBeNull();
  });
});

describe('given the demo user', () => {
  it('is refused Confirm receipt with the spec text, and the order stays as it was', async () => {
    const order = sampleOrder(DEMO_ACCOUNT.email, 'delivered');
    const r = await renderRoute('/my-orders', { as: DEMO_ACCOUNT });
    const trigger = r.screen.getByRole('button', { name: new RegExp(`Order #${order.id}`) });
    await expect.element(trigger).toBeVisible();
    if (trigger.element().getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
    const panel = r.screen.getByRole('group', { name: `Receipt of order #${order.id}` });
    await userEvent.click(panel.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    const dialog = r.screen.getByRole('alertdialog', { name: confirmReceiptTitle(order.id) });
    await userEvent.click(dialog.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    await expect.element(panel.getByRole('alert')).toHaveTextContent(MESSAGES.testUser.default);
    expect((await r.client.request('getOrder', { params: { id: order.id } })).order.released_at).toBeNull();
  });
});
