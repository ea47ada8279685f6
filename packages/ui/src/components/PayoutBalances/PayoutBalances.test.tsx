import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SELLER_PAYOUT_MESSAGES, type SellerMoneySummary } from '@shop/contract';
import { PayoutBalances } from './PayoutBalances.tsx';
import { payoutDayLabel } from './payoutFormat.ts';

const ready: SellerMoneySummary = {
  balances: { pending_pence: 0, available_pence: 1875, in_transit_pence: 0, paid_out_pence: 0 },
  terms: {
    schedule: 'daily',
    hour_utc: 6,
    min_payout_pence: 100,
    next_payout_at: '2026-03-09T06:00:00.000Z',
  },
  on_hold: false,
  hold_reason: null,
  has_payout_account: true,
};

/**
 * The route's part of the flow with a fake server: pressing asks, then either the money moves to
 * in transit and the payout is announced, or the refusal comes back.
 */
function RequestFlow({ refusal }: { refusal: string | null }) {
  const [money, setMoney] = useState(ready);
  const [requesting, setRequesting] = useState(false);
  const [requested, setRequested] = useState<{ amount_pence: number } | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  return (
    <PayoutBalances
      money={money}
      requesting={requesting}
      requested={requested}
      requestError={requestError}
      onRequestPayout={() => {
        setRequesting(true);
        setTimeout(() => {
          setRequesting(false);
          if (refusal !== null) return setRequestError(refusal);
          setMoney({ ...money, balances: { ...money.balances, available_pence: 0, in_transit_pence: 1875 } });
          setRequested({ amount_pence: 1875 });
        });
      }}
    />
  );
}

describe('given a seller ready to be paid', () => {
  it('announces the payout and keeps focus on the button, which then says why it is off', async () => {
    const screen = await render(<RequestFlow refusal={null} />);
    const button = screen.getByRole('button', { name: 'Request payout' });
    await button.click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Payout of £18.75 requested.');
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(button)
      .toHaveAccessibleDescription('Your available balance is below the minimum payout of £1.00.');
  });

  it("moves focus to the server's refusal", async () => {
    const screen = await render(<RequestFlow refusal={SELLER_PAYOUT_MESSAGES.onHold} />);
    await screen.getByRole('button', { name: 'Request payout' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(SELLER_PAYOUT_MESSAGES.onHold);
    await expect.element(screen.getByRole('alert')).toHaveFocus();
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks nothing while it is off, and says why', async () => {
    let asked = 0;
    const screen = await render(
      <PayoutBalances
        money={{ ...ready, has_payout_account: false }}
        onRequestPayout={() => {
          asked += 1;
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Request payout' });
    await expect.element(button).toHaveAccessibleDescription(SELLER_PAYOUT_MESSAGES.noPayoutAccount);
    (button.element() as HTMLButtonElement).click();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(asked).toBe(0);
  });
});

describe('given balances that failed to refresh', () => {
  it('keeps the figures and the request button on screen beside the error', async () => {
    const screen = await render(
      <PayoutBalances money={ready} error="Failed to fetch your payouts" onRequestPayout={() => {}} />,
    );
    await expect.element(screen.getByText('Failed to fetch your payouts')).toBeVisible();
    await expect.element(screen.getByText('£18.75')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Request payout' })).toBeVisible();
  });
});

describe('given the next payout date', () => {
  it("writes the shop's calendar day from its parts, the same on every machine", () => {
    expect(payoutDayLabel('2026-03-08T06:00:00.000Z')).toBe('Sunday 8 March');
    expect(payoutDayLabel('2026-03-09T06:00:00.000Z')).toBe('Monday 9 March');
    // 23:30 UTC on 29 March is 00:30 on the 30th in London (summer time).
    expect(payoutDayLabel('2026-03-29T23:30:00.000Z')).toBe('Monday 30 March');
    // And 23:30 UTC on 1 December is still the 1st (winter time).
    expect(payoutDayLabel('2026-12-01T23:30:00.000Z')).toBe('Tuesday 1 December');
    expect(payoutDayLabel('not a date')).toBe('not a date');
  });
});
