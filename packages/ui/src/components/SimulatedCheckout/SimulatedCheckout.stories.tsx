import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { demoUser } from '@shop/sample-catalogue';
import { sampleSavedAddresses } from '../../testing/fixtures.ts';
import { SimulatedCheckout } from './SimulatedCheckout.tsx';

const meta = {
  title: 'Components/SimulatedCheckout',
  component: SimulatedCheckout,
  parameters: { layout: 'padded' },
  args: { amount: 110.9, email: demoUser.email, busy: false, error: null, onPay: fn() },
} satisfies Meta<typeof SimulatedCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test mode — simulated payment provider')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay £110.90' })).toBeEnabled();
  },
};

export const InvalidCard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '0420');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay £110.90' }));
    await expect(await canvas.findByText('Your card number is invalid.')).toBeVisible();
    await expect(canvas.getByText("Your card's expiry date is in the past.")).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Dee Mo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '1 High Street');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Town or city' }), 'Leeds');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1249');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Dee Mo');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay £110.90' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledOnce());
    await expect(args.onPay).toHaveBeenCalledWith(
      expect.objectContaining({
        shipping: { name: 'Dee Mo', line1: '1 High Street', line2: '', city: 'Leeds', postcode: 'LS1 4AP' },
        saveAddress: false,
      }),
    );
  },
};

/** A postcode that is not a UK postcode: the contract's message, and no payment. */
export const InvalidPostcode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'ABC 123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay £110.90' }));
    await expect(await canvas.findByText(MESSAGES.server.postcode)).toBeVisible();
    await expect(canvas.getByText('Enter the first line of the address.')).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Saved addresses: picking one fills the fields; 'Save this address' is offered for a new one. */
export const WithSavedAddresses: Story = {
  args: { savedAddresses: sampleSavedAddresses },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Saved addresses' }), '2');
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('4 Office Park');
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('M1 1AE');
    await expect(canvas.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Declined: Story = {
  args: { error: MESSAGES.server.cardDeclined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

/**
 * After the server refused a session whose cart changed (409, decision 043): the spec's message,
 * and 'Pay' with the amount of the cart now on screen (the page has opened a fresh session).
 */
export const CheckoutChanged: Story = {
  args: { amount: 10, error: MESSAGES.server.checkoutChanged },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.server.checkoutChanged);
    await expect(canvas.getByRole('button', { name: 'Pay £10.00' })).toBeEnabled();
  },
};
