import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { OrderStatusControls, type OrderStatusUpdate } from './OrderStatusControls.tsx';

/** Lets the browser run its focus fixup (a rendering step) before we look at focus. */
const afterRendering = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );

/** The controls as the app uses them: the status changes once the move is saved. */
function Harness({ initial, onUpdate }: { initial: string; onUpdate: (u: OrderStatusUpdate) => void }) {
  const [status, setStatus] = useState(initial);
  return (
    <>
      <p>Order #12: {status}</p>
      <OrderStatusControls
        orderId={12}
        status={status}
        refundText="£42.50"
        onUpdate={async (update) => {
          onUpdate(update);
          await new Promise((resolve) => setTimeout(resolve, 50));
          setStatus(update.status);
        }}
      />
    </>
  );
}

const dialogButton = (name: string) => page.getByRole('alertdialog').getByRole('button', { name });

describe('given an order moved by its seller or staff (decision 048)', () => {
  it('asks before marking an order delivered', async () => {
    const onUpdate = vi.fn();
    const screen = await render(<Harness initial="shipped" onUpdate={onUpdate} />);
    await screen.getByRole('button', { name: 'Mark delivered: order #12' }).click();
    await expect.element(page.getByRole('alertdialog', { name: 'Mark order #12 delivered?' })).toBeVisible();
    expect(onUpdate).not.toHaveBeenCalled();
    await dialogButton('Not yet').click();
    await afterRendering();
    expect(onUpdate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Mark delivered: order #12' }).element(),
    );
  });

  it('moves focus to the new status after Mark delivered', async () => {
    const onUpdate = vi.fn();
    const screen = await render(<Harness initial="shipped" onUpdate={onUpdate} />);
    await screen.getByRole('button', { name: 'Mark delivered: order #12' }).click();
    await dialogButton('Mark delivered').click();
    const note = screen.getByRole('status');
    await expect.element(note).toHaveTextContent('Order #12 is now delivered.');
    await afterRendering();
    expect(onUpdate).toHaveBeenCalledWith({ status: 'delivered' });
    expect(document.activeElement).toBe(note.element());
  });

  it('moves focus to the new status after Cancel order', async () => {
    const screen = await render(<Harness initial="processing" onUpdate={() => {}} />);
    await screen.getByRole('button', { name: 'Cancel order #12' }).click();
    await dialogButton('Cancel order').click();
    const note = screen.getByRole('status');
    await expect.element(note).toHaveTextContent('Order #12 is now cancelled.');
    await afterRendering();
    expect(document.activeElement).toBe(note.element());
  });

  it('moves focus to Mark delivered, the button that replaced Mark shipped', async () => {
    const screen = await render(<Harness initial="processing" onUpdate={() => {}} />);
    await screen.getByRole('button', { name: 'Mark shipped: order #12' }).click();
    await screen.getByLabelText('Carrier').fill('Royal Mail');
    await screen.getByLabelText('Tracking number').fill('RM123456785GB');
    await screen.getByRole('button', { name: 'Confirm shipped' }).click();
    const next = screen.getByRole('button', { name: 'Mark delivered: order #12' });
    await expect.element(next).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order #12 is now shipped.');
    await afterRendering();
    expect(document.activeElement).toBe(next.element());
  });
});
