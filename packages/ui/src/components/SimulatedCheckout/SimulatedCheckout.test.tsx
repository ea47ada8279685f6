import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '@shop/contract';
import { SimulatedCheckout } from './SimulatedCheckout.tsx';
import { cardNumberProblem, expiryProblem, luhnValid } from './cardRules.ts';

describe('given the Luhn checksum', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberProblem('4242 4242')).toBe('Your card number is incomplete.');
  });
});

describe('given an expiry date', () => {
  const now = new Date(2026, 10, 15);
  it('accepts this month and later, in the form MM/YY', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('01/30', now)).toBeNull();
  });
  it('rejects a past month, a bad month and a bad form', () => {
    expect(expiryProblem('10/26', now)).toBe("Your card's expiry date is in the past.");
    expect(expiryProblem('13/30', now)).toBe("Your card's expiry month is invalid.");
    expect(expiryProblem('1/30', now)).toBe("Your card's expiry date is incomplete. Use MM/YY.");
  });
});

async function fillAddress(screen: Awaited<ReturnType<typeof render>>, postcode = 'n1 9gu') {
  await userEvent.fill(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.fill(screen.getByLabelText('Address line 1'), '12 Example Street');
  await userEvent.fill(screen.getByLabelText('Town or city'), 'London');
  await userEvent.fill(screen.getByLabelText('Postcode'), postcode);
}

async function fillCard(screen: Awaited<ReturnType<typeof render>>, cardNumber: string) {
  await userEvent.fill(screen.getByLabelText('Card number'), cardNumber);
  await userEvent.fill(screen.getByLabelText('Expiry (MM/YY)'), '12/49');
  await userEvent.fill(screen.getByLabelText('CVC'), '123');
  await userEvent.fill(screen.getByLabelText('Name on card'), 'Ada Lovelace');
}

describe('given the simulated checkout', () => {
  it('rejects a card number with a bad Luhn checksum without calling onPay', async () => {
    const onPay = vi.fn();
    const screen = await render(<SimulatedCheckout amount={42.5} busy={false} onPay={onPay} />);
    await fillCard(screen, '4242 4242 4242 4241');
    await screen.getByRole('button', { name: 'Pay £42.50' }).click();
    await expect.element(screen.getByText('Your card number is invalid.')).toBeVisible();
    await expect.element(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('calls onPay with the digits, MM/YY, CVC and name of a valid card and the delivery address', async () => {
    const onPay = vi.fn();
    const screen = await render(<SimulatedCheckout amount={42.5} busy={false} onPay={onPay} />);
    await fillAddress(screen);
    await fillCard(screen, '4242424242424242');
    await expect.element(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await screen.getByRole('button', { name: 'Pay £42.50' }).click();
    await vi.waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({
        cardNumber: '4242424242424242',
        expiry: '12/49',
        cvc: '123',
        name: 'Ada Lovelace',
        shipping: {
          name: 'Ada Lovelace',
          line1: '12 Example Street',
          line2: '',
          city: 'London',
          postcode: 'n1 9gu',
        },
        saveAddress: false,
      }),
    );
  });

  it('refuses a postcode that is not a UK postcode with the contract message', async () => {
    const onPay = vi.fn();
    const screen = await render(<SimulatedCheckout amount={42.5} busy={false} onPay={onPay} />);
    await fillAddress(screen, 'ABC 123');
    await fillCard(screen, '4242424242424242');
    await screen.getByRole('button', { name: 'Pay £42.50' }).click();
    await expect.element(screen.getByText(MESSAGES.server.postcode)).toBeVisible();
    await expect.element(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
    // Fixing it clears the message at once.
    await userEvent.fill(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    expect(screen.getByText(MESSAGES.server.postcode).query()).toBeNull();
  });

  it('fills the fields from a picked saved address and passes the save choice', async () => {
    const onPay = vi.fn();
    const saved = [
      {
        id: 4,
        name: 'Ada Lovelace',
        line1: '4 Office Park',
        line2: 'Unit 2',
        city: 'Manchester',
        postcode: 'M1 1AE',
      },
    ];
    const screen = await render(
      <SimulatedCheckout amount={42.5} busy={false} onPay={onPay} savedAddresses={saved} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Saved addresses'), '4');
    await expect.element(screen.getByLabelText('Address line 1')).toHaveValue('4 Office Park');
    await expect.element(screen.getByLabelText('Postcode')).toHaveValue('M1 1AE');
    await screen.getByRole('checkbox', { name: 'Save this address' }).click();
    await fillCard(screen, '4242424242424242');
    await screen.getByRole('button', { name: 'Pay £42.50' }).click();
    await vi.waitFor(() =>
      expect(onPay).toHaveBeenCalledWith(
        expect.objectContaining({
          shipping: {
            name: 'Ada Lovelace',
            line1: '4 Office Park',
            line2: 'Unit 2',
            city: 'Manchester',
            postcode: 'M1 1AE',
          },
          saveAddress: true,
        }),
      ),
    );
  });

  it('uses the browser address autocomplete fields', async () => {
    const screen = await render(<SimulatedCheckout amount={1} busy={false} onPay={() => {}} />);
    await expect.element(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    await expect
      .element(screen.getByLabelText('Address line 1'))
      .toHaveAttribute('autocomplete', 'address-line1');
    await expect
      .element(screen.getByLabelText('Address line 2 (optional)'))
      .toHaveAttribute('autocomplete', 'address-line2');
    await expect
      .element(screen.getByLabelText('Town or city'))
      .toHaveAttribute('autocomplete', 'address-level2');
    await expect.element(screen.getByLabelText('Postcode')).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('uses the browser card autocomplete fields', async () => {
    const screen = await render(<SimulatedCheckout amount={1} busy={false} onPay={() => {}} />);
    await expect.element(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect.element(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect.element(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    await expect.element(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  });

  it("shows the provider's decline message in an alert", async () => {
    const screen = await render(
      <SimulatedCheckout amount={1} busy={false} error="Your card was declined." onPay={() => {}} />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});

describe('given a declined card (decision 048)', () => {
  /** Waits (polling, no fixed sleep) until `element` holds the focus. */
  const focusOn = (element: Element) => expect.poll(() => document.activeElement).toBe(element);

  it('moves the declined message into view and gives it focus', async () => {
    const checkout = (busy: boolean, error: string | null) => (
      <div style={{ paddingTop: '3000px' }}>
        <SimulatedCheckout amount={42.5} busy={busy} error={error} onPay={() => {}} />
      </div>
    );
    const screen = await render(checkout(false, null));
    const pay = screen.getByRole('button', { name: 'Pay £42.50' });
    pay.element().scrollIntoView();
    (pay.element() as HTMLElement).focus();
    await screen.rerender(checkout(true, null));
    // The Pay button keeps focus while the payment is confirmed: it stays focusable (aria-disabled,
    // not natively disabled, which would drop focus to <body>).
    const processing = screen.getByRole('button', { name: 'Processing...' });
    await expect.element(processing).toHaveAttribute('aria-disabled', 'true');
    expect(processing.element().matches(':disabled')).toBe(false);
    await focusOn(processing.element());
    await screen.rerender(checkout(false, MESSAGES.server.cardDeclined));
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Your card was declined.');
    await focusOn(alert.element());
    const box = () => alert.element().getBoundingClientRect();
    await expect.poll(() => box().top).toBeGreaterThanOrEqual(0);
    await expect.poll(() => box().bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});
