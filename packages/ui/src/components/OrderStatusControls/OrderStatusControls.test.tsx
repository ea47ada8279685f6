import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { OrderStatusControls, type OrderStatusUpdate } from './OrderStatusControls.tsx';

/** Waits (polling, no fixed sleep) until `element` holds the focus. */
const focusOn = (element: Element) => expect.poll(() => document.activeElement).toBe(element);

/** A stand-in server: each move it is sent waits until the test answers it (no timer). */
function fakeServer() {
  const waiting: Array<() => void> = [];
  return {
    save: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Waits until a move has been sent, then answers it. */
    answer: async () => {
      await expect.poll(() => waiting.length).toBe(1);
      waiting.shift()!();
    },
  };
}

/** The controls as the app uses them: the status changes once the server has saved the move. */
function Harness({
  initial,
  server,
  onUpdate,
}: {
  initial: string;
  server: ReturnType<typeof fakeServer>;
  onUpdate: (u: OrderStatusUpdate) => void;
}) {
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
          await server.save();
          setStatus(update.status);
        }}
      />
    </>
  );
}

const dialogButton = (name: string) => page.getByRole('alertdialog').getByRole('button', { name });

describe('given an order moved by its seller or staff (decision 048)', () => {
  it('asks before marking an order delivered', async () => {
    const server = fakeServer();
    const onUpdate = vi.fn();
    const screen = await render(<Harness initial="shipped" server={server} onUpdate={onUpdate} />);
    await screen.getByRole('button', { name: 'Mark delivered: order #12' }).click();
    await expect.element(page.getByRole('alertdialog', { name: 'Mark order #12 delivered?' })).toBeVisible();
    expect(onUpdate).not.toHaveBeenCalled();
    await dialogButton('Not yet').click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await focusOn(screen.getByRole('button', { name: 'Mark delivered: order #12' }).element());
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('moves focus to the new status after Mark delivered', async () => {
    const server = fakeServer();
    const onUpdate = vi.fn();
    const screen = await render(<Harness initial="shipped" server={server} onUpdate={onUpdate} />);
    await screen.getByRole('button', { name: 'Mark delivered: order #12' }).click();
    await dialogButton('Mark delivered').click();
    await server.answer();
    const note = screen.getByRole('status');
    await expect.element(note).toHaveTextContent('Order #12 is now delivered.');
    await focusOn(note.element());
    expect(onUpdate).toHaveBeenCalledWith({ status: 'delivered' });
  });

  it('moves focus to the new status after Cancel order', async () => {
    const server = fakeServer();
    const screen = await render(<Harness initial="processing" server={server} onUpdate={() => {}} />);
    await screen.getByRole('button', { name: 'Cancel order #12' }).click();
    await dialogButton('Cancel order').click();
    await server.answer();
    const note = screen.getByRole('status');
    await expect.element(note).toHaveTextContent('Order #12 is now cancelled.');
    await focusOn(note.element());
  });

  it('moves focus to Mark delivered, the button that replaced Mark shipped', async () => {
    const server = fakeServer();
    const screen = await render(<Harness initial="processing" server={server} onUpdate={() => {}} />);
    await screen.getByRole('button', { name: 'Mark shipped: order #12' }).click();
    await screen.getByLabelText('Carrier').fill('Royal Mail');
    await screen.getByLabelText('Tracking number').fill('RM123456785GB');
    await screen.getByRole('button', { name: 'Confirm shipped' }).click();
    await server.answer();
    const next = screen.getByRole('button', { name: 'Mark delivered: order #12' });
    await expect.element(next).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Order #12 is now shipped.');
    await focusOn(next.element());
  });
});
