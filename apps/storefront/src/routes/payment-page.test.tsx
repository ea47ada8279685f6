/**
 * The payment page with the simulated card form (decision 043): the amount on 'Pay' is what is
 * charged. A cart changed in another tab makes the server refuse the session it was opened with
 * (409 MESSAGES.server.checkoutChanged); the page then opens one for the cart on screen.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '@shop/api-client';
import { SELLER_ACCOUNT } from '@shop/mocks';
import { formatPrice } from '@shop/ui/format.ts';
import { renderRoute, type RenderedRoute } from '../app/testing/renderRoute.tsx';

async function fillForm(r: RenderedRoute): Promise<void> {
  await userEvent.fill(r.screen.getByLabelText('Full name'), 'Sam Seller');
  await userEvent.fill(r.screen.getByLabelText('Address line 1'), '12 Example Street');
  await userEvent.fill(r.screen.getByLabelText('Town or city'), 'London');
  await userEvent.fill(r.screen.getByLabelText('Postcode'), 'N1 9GU');
  await userEvent.fill(r.screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.fill(r.screen.getByLabelText('Expiry (MM/YY)'), '12/49');
  await userEvent.fill(r.screen.getByLabelText('CVC'), '123');
  await userEvent.fill(r.screen.getByLabelText('Name on card'), 'Sam Seller');
}

describe('given a line removed in another tab while the card form is open', () => {
  it('refuses the old session with checkoutChanged, charges nothing, and the next Pay charges the amount shown', async () => {
    const r = await renderRoute('/payment-page', {
      as: SELLER_ACCOUNT,
      swrConfig: { focusThrottleInterval: 0 },
      setup: async (client) => {
        await client.request('addToCart', { body: { product_id: 1, quantity: 1 } });
        await client.request('addToCart', { body: { product_id: 2, quantity: 1 } });
      },
    });
    const both = (await r.client.request('calculatePayment')).payment.total_amount;
    await expect.element(r.screen.getByRole('button', { name: `Pay ${formatPrice(both)}` })).toBeEnabled();
    const ordersBefore = (await r.client.request('getOrders')).orders.length;

    const line = (await r.client.request('getCart')).cart.items.find((i) => i.product.id === 2);
    const left = (await r.client.request('removeCartItem', { params: { itemId: line?.id ?? 0 } })).cart
      .total_price;
    expect(left).toBeLessThan(both);
    // Back in this tab: SWR reads the cart and the payment details again.
    window.dispatchEvent(new Event('focus'));
    const pay = r.screen.getByRole('button', { name: `Pay ${formatPrice(left)}` });
    await expect.element(pay).toBeEnabled();

    await fillForm(r);
    await pay.click();
    await expect.element(r.screen.getByText(MESSAGES.server.checkoutChanged)).toBeVisible();
    expect((await r.client.request('getOrders')).orders).toHaveLength(ordersBefore);

    await expect.element(pay).toBeEnabled();
    await pay.click();
    await expect.poll(r.url).toMatch(/^\/return\?session_id=/);
    const sessionId = new URLSearchParams(r.url().split('?')[1]).get('session_id');
    const orders = (await r.client.request('getOrders')).orders;
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders.find((o) => o.checkout_session_id === sessionId)?.total_amount).toBe(left);
  });
});
