import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import {
  ADMIN_MONEY_MESSAGES as M,
  MESSAGES,
  holdPayoutsLabel,
  liftHoldLabel,
  type PayoutHoldRequest,
  type SellerPayoutSummary,
} from '@shop/contract';
import { SellerPayoutsPanel } from './SellerPayoutsPanel.tsx';

/** Waits (polling, no fixed sleep) until `element` holds the focus. */
const focusOn = (element: Element) => expect.poll(() => document.activeElement).toBe(element);

const seller = (id: number, name: string, hold: string | null): SellerPayoutSummary => ({
  seller: { id, name },
  payout_account_state: 'active',
  balances: { pending_pence: 1000, available_pence: 250, in_transit_pence: 0, paid_out_pence: 0 },
  hold: hold === null ? null : { reason: hold, held_at: '2026-11-02T10:30:00.000Z' },
  last_payout: null,
});

/** A stand-in server: each request waits until the test answers it (no timer), or refuses it. */
function fakeServer() {
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  return {
    save: () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })),
    /** Waits until a request has been sent, then answers it. */
    answer: async () => {
      await expect.poll(() => waiting.length).toBe(1);
      waiting.shift()!.resolve();
    },
    /** Waits until a request has been sent, then refuses it with `message`. */
    refuse: async (message: string) => {
      await expect.poll(() => waiting.length).toBe(1);
      waiting.shift()!.reject(new Error(message));
    },
  };
}

/** The panel as the app uses it: the list takes a hold or a lift once the server has saved it. */
function Harness({
  server,
  onRequest,
}: {
  server: ReturnType<typeof fakeServer>;
  onRequest: (sellerId: number, request: PayoutHoldRequest) => void;
}) {
  const [items, setItems] = useState([seller(12, 'Sam Seller', null), seller(9, 'Max Spam', 'Chargebacks')]);
  return (
    <SellerPayoutsPanel
      sellers={{ items }}
      onSetPayoutHold={async (sellerId, request) => {
        onRequest(sellerId, request);
        await server.save();
        setItems((all) =>
          all.map((s) =>
            s.seller.id === sellerId
              ? {
                  ...s,
                  hold: request.on_hold
                    ? { reason: request.reason ?? '', held_at: '2026-11-28T09:00:00.000Z' }
                    : null,
                }
              : s,
          ),
        );
      }}
    />
  );
}

const dialog = () => page.getByRole('dialog', { name: holdPayoutsLabel('Sam Seller') });

describe('given staff holding a seller’s payouts (decisions 061 and 064)', () => {
  it('refuses a blank reason in place and sends nothing', async () => {
    const onRequest = vi.fn();
    const screen = await render(<Harness server={fakeServer()} onRequest={onRequest} />);
    await screen.getByRole('button', { name: holdPayoutsLabel('Sam Seller') }).click();
    const reason = dialog().getByRole('textbox', { name: M.holdReasonLabel });
    await focusOn(reason.element());
    await reason.fill(' \t ');
    await dialog().getByRole('button', { name: M.holdConfirm }).click();
    await expect.element(dialog().getByText(M.holdReasonRequired)).toBeVisible();
    await expect.element(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onRequest).not.toHaveBeenCalled();
    // Typing clears the error; the reason typed is what is sent.
    await reason.fill('Identity checks');
    await expect.element(dialog().getByText(M.holdReasonRequired)).not.toBeInTheDocument();
  });

  it('sends the reason, then closes and returns focus to the row’s button, now Lift hold', async () => {
    const server = fakeServer();
    const onRequest = vi.fn();
    const screen = await render(<Harness server={server} onRequest={onRequest} />);
    await screen.getByRole('button', { name: holdPayoutsLabel('Sam Seller') }).click();
    await dialog().getByRole('textbox', { name: M.holdReasonLabel }).fill('Identity checks');
    await dialog().getByRole('button', { name: M.holdConfirm }).click();
    expect(onRequest).toHaveBeenCalledWith(12, { on_hold: true, reason: 'Identity checks' });
    // While it is saved the dialog stays (its buttons focusable), and Escape does not close it.
    await expect
      .element(dialog().getByRole('button', { name: M.holdConfirm }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).toBeVisible();
    await server.answer();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    const lift = screen.getByRole('button', { name: liftHoldLabel('Sam Seller') });
    await expect.element(lift).toBeVisible();
    await focusOn(lift.element());
    await expect.element(screen.getByText('Identity checks')).toBeVisible();
  });

  it('keeps the dialog open with the server’s message when the hold is refused', async () => {
    const server = fakeServer();
    const screen = await render(<Harness server={server} onRequest={() => {}} />);
    await screen.getByRole('button', { name: holdPayoutsLabel('Sam Seller') }).click();
    await dialog().getByRole('textbox', { name: M.holdReasonLabel }).fill('Checks');
    await dialog().getByRole('button', { name: M.holdConfirm }).click();
    await server.refuse(MESSAGES.admin.update);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(MESSAGES.admin.update);
    await dialog().getByRole('button', { name: M.cancel }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await focusOn(screen.getByRole('button', { name: holdPayoutsLabel('Sam Seller') }).element());
  });

  it('closes on Escape without sending, focus back on Hold payouts', async () => {
    const onRequest = vi.fn();
    const screen = await render(<Harness server={fakeServer()} onRequest={onRequest} />);
    const hold = screen.getByRole('button', { name: holdPayoutsLabel('Sam Seller') });
    await hold.click();
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await focusOn(hold.element());
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('asks before lifting a hold; Cancel lifts nothing, Lift hold lifts it, focus on the row both times', async () => {
    const server = fakeServer();
    const onRequest = vi.fn();
    const screen = await render(<Harness server={server} onRequest={onRequest} />);
    const lift = screen.getByRole('button', { name: liftHoldLabel('Max Spam') });
    await lift.click();
    const question = page.getByRole('alertdialog', { name: `${liftHoldLabel('Max Spam')}?` });
    await expect.element(question).toBeVisible();
    await question.getByRole('button', { name: M.cancel }).click();
    await focusOn(lift.element());
    expect(onRequest).not.toHaveBeenCalled();

    await lift.click();
    await page.getByRole('alertdialog').getByRole('button', { name: M.liftConfirm }).click();
    expect(onRequest).toHaveBeenCalledWith(9, { on_hold: false });
    await server.answer();
    const holdAgain = screen.getByRole('button', { name: holdPayoutsLabel('Max Spam') });
    await expect.element(holdAgain).toBeVisible();
    await focusOn(holdAgain.element());
  });
});
