import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { COMMERCE_MESSAGES, MESSAGES } from '@shop/contract';
import { sampleSavedAddresses } from '../../testing/fixtures.ts';
import { SavedAddresses } from './SavedAddresses.tsx';

const meta = {
  title: 'Components/SavedAddresses',
  component: SavedAddresses,
  parameters: { layout: 'padded' },
  args: {
    addresses: sampleSavedAddresses,
    onAdd: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof SavedAddresses>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved addresses, each with its remove button. */
export const WithAddresses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Ada Lovelace, 4 Office Park, Manchester M1 1AE' }),
    );
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(2));
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no saved addresses yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an address' })).toBeVisible();
  },
};

/** Adding: the postcode is checked with the contract's schema before anything is sent. */
export const AddForm: Story = {
  args: { addresses: [], defaultFormOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '12 Example Street');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Town or city' }), 'London');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'NOT A CODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText(MESSAGES.server.postcode)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Postcode' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'N1 9GU');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({
        name: 'Ada Lovelace',
        line1: '12 Example Street',
        line2: '',
        city: 'London',
        postcode: 'N1 9GU',
      }),
    );
  },
};

export const Loading: Story = {
  args: { addresses: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your addresses');
  },
};

export const LoadError: Story = {
  args: { addresses: [], error: COMMERCE_MESSAGES.addresses.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${COMMERCE_MESSAGES.addresses.fetch}`);
  },
};
