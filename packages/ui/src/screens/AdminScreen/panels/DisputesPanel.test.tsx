/**
 * Staff deciding disputes in the back office (decision 067): what a decision sends for each
 * outcome, that the thread cannot be closed while it is recorded, and where focus goes after.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { RETURN_MESSAGES, type DisputeDecisionRequest, type ReturnRequest } from '@shop/contract';
import { returnRequestOf } from '../../../testing/salesReturns.ts';
import { DisputesPanel } from './DisputesPanel.tsx';

const S = RETURN_MESSAGES.staff;
const escalated = (id: number, productIndex: number): ReturnRequest =>
  returnRequestOf(id, productIndex, 1, { status: 'escalated', respond_by: null });
const first = escalated(3, 8);
const second = escalated(5, 6);

/** A stand-in server: each decision waits until the test answers or refuses it (no timer). */
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

/** The panel as the app uses it: a decided dispute leaves the open queue once the server has it. */
function Harness({
  server,
  onRequest,
}: {
  server: ReturnType<typeof fakeServer>;
  onRequest: (id: number, decision: DisputeDecisionRequest) => void;
}) {
  const [items, setItems] = useState([first, second]);
  return (
    <DisputesPanel
      disputes={{ state: 'open', items }}
      onDecide={async (id, decision) => {
        onRequest(id, decision);
        await server.send();
        setItems((all) => all.filter((r) => r.id !== id));
      }}
    />
  );
}

const thread = (r: ReturnRequest) => page.getByRole('dialog', { name: S.threadTitle(r.id, r.product_name) });

async function decide(r: ReturnRequest, outcome: string, reason: string, amount?: string) {
  await page.getByRole('button', { name: S.openThreadLabel(r.id) }).click();
  await thread(r).getByRole('radio', { name: outcome }).click();
  if (amount !== undefined) await thread(r).getByRole('textbox', { name: S.partialAmountLabel }).fill(amount);
  await thread(r).getByRole('textbox', { name: S.decisionReasonLabel }).fill(reason);
  await thread(r).getByRole('button', { name: S.decide }).click();
}

describe('given staff deciding a dispute', () => {
  it('sends a full refund and no refund without an amount, a partial one with its amount in pounds', async () => {
    const onRequest = vi.fn();
    const server = fakeServer();
    render(<Harness server={server} onRequest={onRequest} />);
    await decide(first, RETURN_MESSAGES.outcomes.refund_full, ' Broken on arrival ');
    await server.answer();
    await expect.element(thread(first)).not.toBeInTheDocument();
    await decide(second, RETURN_MESSAGES.outcomes.refund_partial, 'Half', '2.5');
    await server.answer();
    await expect.element(thread(second)).not.toBeInTheDocument();
    expect(onRequest.mock.calls).toEqual([
      [3, { outcome: 'refund_full', reason: 'Broken on arrival' }],
      [5, { outcome: 'refund_partial', amount: 2.5, reason: 'Half' }],
    ]);
  });

  it('drops a partial amount typed before choosing another outcome', async () => {
    const onRequest = vi.fn();
    const server = fakeServer();
    render(<Harness server={server} onRequest={onRequest} />);
    await page.getByRole('button', { name: S.openThreadLabel(first.id) }).click();
    await thread(first).getByRole('radio', { name: RETURN_MESSAGES.outcomes.refund_partial }).click();
    await thread(first).getByRole('textbox', { name: S.partialAmountLabel }).fill('99999');
    await thread(first).getByRole('radio', { name: RETURN_MESSAGES.outcomes.decline }).click();
    await thread(first).getByRole('textbox', { name: S.decisionReasonLabel }).fill('As described');
    await thread(first).getByRole('button', { name: S.decide }).click();
    await server.answer();
    expect(onRequest).toHaveBeenCalledWith(3, { outcome: 'decline', reason: 'As described' });
  });

  it('keeps the thread open while the decision is recorded, then announces it and focuses the announcement', async () => {
    const server = fakeServer();
    render(<Harness server={server} onRequest={vi.fn()} />);
    await decide(first, RETURN_MESSAGES.outcomes.decline, 'As described');
    await expect
      .element(thread(first).getByRole('button', { name: S.deciding }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(thread(first)).toBeVisible();
    await server.answer();
    await expect.element(thread(first)).not.toBeInTheDocument();
    const note = page.getByText(S.decidedText(3, RETURN_MESSAGES.outcomes.decline));
    await expect.element(note).toHaveFocus();
    expect(page.getByRole('button', { name: S.openThreadLabel(3) }).elements()).toHaveLength(0);
  });

  it('shows the server’s refusal in the thread and keeps the dispute in the queue', async () => {
    const server = fakeServer();
    render(<Harness server={server} onRequest={vi.fn()} />);
    await decide(first, RETURN_MESSAGES.outcomes.decline, 'As described');
    await server.refuse(RETURN_MESSAGES.errors.moveRefused('resolved', 'resolved'));
    await expect
      .element(thread(first).getByRole('alert'))
      .toHaveTextContent(RETURN_MESSAGES.errors.moveRefused('resolved', 'resolved'));
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: S.openThreadLabel(3) })).toHaveFocus();
  });
});
