/**
 * The thank-you page after paying (decision 047): it names the order numbers of the payment and
 * sums each order up (lines, total, delivery address), from the orders of that checkout session.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/mocks';
import { formatPrice } from '@shop/ui/format.ts';
import { renderRoute } from '../app/testing/renderRoute.tsx';

describe('given a payment that went through', () => {
  it('shows the order number, its lines, the total paid and the delivery address', async () => {
    let sessionId = '';
    const r = await renderRoute('/', {
      as: SELLER_ACCOUNT,
      setup: async (client) => {
        await client.request('addToCart', { body: { product_id: 4, quantity: 2 } });
        const session = await client.request('createCheckoutSession');
        await client.request('confirmSimulatedPayment', {
          body: {
            clientSecret: session.clientSecret,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/40',
            cvc: '123',
            name: 'Sam Seller',
            shipping: {
              name: 'Nia Jones',
              line1: '1 Harbour Road',
              line2: '',
              city: 'Bristol',
              postcode: 'BS1 4DJ',
            },
          },
        });
        sessionId = session.sessionId;
      },
    });
    const orders: Order[] = (await r.client.request('getOrders')).orders.filter(
      (o) => o.checkout_session_id === sessionId,
    );
    const order = orders[0];
    if (!order) throw new Error('the payment made no order');
    await r.router.navigate(`/return?session_id=${encodeURIComponent(sessionId)}`);

    const summary = r.screen.getByRole('region', { name: `Order number: #${order.id}` });
    await expect.element(summary).toBeVisible();
    const item = order.items[0];
    await expect.element(summary).toHaveTextContent(item?.product_name ?? '');
    await expect.element(summary).toHaveTextContent(`2 × ${formatPrice(item?.product_price ?? 0)}`);
    await expect.element(summary).toHaveTextContent(`Total paid ${formatPrice(order.total_amount)}`);
    await expect.element(summary).toHaveTextContent('1 Harbour Road');
    await expect.element(summary).toHaveTextContent('BS1 4DJ');
  });
});
