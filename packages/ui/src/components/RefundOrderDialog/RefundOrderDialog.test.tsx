/**
 * The Refund dialog (decision 067), the one My sales and the back office share: what it sends,
 * what it refuses before sending, that it cannot be closed while sending, and that a refusal does
 * not carry over to another order.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { RETURN_MESSAGES, type RefundRequest } from '@shop/contract';
import { RefundOrderDialog, type RefundDialogOrder } from './RefundOrderDialog.tsx';

const M = RETURN_MESSAGES.seller;
const order12: RefundDialogOrder = { id: 12, status: 'shipped', total_amount: 42.5, refunded_amount: 2.5 };
const order13: RefundDialogOrder = { id: 13, status: 'delivered', total_amount: 10, refunded_amount: 0 };

/** A stand-in server: each refund waits until the test answers or refuses it (no timer). */
function fakeServer() {
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  return {
    send: () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })),
    answer: async () => {
      await expect.poll(() => waiting.length).toBe(1);
      waiting.shift()!.resolve();
    },
    refuse: async (message: string) => {
      await expect.poll(() => waiting.length).toBe(1);
      waiting.shift()!.reject(new Error(message));
    },
  };
}

/** The dialog as a screen uses it: a button per order opens it. */
function Harness({
  server,
  onRequest,
  onRefunded,
}: {
  server: ReturnType<typeof fakeServer>;
  onRequest: (orderId: number, refund: RefundRequest) => void;
  onRefunded: (orderId: number, pence: number) => void;
}) {
  const [order, setOrder] = useState<RefundDialogOrder | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOrder(order12)}>
        open 12
      </button>
      <button type="button" onClick={() => setOrder(order13)}>
        open 13
      </button>
      <RefundOrderDialog
        order={order}
        onRefund={async (orderId, refund) => {
          onRequest(orderId, refund);
          await server.send();
        }}
        onRefunded={onRefunded}
        onClose={() => setOrder(null)}
      />
    </>
  );
}

/** The idempotency key the dialog sends (RefundRequest.idempotency_key): 32 hex digits. */
const KEY = /^[0-9a-f]{32}$/;

const dialog = (id: number) => page.getByRole('dialog', { name: M.refundLabel(id) });

describe('given the Refund dialog', () => {
  it('sends the amount in pounds and the trimmed reason, then reports the pence and closes', async () => {
    const server = fakeServer();
    const onRequest = vi.fn();
    const onRefunded = vi.fn();
    render(<Harness server={server} onRequest={onRequest} onRefunded={onRefunded} />);
    await page.getByRole('button', { name: 'open 12' }).click();
    await expect.element(dialog(12).getByText(M.refundDescription('£40.00'))).toBeVisible();
    await dialog(12).getByRole('textbox', { name: M.amountLabel }).fill('£12.3');
    await dialog(12).getByRole('textbox', { name: M.reasonLabel }).fill('  Dented box ');
    await dialog(12).getByRole('button', { name: M.refundConfirm }).click();
    await expect
      .poll(() => onRequest.mock.calls)
      .toEqual([[12, { amount: 12.3, reason: 'Dented box', idempotency_key: expect.stringMatching(KEY) }]]);
    await server.answer();
    await expect.element(dialog(12)).not.toBeInTheDocument();
    expect(onRefunded).toHaveBeenCalledWith(12, 1230);
  });

  it('cannot be closed while the refund is sent, and shows the server’s refusal', async () => {
    const server = fakeServer();
    render(<Harness server={server} onRequest={vi.fn()} onRefunded={vi.fn()} />);
    await page.getByRole('button', { name: 'open 12' }).click();
    await dialog(12).getByRole('textbox', { name: M.amountLabel }).fill('40');
    await dialog(12).getByRole('textbox', { name: M.reasonLabel }).fill('Late');
    await dialog(12).getByRole('button', { name: M.refundConfirm }).click();
    await expect
      .element(dialog(12).getByRole('button', { name: M.refunding }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    // Cancel is aria-disabled: pressed anyway, it does nothing.
    await dialog(12).getByRole('button', { name: M.cancel }).click({ force: true });
    await expect.element(dialog(12)).toBeVisible();
    await server.refuse(RETURN_MESSAGES.errors.notRefundable);
    await expect
      .element(dialog(12).getByRole('alert'))
      .toHaveTextContent(RETURN_MESSAGES.errors.notRefundable);
    await expect.element(dialog(12).getByRole('textbox', { name: M.amountLabel })).toHaveValue('40');
  });

  it('sends a retry under the same key, and the next order’s refund under a new one', async () => {
    const server = fakeServer();
    const onRequest = vi.fn();
    render(<Harness server={server} onRequest={onRequest} onRefunded={vi.fn()} />);
    await page.getByRole('button', { name: 'open 12' }).click();
    await dialog(12).getByRole('textbox', { name: M.amountLabel }).fill('1');
    await dialog(12).getByRole('textbox', { name: M.reasonLabel }).fill('Late');
    await dialog(12).getByRole('button', { name: M.refundConfirm }).click();
    await server.refuse('Try again.');
    await dialog(12).getByRole('button', { name: M.refundConfirm }).click();
    await expect.poll(() => onRequest.mock.calls.length).toBe(2);
    const [first, retry] = onRequest.mock.calls.map(
      ([, body]) => (body as { idempotency_key: string }).idempotency_key,
    );
    expect(first).toMatch(KEY);
    expect(retry).toBe(first);
    await server.answer();
    await page.getByRole('button', { name: 'open 13' }).click();
    await dialog(13).getByRole('textbox', { name: M.amountLabel }).fill('1');
    await dialog(13).getByRole('textbox', { name: M.reasonLabel }).fill('Late');
    await dialog(13).getByRole('button', { name: M.refundConfirm }).click();
    await expect.poll(() => onRequest.mock.calls.length).toBe(3);
    const next = (onRequest.mock.calls[2]?.[1] as { idempotency_key: string }).idempotency_key;
    expect(next).toMatch(KEY);
    expect(next).not.toBe(first);
  });

  it('refuses more than is left before sending anything', async () => {
    const onRequest = vi.fn();
    render(<Harness server={fakeServer()} onRequest={onRequest} onRefunded={vi.fn()} />);
    await page.getByRole('button', { name: 'open 12' }).click();
    await dialog(12).getByRole('textbox', { name: M.amountLabel }).fill('40.01');
    await dialog(12).getByRole('textbox', { name: M.reasonLabel }).fill('Late');
    await dialog(12).getByRole('button', { name: M.refundConfirm }).click();
    await expect.element(dialog(12).getByText(RETURN_MESSAGES.errors.refundTooLarge(4000))).toBeVisible();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('opens for another order without the last one’s refusal or fields', async () => {
    const server = fakeServer();
    render(<Harness server={server} onRequest={vi.fn()} onRefunded={vi.fn()} />);
    await page.getByRole('button', { name: 'open 12' }).click();
    await dialog(12).getByRole('textbox', { name: M.amountLabel }).fill('1');
    await dialog(12).getByRole('textbox', { name: M.reasonLabel }).fill('Late');
    await dialog(12).getByRole('button', { name: M.refundConfirm }).click();
    await server.refuse('No.');
    await expect.element(dialog(12).getByRole('alert')).toHaveTextContent('No.');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog(12)).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'open 13' }).click();
    await expect.element(dialog(13).getByText(M.refundDescription('£10.00'))).toBeVisible();
    expect(dialog(13).getByRole('alert').elements()).toHaveLength(0);
    await expect.element(dialog(13).getByRole('textbox', { name: M.amountLabel })).toHaveValue('');
  });
});
