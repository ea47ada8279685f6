import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { sampleProducts } from '@shop/sample-catalogue';
import type { Order } from '@shop/contract';
import { orderOf } from '../../testing/fixtures.ts';
import { CONFIRM_RECEIPT_LABEL, OrderReceipt, confirmReceiptTitle } from './OrderReceipt.tsx';

const shipped = orderOf(31, [{ product: sampleProducts[0]!, quantity: 1 }], { status: 'shipped' });

/** The panel over an order the confirmation releases, as the route's reload does. */
function Releasing() {
  const [order, setOrder] = useState<Order>(shipped);
  return (
    <OrderReceipt
      order={order}
      onConfirmReceipt={async () => {
        const at = '2026-03-12T08:30:00.000Z';
        setOrder({ ...order, status: 'delivered', released_at: at, receipt_confirmed_at: at });
      }}
    />
  );
}

describe('given a buyer who confirms receipt (decision 060)', () => {
  it('moves focus to the order once the button is gone, never to the page', async () => {
    const screen = await render(<Releasing />);
    await userEvent.click(screen.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    const dialog = screen.getByRole('alertdialog', { name: confirmReceiptTitle(shipped.id) });
    await userEvent.click(dialog.getByRole('button', { name: CONFIRM_RECEIPT_LABEL }));
    await expect.element(screen.getByRole('button', { name: CONFIRM_RECEIPT_LABEL })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('group', { name: `Receipt of order #${shipped.id}` }))
      .toHaveFocus();
    await expect.element(screen.getByText(/You confirmed receipt on 12\/03\/2026/)).toBeVisible();
  });
});
