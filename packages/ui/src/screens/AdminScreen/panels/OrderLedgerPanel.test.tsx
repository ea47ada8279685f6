import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ADMIN_MONEY_MESSAGES as M, orderLedgerHeading, orderNotFoundText } from '@shop/contract';
import { OrderLedgerPanel, type OrderLedgerView } from './OrderLedgerPanel.tsx';

/** The panel with a stand-in server: order 7 has one journal, any other number is unknown. */
function Lookup() {
  const [view, setView] = useState<OrderLedgerView>({ orderId: null });
  return (
    <OrderLedgerPanel
      view={view}
      onShowOrder={(orderId) =>
        setView(
          orderId === 7
            ? {
                orderId,
                ledger: {
                  order_id: 7,
                  journals: [
                    {
                      id: 1,
                      kind: 'order_paid',
                      created_at: '2026-11-02T10:30:00.000Z',
                      entries: [
                        { account: 'external:buyers', amount_pence: -1000 },
                        { account: 'shop:fees', amount_pence: 100 },
                        { account: 'seller:2:pending', amount_pence: 900 },
                      ],
                    },
                  ],
                },
              }
            : { orderId, notFound: true },
        )
      }
    />
  );
}

describe('given staff looking up an order’s ledger', () => {
  it('announces what the lookup found while focus stays on the button', async () => {
    const screen = await render(<Lookup />);
    const field = screen.getByLabelText(M.orderNumberLabel);
    const button = screen.getByRole('button', { name: M.showLedger });
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
    await field.fill('42');
    await button.click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(orderNotFoundText(42));
    await expect.element(button).toHaveFocus();
    await field.fill('7');
    await button.click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(orderLedgerHeading(7));
    await expect.element(screen.getByRole('heading', { name: orderLedgerHeading(7) })).toBeVisible();
  });
});
